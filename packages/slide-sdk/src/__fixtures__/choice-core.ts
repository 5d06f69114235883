import { z } from 'zod';
import { defineSlideCore } from '../core/define-slide-core.js';
import type { SlideIssue } from '../core/types.js';

// A small but complete plugin core used by the SDK's own tests: scoreable, redacted, one migration.
const OptionSchema = z.object({
  id: z.string().min(1),
  text: z.string(),
  isCorrect: z.boolean(),
});

export const ChoiceDataSchema = z.object({
  text: z.string(),
  options: z.array(OptionSchema),
  points: z.number().int().min(1, 'Punctajul trebuie să fie cel puțin 1'),
});
export type ChoiceData = z.infer<typeof ChoiceDataSchema>;

export const ChoiceAnswerSchema = z.object({ selectedOptionIds: z.array(z.string()) });
export type ChoiceAnswer = z.infer<typeof ChoiceAnswerSchema>;

export type ChoiceLearnerData = Omit<ChoiceData, 'options'> & { options: { id: string; text: string }[] };

const V1Schema = z.object({
  question: z.string(),
  options: z.array(z.object({ id: z.string(), label: z.string(), correct: z.boolean() })),
});

function validateChoice(data: ChoiceData): SlideIssue[] {
  const issues: SlideIssue[] = [];
  if (data.text.trim() === '')
    issues.push({ path: ['text'], code: 'required', message: 'Textul întrebării este obligatoriu' });
  if (data.options.length < 2)
    issues.push({ path: ['options'], code: 'too_small', message: 'Adăugați cel puțin 2 variante' });
  if (!data.options.some((option) => option.isCorrect)) {
    issues.push({
      path: ['options'],
      code: 'no_correct_option',
      message: 'Marcați cel puțin o variantă corectă',
    });
  }
  return issues;
}

function isExactlyCorrect(data: ChoiceData, answer: ChoiceAnswer): boolean {
  const correct = data.options.filter((option) => option.isCorrect).map((option) => option.id);
  const selected = new Set(answer.selectedOptionIds);
  return selected.size === correct.length && correct.every((id) => selected.has(id));
}

export const choiceCore = defineSlideCore<ChoiceData, ChoiceAnswer, ChoiceLearnerData>({
  type: 'CHOICE_DEMO',
  version: '1.2.0',
  sdk: '^1.0.0',
  schemaVersion: 2,
  displayName: 'Alegere (demo)',
  allowedLessonTypes: ['LESSON', 'HOMEWORK'],
  dataSchema: ChoiceDataSchema,
  answerSchema: ChoiceAnswerSchema,
  createDefault: () => ({ text: '', options: [], points: 1 }),
  validate: validateChoice,
  validateAnswer(data, answer) {
    if (answer.selectedOptionIds.length === 0)
      return [{ path: ['selectedOptionIds'], code: 'required', message: 'Alegeți o variantă' }];
    const known = new Set(data.options.map((option) => option.id));
    return answer.selectedOptionIds
      .filter((id) => !known.has(id))
      .map((id) => ({
        path: ['selectedOptionIds'],
        code: 'unknown_option',
        message: `Varianta ${id} nu există`,
      }));
  },
  redactForLearner: (data) => ({ ...data, options: data.options.map(({ id, text }) => ({ id, text })) }),
  secretPaths: ['options.*.isCorrect'],
  scoreable: true,
  scoring: {
    maxPoints: (data) => data.points,
    score: (data, answer) => (isExactlyCorrect(data, answer) ? data.points : 0),
  },
  // SDK 1.1: which options were right, after submission only.
  feedback: (data, answer) => ({
    outcome: isExactlyCorrect(data, answer) ? 'correct' : 'incorrect',
    items: data.options.map((option) => ({
      id: option.id,
      chosen: answer.selectedOptionIds.includes(option.id),
      correct: option.isCorrect,
    })),
  }),
  migrations: [
    {
      fromVersion: 1,
      description: 'Rename question to text, label to text, correct to isCorrect; add points',
      up(data) {
        const v1 = V1Schema.parse(data);
        return {
          text: v1.question,
          options: v1.options.map((option) => ({
            id: option.id,
            text: option.label,
            isCorrect: option.correct,
          })),
          points: 1,
        };
      },
    },
  ],
});

export const CHOICE_DATA: ChoiceData = {
  text: 'Ce deșeuri colectăm?',
  options: [
    { id: 'a', text: 'Baterii', isCorrect: true },
    { id: 'b', text: 'Hârtie', isCorrect: false },
  ],
  points: 3,
};

export const CHOICE_V1_DATA = {
  question: 'Ce deșeuri colectăm?',
  options: [
    { id: 'a', label: 'Baterii', correct: true },
    { id: 'b', label: 'Hârtie', correct: false },
  ],
};
