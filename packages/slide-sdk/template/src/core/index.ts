import { defineSlideCore, type SlideIssue } from '@platform/slide-sdk';
import {
  __Pascal__AnswerSchema,
  __Pascal__DataSchema,
  type __Pascal__Answer,
  type __Pascal__Data,
  type __Pascal__LearnerData,
} from './schema.js';

export * from './schema.js';

function validate__Pascal__(data: __Pascal__Data): SlideIssue[] {
  const issues: SlideIssue[] = [];
  if (data.text.trim() === '')
    issues.push({ path: ['text'], code: 'required', message: 'Textul este obligatoriu' });
  if (data.options.length < 2)
    issues.push({ path: ['options'], code: 'too_small', message: 'Adăugați cel puțin 2 variante' });
  data.options.forEach((option, index) => {
    if (option.text.trim() === '') {
      issues.push({
        path: ['options', index, 'text'],
        code: 'required',
        message: 'Textul variantei este obligatoriu',
      });
    }
  });
  if (!data.options.some((option) => option.id === data.correctOptionId)) {
    issues.push({ path: ['correctOptionId'], code: 'required', message: 'Alegeți varianta corectă' });
  }
  return issues;
}

/** The framework-free handler of __TYPE__ slides (safe on the server). */
export const __camel__Core = defineSlideCore<__Pascal__Data, __Pascal__Answer, __Pascal__LearnerData>({
  type: '__TYPE__',
  // Keep equal to package.json "version" (the contract test checks it).
  version: '0.1.0',
  sdk: '__SDK_RANGE__',
  schemaVersion: 1,
  displayName: '__DISPLAY_NAME__',
  description: 'O întrebare cu o singură variantă corectă.',
  allowedLessonTypes: ['LESSON', 'HOMEWORK', 'MONTHLY_CHALLENGE', 'DAILY_CHALLENGE'],
  dataSchema: __Pascal__DataSchema,
  answerSchema: __Pascal__AnswerSchema,
  createDefault: () => ({
    text: '',
    options: [
      { id: 'a', text: '' },
      { id: 'b', text: '' },
    ],
    correctOptionId: '',
    points: 1,
  }),
  validate: validate__Pascal__,
  validateAnswer(data, answer) {
    return data.options.some((option) => option.id === answer.optionId)
      ? []
      : [{ path: ['optionId'], code: 'unknown_option', message: 'Alegeți una dintre variante' }];
  },
  redactForLearner: ({ correctOptionId: _answerKey, ...learnerData }) => learnerData,
  secretPaths: ['correctOptionId'],
  scoreable: true,
  scoring: {
    maxPoints: (data) => data.points,
    score: (data, answer) => (answer.optionId === data.correctOptionId ? data.points : 0),
  },
  // Append one migration per schema version bump; never edit or remove a published one.
  migrations: [],
});
