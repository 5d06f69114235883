import { describe, expect, it } from 'vitest';
import { createDefaultImageUpload } from './defaults.js';
import { ImageUploadDataSchema } from './schema.js';
import { validateImageUpload, validateImageUploadAnswer } from './validation.js';

const data = { instructions: 'Fotografiază cutia cu baterii.', minPhotos: 2, maxPhotos: 4 };
const photos = (n: number) =>
  Array.from({ length: n }, (_, i) => `/api/files/LESSON_ANSWER_PHOTOS/p${i}.jpg`);

describe('validateImageUpload', () => {
  it('accepts complete data', () => {
    expect(validateImageUpload(data)).toEqual([]);
  });

  it('requires instructions', () => {
    expect(validateImageUpload({ ...data, instructions: '  ' })).toEqual([
      { path: ['instructions'], code: 'required', message: 'Instrucțiunile sunt obligatorii.' },
    ]);
  });

  it('refuses a maximum below the minimum', () => {
    expect(validateImageUpload({ ...data, minPhotos: 3, maxPhotos: 2 })).toEqual([
      {
        path: ['maxPhotos'],
        code: 'max_below_min',
        message: 'Numărul maxim de fotografii nu poate fi mai mic decât numărul minim.',
      },
    ]);
  });

  it('gives a default that passes the schema but still asks for instructions', () => {
    const fresh = createDefaultImageUpload();
    expect(ImageUploadDataSchema.safeParse(fresh).success).toBe(true);
    expect(validateImageUpload(fresh).map((i) => i.path)).toEqual([['instructions']]);
  });
});

describe('ImageUploadDataSchema', () => {
  it.each([
    [{ ...data, minPhotos: 0 }, 'minPhotos', 'Numărul minim de fotografii trebuie să fie între 1 și 5.'],
    [{ ...data, maxPhotos: 6 }, 'maxPhotos', 'Numărul maxim de fotografii trebuie să fie între 1 și 5.'],
    [{ ...data, minPhotos: 1.5 }, 'minPhotos', 'Numărul minim de fotografii trebuie să fie între 1 și 5.'],
    [{ ...data, maxPhotos: '3' }, 'maxPhotos', 'Numărul maxim de fotografii trebuie să fie între 1 și 5.'],
  ])('refuses out-of-range counts with a Romanian message', (input, field, message) => {
    const result = ImageUploadDataSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toContainEqual([field, message]);
  });
});

describe('validateImageUploadAnswer', () => {
  it('accepts a count within the limits', () => {
    for (const n of [2, 3, 4]) expect(validateImageUploadAnswer(data, { photoUrls: photos(n) })).toEqual([]);
  });

  it('asks for more photos below the minimum', () => {
    expect(validateImageUploadAnswer(data, { photoUrls: photos(1) })).toEqual([
      { path: ['photoUrls'], code: 'too_few_photos', message: 'Încarcă cel puțin 2 fotografii' },
    ]);
  });

  it('uses the singular for one photo', () => {
    const one = { ...data, minPhotos: 1, maxPhotos: 1 };
    expect(validateImageUploadAnswer(one, { photoUrls: [] })[0]?.message).toBe(
      'Încarcă cel puțin o fotografie',
    );
    expect(validateImageUploadAnswer(one, { photoUrls: photos(2) })[0]?.message).toBe(
      'Poți încărca cel mult o fotografie',
    );
  });

  it('refuses more photos than the maximum', () => {
    expect(validateImageUploadAnswer(data, { photoUrls: photos(5) })).toEqual([
      { path: ['photoUrls'], code: 'too_many_photos', message: 'Poți încărca cel mult 4 fotografii' },
    ]);
  });

  it('refuses the same photo twice', () => {
    const [a, b] = photos(2) as [string, string];
    expect(validateImageUploadAnswer(data, { photoUrls: [a, b, a] })).toEqual([
      {
        path: ['photoUrls', 2],
        code: 'duplicate_photo',
        message: 'Aceeași fotografie a fost adăugată de două ori.',
      },
    ]);
  });
});
