import type { SlideFixtures } from '@platform/slide-sdk';
import type { QuestionAnswer, QuestionData } from './core/index.js';
import { energySavingBulbImage, flashlightImage } from './fixture-images.js';

const singleChoice: QuestionData = {
  text: 'Unde ducem bateriile uzate?',
  multiple: false,
  options: [
    { id: 'opt-1', text: 'La coșul de gunoi din clasă', isCorrect: false },
    { id: 'opt-2', text: 'La punctul de colectare pentru baterii', isCorrect: true },
    { id: 'opt-3', text: 'Le îngropăm în grădină', isCorrect: false },
  ],
  points: 10,
  explanation:
    'Bateriile conțin metale care poluează solul și apa. La punctul de colectare ele sunt reciclate în siguranță.',
};

const multipleChoice: QuestionData = {
  text: 'Care dintre acestea sunt deșeuri electrice și electronice (DEEE)?',
  multiple: true,
  options: [
    { id: 'opt-1', text: 'Un telefon mobil vechi', isCorrect: true },
    { id: 'opt-2', text: 'O coajă de banană', isCorrect: false },
    { id: 'opt-3', text: 'Un uscător de păr stricat', isCorrect: true },
    { id: 'opt-4', text: 'O sticlă de plastic', isCorrect: false },
  ],
  points: 20,
};

const withImages: QuestionData = {
  text: 'Care imagine arată un bec economic?',
  multiple: false,
  options: [
    { id: 'opt-1', text: '', imageUrl: energySavingBulbImage, isCorrect: true },
    {
      id: 'opt-2',
      text: 'O lanternă',
      imageUrl: flashlightImage,
      isCorrect: false,
    },
  ],
  points: 5,
};

/** Examples for the contract suite and the Storybook stories of QUESTION. */
export const questionFixtures: SlideFixtures<QuestionData, QuestionAnswer> = {
  data: [
    { name: 'single-choice', data: singleChoice },
    { name: 'multiple-choice', data: multipleChoice },
    { name: 'with-images', data: withImages },
  ],
  invalidData: [
    {
      name: 'empty-question',
      data: {
        text: '',
        multiple: false,
        options: [
          { id: 'opt-1', text: '', isCorrect: false },
          { id: 'opt-2', text: 'Reciclăm', isCorrect: false },
        ],
        points: 1,
      },
    },
    {
      name: 'single-choice-two-correct',
      data: {
        ...singleChoice,
        options: singleChoice.options.map((option) => ({ ...option, isCorrect: true })),
      },
    },
    { name: 'one-option', data: { ...singleChoice, options: [singleChoice.options[1]] } },
  ],
  legacyData: [
    {
      name: 'v1-single-choice',
      schemaVersion: 1,
      data: {
        text: 'Ce culoare are containerul pentru DEEE?',
        options: ['Roșu', 'Albastru', 'Galben'],
        correctIndex: 0,
        points: 5,
      },
    },
    {
      name: 'v2-multiple-choice',
      schemaVersion: 2,
      data: {
        text: 'Ce putem duce la centrul de colectare DEEE?',
        multiple: true,
        options: [
          { id: 'opt-1', text: 'Un laptop stricat', isCorrect: true },
          { id: 'opt-2', text: 'Resturi de mâncare', isCorrect: false },
          { id: 'opt-3', text: 'Un fier de călcat vechi', isCorrect: true },
        ],
        points: 10,
      },
    },
  ],
  answers: [
    {
      name: 'single-correct',
      dataName: 'single-choice',
      answer: { selectedOptionIds: ['opt-2'] },
      isCorrect: true,
      expectedPoints: 10,
    },
    {
      name: 'single-wrong',
      dataName: 'single-choice',
      answer: { selectedOptionIds: ['opt-1'] },
      isCorrect: false,
      expectedPoints: 0,
    },
    {
      name: 'multiple-correct',
      dataName: 'multiple-choice',
      answer: { selectedOptionIds: ['opt-3', 'opt-1'] },
      isCorrect: true,
      expectedPoints: 20,
    },
    {
      name: 'multiple-partial',
      dataName: 'multiple-choice',
      answer: { selectedOptionIds: ['opt-1'] },
      isCorrect: false,
      expectedPoints: 0,
    },
    {
      name: 'images-correct',
      dataName: 'with-images',
      answer: { selectedOptionIds: ['opt-1'] },
      isCorrect: true,
      expectedPoints: 5,
    },
  ],
};
