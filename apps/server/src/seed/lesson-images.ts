import type { LessonType } from '@platform/contracts';

/** Drawn SVGs of the demo lessons (apps/web/public/demo/lessons, see its README for the licence). */
export const LESSON_IMAGES: Record<LessonType, string> = {
  LESSON: '/demo/lessons/lectie.svg',
  HOMEWORK: '/demo/lessons/tema.svg',
  PRACTICAL_ACTIVITY: '/demo/lessons/activitate-practica.svg',
  MONTHLY_CHALLENGE: '/demo/lessons/provocarea-lunii.svg',
  DAILY_CHALLENGE: '/demo/lessons/provocarea-zilei.svg',
};
