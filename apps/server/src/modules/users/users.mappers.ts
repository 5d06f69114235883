import type { Profile, Role, User } from '@platform/contracts';
import type { UsersReportRow } from './users-report.repository.js';
import type { UserRow } from './users.repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A report row as the API shows it; the temporary password only to ADMIN. */
export function toUser({ user, school }: UsersReportRow, viewerRole: Role): User {
  return {
    id: user.id,
    nume: user.nume,
    email: user.email,
    role: user.role,
    telefon: user.telefon,
    clasa: user.clasa,
    nickname: user.nickname,
    isEnabled: user.isEnabled,
    timestamp: user.createdAt.toISOString(),
    lastLogin: iso(user.lastLogin),
    plainTextPassword: viewerRole === 'ADMIN' ? user.plainTextPassword : null,
    hasSchoolRegistrationFormCompleted: user.hasSchoolRegistrationFormCompleted,
    needsSchoolRegistrationConfirmation: user.needsSchoolRegistrationConfirmation,
    rejectReason: user.rejectReason,
    phoneCallNote: user.phoneCallNote,
    schoolId: user.schoolId,
    school,
    editionId: user.editionId,
    teacherCode: user.teacherCode,
  };
}

export function toProfile(
  user: UserRow,
  extra: {
    codProfesor: string | null;
    school:
      { codSe: string | null; numeInstitutieInvatamant: string; schoolUpdatedAt: Date | null } | undefined;
    points: number | null;
    hasParentalApproval: boolean;
  },
): Profile {
  return {
    id: user.id,
    role: user.role,
    nume: user.nume,
    email: user.email,
    telefon: user.telefon,
    clasa: user.clasa,
    nickname: user.nickname,
    isEnabled: user.isEnabled,
    codProfesor: extra.codProfesor,
    codSe: extra.school?.codSe ?? null,
    numeInstitutieInvatamant: extra.school?.numeInstitutieInvatamant ?? null,
    protocolDeColaborare: user.protocolDeColaborare,
    points: extra.points,
    schoolUpdatedAt: iso(extra.school?.schoolUpdatedAt ?? null),
    hasSchoolRegistrationFormCompleted: user.hasSchoolRegistrationFormCompleted,
    needsSchoolRegistrationConfirmation: user.needsSchoolRegistrationConfirmation,
    schoolId: user.schoolId,
    hasParentalApproval: extra.hasParentalApproval,
  };
}
