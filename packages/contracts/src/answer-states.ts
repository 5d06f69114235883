import { z } from 'zod';

/** Lesson answer / attempt states with their Romanian labels (spec 001 §4). */
export const ANSWER_STATES = [
  'IN_PROGRESS',
  'COMPLETED',
  'PENDING_APPROVAL',
  'APPROVED',
  'REJECTED',
] as const;
export const AnswerStateSchema = z.enum(ANSWER_STATES);
export type AnswerState = z.infer<typeof AnswerStateSchema>;

export const ANSWER_STATE_LABELS: Record<AnswerState, string> = {
  IN_PROGRESS: 'În curs',
  COMPLETED: 'Completat',
  PENDING_APPROVAL: 'În așteptare acceptare profesor',
  APPROVED: 'Acceptat',
  REJECTED: 'Respins',
};
