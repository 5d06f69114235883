import type { SlideFixtures } from '@platform/slide-sdk';
import type { InfoAnswer, InfoData } from './core/index.js';
import { batteryBoxImage } from './fixture-images.js';

const batteries: InfoData = {
  markdown: [
    '## De ce colectăm bateriile?',
    '',
    'Bateriile uzate conțin **metale grele** care otrăvesc solul și apa.',
    '',
    '- Nu le arunca la gunoi.',
    '- Adu-le la **cutia de colectare** de la școală.',
    '- Din ele se pot recupera metale pentru baterii noi.',
  ].join('\n'),
  imageUrl: batteryBoxImage,
  imageAlt: 'Cutie verde de colectare plină cu baterii uzate',
};
const textOnly: InfoData = {
  markdown:
    'Becurile economice și tuburile de neon se duc **separat** la colectare, pentru că pot conține mercur.',
};

/** Examples for the contract suite and the Storybook stories of INFO. */
export const infoFixtures: SlideFixtures<InfoData, InfoAnswer> = {
  data: [
    { name: 'with-image', data: batteries },
    { name: 'text-only', data: textOnly },
  ],
  invalidData: [
    { name: 'empty-content', data: { markdown: '' } },
    {
      name: 'image-without-description',
      data: { markdown: 'Reciclăm împreună!', imageUrl: 'https://example.org/images/reciclare.png' },
    },
  ],
  legacyData: [],
  answers: [
    { name: 'seen-with-image', dataName: 'with-image', answer: { seen: true } },
    { name: 'seen-text-only', dataName: 'text-only', answer: { seen: true } },
  ],
};
