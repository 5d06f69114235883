import type { SlideMigration } from '@platform/slide-sdk';
import { z } from 'zod';
import type { QuestionData } from './schema.js';

/** Schema version 1: single choice only, plain string options and the index of the correct one. */
export const QuestionDataV1Schema = z.object({
  text: z.string(),
  options: z.array(z.string()),
  correctIndex: z.number().int(),
  points: z.number().int().min(0).optional(),
});
export type QuestionDataV1 = z.infer<typeof QuestionDataV1Schema>;

/** v1 -> v2: options get stable ids (`opt-1`, ...) and an `isCorrect` flag; `multiple` is false. */
export const questionV1ToV2: SlideMigration = {
  fromVersion: 1,
  description: 'Options become objects with id and isCorrect; adds multiple=false.',
  up(data: unknown): QuestionData {
    const v1 = QuestionDataV1Schema.parse(data);
    return {
      text: v1.text,
      multiple: false,
      options: v1.options.map((text, index) => ({
        id: `opt-${index + 1}`,
        text,
        isCorrect: index === v1.correctIndex,
      })),
      points: v1.points ?? 1,
    };
  },
};

/** Schema version 2: options with ids and `isCorrect`, single or multiple choice; no explanation. */
export const QuestionDataV2Schema = z.object({
  text: z.string(),
  multiple: z.boolean(),
  options: z.array(
    z.object({ id: z.string(), text: z.string(), imageUrl: z.string().optional(), isCorrect: z.boolean() }),
  ),
  points: z.number().int().min(0),
});
export type QuestionDataV2 = z.infer<typeof QuestionDataV2Schema>;

/** v2 -> v3: the optional `explanation` arrives; version 2 data has none, so the shape is kept as it is. */
export const questionV2ToV3: SlideMigration = {
  fromVersion: 2,
  description: 'Adds the optional explanation shown after submission (absent in v2 data).',
  // Parsing copies the v2 fields and drops anything unknown; the v2 shape is already valid v3 data.
  up: (data: unknown): QuestionData => QuestionDataV2Schema.parse(data),
};

/** Append-only: entry i upgrades schema version i + 1. */
export const questionMigrations: readonly SlideMigration[] = [questionV1ToV2, questionV2ToV3];
