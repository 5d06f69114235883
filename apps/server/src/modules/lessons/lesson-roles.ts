import type { Role } from '@platform/contracts';

/**
 * Server side of the permission table of spec 001 §6 (the same for every lesson type).
 * PROFESOR opens completion routes only in preview, which makes no calls (decisions.md).
 */
export const LESSON_ROLES = {
  edit: ['ADMIN', 'DBEST'],
  complete: ['ADMIN', 'DBEST', 'ELEV'],
  view: ['ADMIN', 'DBEST', 'PROFESOR', 'ELEV'],
  /** Per answer the service also refuses plain LESSON (none) and PROFESOR on PRACTICAL_ACTIVITY. */
  approve: ['ADMIN', 'DBEST', 'PROFESOR'],
  sync: ['SYNC', 'ADMIN'],
} as const satisfies Record<string, readonly Role[]>;
