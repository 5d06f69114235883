import { describe, expect, it } from 'vitest';
import { createDefaultInfo } from './defaults.js';
import { InfoAnswerSchema, InfoDataSchema } from './schema.js';
import { infoMessages, validateInfo } from './validation.js';

describe('validateInfo', () => {
  it('default passes the schema and asks for content', () => {
    const fresh = createDefaultInfo();
    expect(InfoDataSchema.safeParse(fresh).success).toBe(true);
    expect(validateInfo(fresh)).toEqual([
      { path: ['markdown'], code: 'required', message: 'Conținutul este obligatoriu' },
    ]);
  });

  it('treats whitespace-only markdown as missing', () => {
    expect(validateInfo({ markdown: ' \n\t ' }).map((i) => i.message)).toEqual([
      infoMessages.markdownRequired,
    ]);
  });

  it('accepts content without an image, and an image with a description', () => {
    expect(validateInfo({ markdown: '# Baterii' })).toEqual([]);
    expect(
      validateInfo({ markdown: '# Baterii', imageUrl: 'https://x.ro/b.png', imageAlt: 'Baterii uzate' }),
    ).toEqual([]);
  });

  it('requires a description when an image is set', () => {
    expect(validateInfo({ markdown: 'x', imageUrl: 'https://x.ro/b.png' })).toEqual([
      { path: ['imageAlt'], code: 'required', message: infoMessages.imageAltRequired },
    ]);
    expect(
      validateInfo({ markdown: 'x', imageUrl: 'https://x.ro/b.png', imageAlt: '  ' }).map((i) => i.path),
    ).toEqual([['imageAlt']]);
  });

  it('limits content and description length', () => {
    expect(validateInfo({ markdown: 'a'.repeat(20001) }).map((i) => i.code)).toEqual(['too_big']);
    expect(validateInfo({ markdown: 'a', imageAlt: 'b'.repeat(251) }).map((i) => i.code)).toEqual([
      'too_big',
    ]);
  });
});

describe('InfoAnswerSchema', () => {
  it('only accepts seen: true', () => {
    expect(InfoAnswerSchema.safeParse({ seen: true }).success).toBe(true);
    expect(InfoAnswerSchema.safeParse({ seen: false }).success).toBe(false);
    expect(InfoAnswerSchema.safeParse({}).success).toBe(false);
  });
});
