import { describe, expect, it } from 'vitest';
import { ImageUploadAnswerSchema, isPhotoUrl } from './schema.js';

describe('isPhotoUrl', () => {
  it.each([
    '/api/files/LESSON_ANSWER_PHOTOS/a.jpg',
    'https://cdn.example.ro/a.jpg',
    'http://localhost:3000/api/files/a.png',
    'blob:http://localhost/6f1c',
  ])('accepts %s', (url) => expect(isPhotoUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/a.jpg',
    '/a b.jpg',
    '/a".jpg',
    'poza.jpg',
    '',
  ])('rejects %s', (url) => expect(isPhotoUrl(url)).toBe(false));
});

describe('ImageUploadAnswerSchema', () => {
  it('accepts uploaded photo addresses', () => {
    expect(
      ImageUploadAnswerSchema.safeParse({ photoUrls: ['/api/files/LESSON_ANSWER_PHOTOS/a.jpg'] }).success,
    ).toBe(true);
  });

  it('refuses unsafe addresses with a Romanian message', () => {
    const result = ImageUploadAnswerSchema.safeParse({ photoUrls: ['javascript:alert(1)'] });
    expect(result.error?.issues[0]?.message).toBe('Adresa fotografiei nu este validă.');
  });

  it('refuses more than five photos whatever the slide says', () => {
    const result = ImageUploadAnswerSchema.safeParse({
      photoUrls: Array.from({ length: 6 }, (_, i) => `/api/files/p${i}.jpg`),
    });
    expect(result.error?.issues[0]?.message).toBe('Poți încărca cel mult 5 fotografii');
  });
});
