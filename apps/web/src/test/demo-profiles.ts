import type { Profile } from '@platform/contracts';

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
