import type { SlideFixtures } from '@platform/slide-sdk';
import type { __Pascal__Answer, __Pascal__Data } from './core/index.js';

/** Examples for the contract test and the stories. Add a legacyData entry for every past schema version. */
export const __camel__Fixtures: SlideFixtures<__Pascal__Data, __Pascal__Answer> = {
  data: [
    {
      name: 'baterii',
      data: {
        text: 'Unde duci bateriile uzate?',
        options: [
          { id: 'a', text: 'La un punct de colectare' },
          { id: 'b', text: 'La gunoiul menajer' },
        ],
        correctOptionId: 'a',
        points: 2,
      },
    },
  ],
  invalidData: [
    {
      name: 'fara-text',
      data: { text: '', options: [{ id: 'a', text: '' }], correctOptionId: '', points: 1 },
    },
  ],
  legacyData: [],
  answers: [
    { name: 'corect', dataName: 'baterii', answer: { optionId: 'a' }, isCorrect: true, expectedPoints: 2 },
    { name: 'gresit', dataName: 'baterii', answer: { optionId: 'b' }, expectedPoints: 0 },
  ],
};
