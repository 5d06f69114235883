import type { SlideFixtures } from '../core/types.js';
import { CHOICE_DATA, CHOICE_V1_DATA, type ChoiceAnswer, type ChoiceData } from './choice-core.js';

export const choiceFixtures: SlideFixtures<ChoiceData, ChoiceAnswer> = {
  data: [
    { name: 'baterii', data: CHOICE_DATA },
    {
      name: 'doua-corecte',
      data: {
        text: 'Ce ducem la centrul de colectare?',
        options: [
          { id: 'a', text: 'Becuri', isCorrect: true },
          { id: 'b', text: 'Telefoane vechi', isCorrect: true },
          { id: 'c', text: 'Coji de banană', isCorrect: false },
        ],
        points: 2,
      },
    },
  ],
  invalidData: [{ name: 'fara-text', data: { text: '', options: [], points: 1 } }],
  legacyData: [{ name: 'v1', schemaVersion: 1, data: CHOICE_V1_DATA }],
  answers: [
    { name: 'corect', dataName: 'baterii', answer: { selectedOptionIds: ['a'] }, isCorrect: true },
    { name: 'gresit', dataName: 'baterii', answer: { selectedOptionIds: ['b'] }, expectedPoints: 0 },
    {
      name: 'ambele',
      dataName: 'doua-corecte',
      answer: { selectedOptionIds: ['a', 'b'] },
      isCorrect: true,
      expectedPoints: 2,
    },
  ],
};
