import { z } from 'zod';

/** Account roles of spec 000 §1. */
export const ROLES = ['ELEV', 'PROFESOR', 'ADMIN', 'DBEST', 'LOGISTIC', 'SYNC'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

const ROLE_LABELS: Record<Role, string> = {
  DBEST: 'Programator',
  ADMIN: 'Administrator',
  LOGISTIC: 'Staff',
  PROFESOR: 'Profesor',
  ELEV: 'Elev',
  SYNC: 'Sync',
};

/** Display label of a role; an unknown label is shown as 'Intrus' (spec 000 §1). */
export function roleLabel(role: string): string {
  return (ROLE_LABELS as Record<string, string>)[role] ?? 'Intrus';
}

/** Roles that use the staff back office. */
export const STAFF_ROLES = ['ADMIN', 'DBEST'] as const satisfies readonly Role[];
