import type { SlideFixtures } from '@platform/slide-sdk';
import type { ImageUploadAnswer, ImageUploadData } from './core/schema.js';

const photo = (name: string) => `/api/files/LESSON_ANSWER_PHOTOS/${name}.jpg`;

/** Examples of IMAGE_UPLOAD data and answers for the contract test and the Storybook stories. */
export const imageUploadFixtures: SlideFixtures<ImageUploadData, ImageUploadAnswer> = {
  data: [
    {
      name: 'battery-box',
      data: {
        instructions:
          'Construiește acasă o cutie pentru **bateriile uzate**. Fotografiază:\n\n- cutia terminată;\n- bateriile strânse în ea.',
        minPhotos: 2,
        maxPhotos: 4,
      },
    },
    {
      name: 'single-photo',
      data: {
        instructions: 'Fotografiază becul vechi pe care l-ai adus la școală.',
        minPhotos: 1,
        maxPhotos: 1,
      },
    },
    {
      name: 'up-to-five',
      data: { instructions: 'Arată-ne colțul de reciclare din clasa ta.', minPhotos: 1, maxPhotos: 5 },
    },
  ],
  invalidData: [
    { name: 'no-instructions', data: { instructions: '', minPhotos: 1, maxPhotos: 3 } },
    { name: 'max-below-min', data: { instructions: 'Fotografiază cutia.', minPhotos: 4, maxPhotos: 2 } },
    { name: 'too-many-photos', data: { instructions: 'Fotografiază cutia.', minPhotos: 1, maxPhotos: 6 } },
    { name: 'zero-photos', data: { instructions: 'Fotografiază cutia.', minPhotos: 0, maxPhotos: 1 } },
  ],
  legacyData: [],
  answers: [
    {
      name: 'two-photos',
      dataName: 'battery-box',
      answer: { photoUrls: [photo('cutie-baterii'), photo('baterii-stranse')] },
    },
    {
      name: 'four-photos',
      dataName: 'battery-box',
      answer: { photoUrls: [photo('cutie-1'), photo('cutie-2'), photo('cutie-3'), photo('cutie-4')] },
    },
    { name: 'one-photo', dataName: 'single-photo', answer: { photoUrls: [photo('bec-vechi')] } },
  ],
};
