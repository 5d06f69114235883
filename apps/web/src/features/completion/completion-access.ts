import {
  LESSON_TYPE_INFO,
  LESSON_TYPES,
  type LessonType,
  type Role,
  type TokenClaims,
} from '@platform/contracts';

/** The permission table of spec 001 §6 (the same for every lesson type). */
export const COMPLETE_ROLES: readonly Role[] = ['ADMIN', 'DBEST', 'ELEV'];
const VIEW_ROLES: readonly Role[] = ['ADMIN', 'DBEST', 'PROFESOR', 'ELEV'];

/**
 * The per-type check of spec 000 §6 for completion: complete needs "complete", preview needs "view".
 * PROFESOR may open completion routes (route list) but only previews (permission table).
 */
export function canOpenCompletion(role: Role, isPreview: boolean): boolean {
  return (isPreview ? VIEW_ROLES : COMPLETE_ROLES).includes(role);
}

/** Who completes, from the token: null when it has no role or no numeric user id ('Sesiune expirată'). */
export function completionUser(claims: TokenClaims | null): { userId: number; role: Role } | null {
  const userId = claims ? Number(claims.sub) : Number.NaN;
  const role = claims?.role as Role | undefined;
  return role && Number.isInteger(userId) && userId > 0 ? { userId, role } : null;
}

/** The completion route's lesson type, from the path (e.g. /completare-tema-pentru-acasa/id/4 -> HOMEWORK). */
export function lessonTypeOfPath(pathname: string): LessonType | null {
  return LESSON_TYPES.find((type) => pathname.startsWith(`${LESSON_TYPE_INFO[type].completePath}/`)) ?? null;
}

export function isPreviewPath(pathname: string): boolean {
  return /\/preview\/?$/.test(pathname);
}

/** The completion path of a lesson, optionally its preview. */
export function completionPath(type: LessonType, id: number, preview = false): string {
  return `${LESSON_TYPE_INFO[type].completePath}/${id}${preview ? '/preview' : ''}`;
}
