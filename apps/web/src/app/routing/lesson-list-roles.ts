import type { LessonType, Role } from '@platform/contracts';

/**
 * Who may open each lesson type's list (the route list of spec 000 §2): the router's guard (route-table.ts)
 * and the calls index.html starts for a list page (first-load/early-calling-pages.ts) read the same table.
 */
export const LESSON_LIST_ROLES = {
  LESSON: ['DBEST', 'ADMIN'],
  HOMEWORK: ['DBEST', 'ADMIN', 'PROFESOR', 'ELEV'],
  PRACTICAL_ACTIVITY: ['DBEST', 'ADMIN', 'PROFESOR'],
  MONTHLY_CHALLENGE: ['ADMIN', 'ELEV', 'PROFESOR'],
  DAILY_CHALLENGE: ['ADMIN', 'ELEV', 'PROFESOR'],
} as const satisfies Record<LessonType, readonly Role[]>;
