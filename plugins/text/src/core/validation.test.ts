import { describe, expect, it } from 'vitest';
import { createDefaultText } from './defaults.js';
import { TextDataSchema, type TextData } from './schema.js';
import { countCharacters, textMessages, validateText, validateTextAnswer } from './validation.js';

const data: TextData = { text: 'Descrie cum reciclezi acasă.', minLength: 5, maxLength: 20 };
const answerMessages = (text: string, d: TextData = data) =>
  validateTextAnswer(d, { text }).map((issue) => issue.message);

describe('validateText', () => {
  it('default passes the schema, uses 10..1000 and only lacks the task', () => {
    const fresh = createDefaultText();
    expect(TextDataSchema.safeParse(fresh).success).toBe(true);
    expect(fresh).toMatchObject({ minLength: 10, maxLength: 1000 });
    expect(validateText(fresh)).toEqual([
      { path: ['text'], code: 'required', message: 'Cerința este obligatorie' },
    ]);
  });

  it('accepts min equal to max and max at the 5000 limit', () => {
    expect(validateText({ ...data, minLength: 20, maxLength: 20 })).toEqual([]);
    expect(validateText({ ...data, minLength: 0, maxLength: 5000 })).toEqual([]);
  });

  it('refuses min above max, max above 5000 and max 0', () => {
    expect(validateText({ ...data, minLength: 21 })).toEqual([
      { path: ['minLength'], code: 'min_above_max', message: textMessages.minAboveMax },
    ]);
    expect(validateText({ ...data, maxLength: 5001 }).map((i) => i.message)).toEqual([
      'Lungimea maximă nu poate depăși 5000 caractere',
    ]);
    expect(validateText({ ...data, minLength: 0, maxLength: 0 }).map((i) => i.message)).toEqual([
      textMessages.maxLengthTooSmall,
    ]);
  });

  it('refuses negative and fractional lengths in the schema', () => {
    expect(TextDataSchema.safeParse({ ...data, minLength: -1 }).error?.issues[0]?.message).toBe(
      'Lungimea nu poate fi negativă',
    );
    expect(TextDataSchema.safeParse({ ...data, maxLength: 2.5 }).error?.issues[0]?.message).toBe(
      'Lungimea trebuie să fie un număr întreg',
    );
  });
});

describe('validateTextAnswer', () => {
  it('requires a non-blank answer', () => {
    expect(answerMessages('   ')).toEqual(['Răspunsul este obligatoriu']);
    expect(answerMessages('', { ...data, minLength: 0 })).toEqual(['Răspunsul este obligatoriu']);
  });

  it('checks the trimmed length against both bounds, inclusive', () => {
    expect(answerMessages('abcd')).toEqual(['Răspunsul trebuie să aibă cel puțin 5 caractere']);
    expect(answerMessages('  abcde  ')).toEqual([]);
    expect(answerMessages('a'.repeat(20))).toEqual([]);
    expect(answerMessages('a'.repeat(21))).toEqual(['Răspunsul nu poate depăși 20 caractere']);
  });

  it('counts diacritics and emoji as one character each', () => {
    expect(countCharacters(' ăîșțâ ')).toBe(5);
    expect(countCharacters('♻️🔋')).toBe(3);
    expect(answerMessages('🔋🔋🔋🔋🔋')).toEqual([]);
  });
});
