import { z } from 'zod';
import { LESSON_TYPES, type LessonType } from '@platform/slide-sdk';

export { LESSON_TYPES, type LessonType };
export const LessonTypeSchema = z.enum(LESSON_TYPES);

/** Features and slide limits of a lesson type (spec 001 §1 and §9). */
export interface LessonTypeInfo {
  type: LessonType;
  displayName: string;
  /** Name of the icon in the web app's icon set. */
  icon: string;
  allowsMultipleAttempts: boolean;
  requiresApproval: boolean;
  awardsPoints: boolean;
  minSlides: number;
  maxSlides: number;
  /** Whether a deadline is required, and how far ahead it may be (ms from now). */
  deadline: { required: boolean; minAheadMs: number; maxAheadMs?: number } | null;
  listPath: string;
  editPath: string;
  completePath: string;
}

const HOUR = 3_600_000;

export const LESSON_TYPE_INFO: Record<LessonType, LessonTypeInfo> = {
  LESSON: {
    type: 'LESSON',
    displayName: 'Lecție',
    icon: 'book',
    allowsMultipleAttempts: true,
    requiresApproval: false,
    awardsPoints: true,
    minSlides: 1,
    maxSlides: 50,
    deadline: null,
    listPath: '/lectii',
    editPath: '/lectii/editare',
    completePath: '/completare-lectie/id',
  },
  HOMEWORK: {
    type: 'HOMEWORK',
    displayName: 'Temă pentru acasă',
    icon: 'home',
    allowsMultipleAttempts: false,
    requiresApproval: false,
    awardsPoints: true,
    minSlides: 1,
    maxSlides: 20,
    deadline: { required: true, minAheadMs: HOUR },
    listPath: '/teme-de-casa',
    editPath: '/teme-de-casa/editare',
    completePath: '/completare-tema-pentru-acasa/id',
  },
  PRACTICAL_ACTIVITY: {
    type: 'PRACTICAL_ACTIVITY',
    displayName: 'Activitate practică',
    icon: 'tools',
    allowsMultipleAttempts: false,
    requiresApproval: true,
    awardsPoints: true,
    minSlides: 1,
    maxSlides: 10,
    deadline: null,
    listPath: '/activitati-practice',
    editPath: '/activitati-practice/editare',
    completePath: '/completare-activitate-practica/id',
  },
  MONTHLY_CHALLENGE: {
    type: 'MONTHLY_CHALLENGE',
    displayName: 'Provocare lunară',
    icon: 'trophy',
    allowsMultipleAttempts: false,
    requiresApproval: true,
    awardsPoints: true,
    minSlides: 5,
    maxSlides: 30,
    deadline: { required: true, minAheadMs: HOUR },
    listPath: '/provocari',
    editPath: '/provocari/editare',
    completePath: '/completare-provocare/id',
  },
  DAILY_CHALLENGE: {
    type: 'DAILY_CHALLENGE',
    displayName: 'Provocare zilnică',
    icon: 'sun',
    allowsMultipleAttempts: false,
    requiresApproval: true,
    awardsPoints: true,
    minSlides: 1,
    maxSlides: 10,
    deadline: { required: true, minAheadMs: HOUR, maxAheadMs: 24 * HOUR },
    listPath: '/provocari-zilnice',
    editPath: '/provocari-zilnice/editare',
    completePath: '/completare-provocare-zilnica/id',
  },
};
