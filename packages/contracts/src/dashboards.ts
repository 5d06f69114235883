import { z } from 'zod';
import { RowIdParamSchema } from './row-id.js';
import { AnswerStateSchema } from './answer-states.js';
import { LessonTypeSchema } from './lesson-types.js';

/**
 * Issue 13: dashboards. Every view gets its figures from ONE call that aggregates in SQL; the client never
 * sums report pages.
 */

/** Waste kinds of an order (spec 001 §3): DEEE, DBA, lamps and neon tubes. */
export const WASTE_KINDS = ['DEEE', 'DBA', 'BECURI_SI_NEOANE'] as const;
export const WasteKindSchema = z.enum(WASTE_KINDS);
export type WasteKind = z.infer<typeof WasteKindSchema>;

/** GET /api/dashboards/edition (ADMIN, DBEST): the edition (default: current) and, optionally, one county. */
export const EditionDashboardQuerySchema = z.object({
  editionId: RowIdParamSchema.optional(),
  judet: z.string().trim().min(1).max(100).optional(),
});
export type EditionDashboardQuery = z.infer<typeof EditionDashboardQuerySchema>;

export const EditionDashboardSchema = z.object({
  editionId: z.number().int(),
  editionName: z.string(),
  /** The county filter applied, null for the whole country. */
  judet: z.string().nullable(),
  /** Counties that have schools in the edition (the filter's options), sorted. */
  counties: z.array(z.string()),
  summary: z.object({
    /** Real kilograms of validated orders against the estimates of every non-rejected order. */
    waste: z.array(z.object({ kind: WasteKindSchema, realKg: z.number(), estimatedKg: z.number() })),
    schools: z.number().int(),
    pupilsEnrolled: z.number().int(),
    /** Pupils with at least one attempt in the edition. */
    pupilsActive: z.number().int(),
    /** Completed or approved attempts. */
    completedActivities: z.number().int(),
    /** Points of completed or approved attempts plus points of validated orders. */
    pointsAwarded: z.number(),
  }),
  /** Real kilograms (all kinds) per county, most first. */
  kgByCounty: z.array(z.object({ judet: z.string(), kg: z.number() })),
  /** Orders placed and real kilograms per ISO week (Monday, YYYY-MM-DD), oldest first. */
  weeks: z.array(z.object({ weekStart: z.string(), orders: z.number().int(), kg: z.number() })),
  /** Completed or approved attempts per lesson, most first. */
  completionsByLesson: z.array(
    z.object({
      lessonId: z.number().int(),
      title: z.string(),
      type: LessonTypeSchema,
      completions: z.number().int(),
    }),
  ),
  /** The 20 schools with the most points. */
  topSchools: z.array(
    z.object({
      schoolId: z.number().int(),
      name: z.string(),
      judet: z.string().nullable(),
      points: z.number(),
    }),
  ),
});
export type EditionDashboard = z.infer<typeof EditionDashboardSchema>;

/** One cell of the class grid: the pupil's latest attempt at the activity in the current edition. */
export const ClassProgressCellSchema = z.object({
  lessonId: z.number().int(),
  /** null: not started. */
  state: AnswerStateSchema.nullable(),
  points: z.number().nullable(),
});
export type ClassProgressCell = z.infer<typeof ClassProgressCellSchema>;

/**
 * Up to this many pupils a school's grid shows all of them at once; a larger school's grid shows one class
 * at a time (2,000 pupils against 40 activities is 80,000 cells: half a megabyte no teacher reads at once).
 */
export const CLASS_PROGRESS_WHOLE_SCHOOL_LIMIT = 200;

/**
 * GET /api/dashboards/class-progress?clasa=... : one class of the teacher's school; '' is the pupils without a
 * class. Absent: the whole school when it has at most CLASS_PROGRESS_WHOLE_SCHOOL_LIMIT pupils, else its first
 * class with answers awaiting approval (or its first class).
 */
export const ClassProgressQuerySchema = z.object({
  clasa: z.string().trim().max(100).optional(),
});
export type ClassProgressQuery = z.infer<typeof ClassProgressQuerySchema>;

/** A class of the teacher's school: null is the pupils without a class. */
export const SchoolClassSchema = z.object({
  clasa: z.string().nullable(),
  pupils: z.number().int(),
  /** Answers of this class's pupils awaiting approval (latest attempts at the visible activities). */
  pending: z.number().int(),
});
export type SchoolClass = z.infer<typeof SchoolClassSchema>;

/** GET /api/dashboards/class-progress (PROFESOR): the teacher's pupils against the visible activities. */
export const ClassProgressSchema = z.object({
  editionId: z.number().int().nullable(),
  /** Every class of the school, in order, with its pupils and pending approvals. */
  classes: z.array(SchoolClassSchema),
  /** The class the grid shows; null: the whole school (only up to CLASS_PROGRESS_WHOLE_SCHOOL_LIMIT pupils). */
  shown: z.object({ clasa: z.string().nullable() }).nullable(),
  /** Answers awaiting approval in the whole school (the sum of the classes' pending). */
  pendingTotal: z.number().int(),
  activities: z.array(
    z.object({
      lessonId: z.number().int(),
      title: z.string(),
      type: LessonTypeSchema,
      punctajMaxim: z.number(),
    }),
  ),
  pupils: z.array(
    z.object({
      userId: z.number().int(),
      nume: z.string(),
      clasa: z.string().nullable(),
      points: z.number(),
      cells: z.array(ClassProgressCellSchema),
    }),
  ),
  /** The school's points summed week by week over the edition (cumulative), oldest first. */
  schoolPointsByWeek: z.array(z.object({ weekStart: z.string(), points: z.number() })),
  schoolPoints: z.number(),
});
export type ClassProgress = z.infer<typeof ClassProgressSchema>;

/** GET /api/dashboards/my-progress (ELEV): activities done of those visible, own and school points. */
export const MyProgressSchema = z.object({
  editionId: z.number().int().nullable(),
  visible: z.number().int(),
  done: z.number().int(),
  byType: z.array(z.object({ type: LessonTypeSchema, visible: z.number().int(), done: z.number().int() })),
  points: z.number(),
  schoolPoints: z.number().nullable(),
});
export type MyProgress = z.infer<typeof MyProgressSchema>;

/** Lesson types a teacher follows in the class grid (homework, practical activities, challenges). */
export const CLASS_PROGRESS_TYPES = [
  'HOMEWORK',
  'PRACTICAL_ACTIVITY',
  'MONTHLY_CHALLENGE',
  'DAILY_CHALLENGE',
] as const;
/** Lesson types a pupil opens from their menu (homework and challenges, spec 001 §2 routes). */
export const PUPIL_PROGRESS_TYPES = ['HOMEWORK', 'MONTHLY_CHALLENGE', 'DAILY_CHALLENGE'] as const;
