/** Limits of an IMAGE_UPLOAD slide. */
export const PHOTO_COUNT_MIN = 1;
export const PHOTO_COUNT_MAX = 5;
export const INSTRUCTIONS_MAX = 2000;
/** Where pupils' photos are stored (spec 001 §3). */
export const ANSWER_PHOTO_CATEGORY = 'LESSON_ANSWER_PHOTOS' as const;

/** Romanian "N fotografii" with the singular for one. */
export function photoCount(n: number): string {
  return n === 1 ? 'o fotografie' : `${n} fotografii`;
}

/** Romanian texts of the IMAGE_UPLOAD slide, shown to authors and pupils as they are. */
export const IMAGE_UPLOAD_MESSAGES = {
  instructionsRequired: 'Instrucțiunile sunt obligatorii.',
  instructionsTooLong: `Instrucțiunile nu pot depăși ${INSTRUCTIONS_MAX} de caractere.`,
  minPhotosInvalid: `Numărul minim de fotografii trebuie să fie între ${PHOTO_COUNT_MIN} și ${PHOTO_COUNT_MAX}.`,
  maxPhotosInvalid: `Numărul maxim de fotografii trebuie să fie între ${PHOTO_COUNT_MIN} și ${PHOTO_COUNT_MAX}.`,
  maxBelowMin: 'Numărul maxim de fotografii nu poate fi mai mic decât numărul minim.',
  photoUrlInvalid: 'Adresa fotografiei nu este validă.',
  duplicatePhoto: 'Aceeași fotografie a fost adăugată de două ori.',
  tooFewPhotos: (min: number) => `Încarcă cel puțin ${photoCount(min)}`,
  tooManyPhotos: (max: number) => `Poți încărca cel mult ${photoCount(max)}`,
} as const;
