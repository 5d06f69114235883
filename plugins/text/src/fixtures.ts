import type { SlideFixtures } from '@platform/slide-sdk';
import type { TextAnswer, TextData } from './core/index.js';

const reflection: TextData = {
  text: 'Povestește în câteva propoziții ce aparate electrice vechi ai găsit acasă și ce vei face cu ele.',
  minLength: 20,
  maxLength: 600,
};
const shortAnswer: TextData = {
  text: 'Scrie un cuvânt care te face să te gândești la reciclare.',
  minLength: 1,
  maxLength: 50,
};

/** Examples for the contract suite and the Storybook stories of TEXT. */
export const textFixtures: SlideFixtures<TextData, TextAnswer> = {
  data: [
    { name: 'reflection', data: reflection },
    { name: 'short-answer', data: shortAnswer },
  ],
  invalidData: [
    { name: 'empty-task', data: { text: '', minLength: 10, maxLength: 1000 } },
    {
      name: 'min-above-max',
      data: { text: 'Descrie un container de colectare.', minLength: 300, maxLength: 100 },
    },
    { name: 'max-too-big', data: { text: 'Scrie o poveste.', minLength: 10, maxLength: 9000 } },
  ],
  legacyData: [],
  answers: [
    {
      name: 'reflection-answer',
      dataName: 'reflection',
      answer: {
        text: 'Am găsit un telefon vechi și un mixer stricat. Le duc la punctul de colectare de la școală.',
      },
    },
    { name: 'short-answer-answer', dataName: 'short-answer', answer: { text: 'Planetă' } },
  ],
};
