import type { Role } from '@platform/contracts';

/** The permission table of spec 001 §6 (the same for every lesson type). */
const PERMISSIONS = {
  edit: ['ADMIN', 'DBEST'],
  complete: ['ADMIN', 'DBEST', 'ELEV'],
  view: ['ADMIN', 'DBEST', 'PROFESOR', 'ELEV'],
} as const satisfies Record<string, readonly Role[]>;

export type LessonAction = keyof typeof PERMISSIONS;

/** The roles that may do `action` on lessons of any type. */
export function rolesThatCan(action: LessonAction): readonly Role[] {
  return PERMISSIONS[action];
}

export function can(role: Role | undefined, action: LessonAction): boolean {
  return role !== undefined && (PERMISSIONS[action] as readonly Role[]).includes(role);
}

/** Only ADMIN and DBEST see hidden content, add, hide, show and duplicate (spec 001 §2). */
export function isStaff(role: Role | undefined): boolean {
  return role === 'ADMIN' || role === 'DBEST';
}
