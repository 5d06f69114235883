import type { Profile, User } from '@platform/contracts';

/** Profiles shaped by the contract, for the fake server. */
export function demoProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    id: 1,
    role: 'ADMIN',
    nume: 'Ana Administrator',
    email: 'admin@demo.ro',
    telefon: null,
    clasa: null,
    nickname: null,
    isEnabled: true,
    codProfesor: null,
    codSe: null,
    numeInstitutieInvatamant: null,
    protocolDeColaborare: [],
    points: null,
    schoolUpdatedAt: null,
    hasSchoolRegistrationFormCompleted: false,
    needsSchoolRegistrationConfirmation: false,
    schoolId: null,
    hasParentalApproval: false,
    ...overrides,
  };
}

/** A pupil as the users report lists them (elev@demo.ro), for the fake server. */
export function demoPupil(overrides: Partial<User> = {}): User {
  return {
    id: 7,
    nume: 'Andrei Elev',
    email: 'elev@demo.ro',
    role: 'ELEV',
    telefon: null,
    clasa: 'a VI-a B',
    nickname: 'Andrei',
    isEnabled: true,
    timestamp: '2026-09-15T09:00:00.000Z',
    lastLogin: null,
    plainTextPassword: null,
    hasSchoolRegistrationFormCompleted: false,
    needsSchoolRegistrationConfirmation: false,
    rejectReason: null,
    phoneCallNote: null,
    schoolId: 1,
    school: null,
    editionId: 1,
    teacherCode: null,
    ...overrides,
  };
}
