import { describe, expect, it } from 'vitest';
import { createDefaultQuestion, createQuestionOption } from './defaults.js';
import { redactQuestionForLearner } from './redaction.js';
import { QuestionDataSchema, type QuestionData } from './schema.js';
import { questionMessages, validateQuestion, validateQuestionAnswer } from './validation.js';

const valid: QuestionData = {
  text: 'Ce reciclăm?',
  multiple: false,
  options: [
    { id: 'a', text: 'Baterii', isCorrect: true },
    { id: 'b', text: 'Frunze', isCorrect: false },
  ],
  points: 3,
};

const messagesOf = (data: QuestionData) => validateQuestion(data).map((issue) => issue.message);

describe('validateQuestion', () => {
  it('accepts a complete single-choice question', () => {
    expect(validateQuestion(valid)).toEqual([]);
  });

  it('the default passes the schema but asks for text, options and a correct answer', () => {
    const data = createDefaultQuestion();
    expect(QuestionDataSchema.safeParse(data).success).toBe(true);
    expect(messagesOf(data)).toEqual([
      questionMessages.textRequired,
      questionMessages.optionEmpty,
      questionMessages.optionEmpty,
      questionMessages.noCorrectOption,
    ]);
  });

  it('treats whitespace-only question text as missing', () => {
    expect(validateQuestion({ ...valid, text: '   ' })).toEqual([
      { path: ['text'], code: 'required', message: 'Textul întrebării este obligatoriu' },
    ]);
  });

  it('needs at least 2 and at most 8 options', () => {
    expect(messagesOf({ ...valid, options: [valid.options[0]!] })).toContain(questionMessages.tooFewOptions);
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: `o${i}`, text: `V${i}`, isCorrect: i === 0 }));
    expect(messagesOf({ ...valid, options: nine })).toEqual([questionMessages.tooManyOptions]);
    expect(messagesOf({ ...valid, options: nine.slice(0, 8) })).toEqual([]);
  });

  it('accepts an option with only an image and flags one with neither text nor image', () => {
    const options = [
      { id: 'a', text: '', imageUrl: 'https://x.ro/a.png', isCorrect: true },
      { id: 'b', text: ' ', isCorrect: false },
    ];
    expect(validateQuestion({ ...valid, options })).toEqual([
      { path: ['options', 1, 'text'], code: 'required', message: questionMessages.optionEmpty },
    ]);
  });

  it('requires unique option ids', () => {
    const options = [valid.options[0]!, { ...valid.options[1]!, id: 'a' }];
    expect(validateQuestion({ ...valid, options })).toEqual([
      { path: ['options', 1, 'id'], code: 'duplicate', message: questionMessages.duplicateOptionId },
    ]);
  });

  it('requires a correct option, and exactly one for single choice', () => {
    const none = valid.options.map((option) => ({ ...option, isCorrect: false }));
    expect(messagesOf({ ...valid, options: none })).toEqual([questionMessages.noCorrectOption]);
    const both = valid.options.map((option) => ({ ...option, isCorrect: true }));
    expect(messagesOf({ ...valid, options: both })).toEqual([questionMessages.singleNeedsOneCorrect]);
    expect(messagesOf({ ...valid, multiple: true, options: both })).toEqual([]);
  });

  it('rejects negative or fractional points in the schema with Romanian messages', () => {
    const negative = QuestionDataSchema.safeParse({ ...valid, points: -1 });
    expect(negative.error?.issues[0]?.message).toBe('Punctajul nu poate fi negativ');
    const fraction = QuestionDataSchema.safeParse({ ...valid, points: 1.5 });
    expect(fraction.error?.issues[0]?.message).toBe('Punctajul trebuie să fie un număr întreg');
  });
});

describe('validateQuestionAnswer', () => {
  it('asks for at least one choice', () => {
    expect(validateQuestionAnswer(valid, { selectedOptionIds: [] })).toEqual([
      { path: ['selectedOptionIds'], code: 'required', message: 'Alege cel puțin un răspuns' },
    ]);
  });

  it('allows exactly one choice for single choice, several for multiple', () => {
    expect(validateQuestionAnswer(valid, { selectedOptionIds: ['a'] })).toEqual([]);
    expect(validateQuestionAnswer(valid, { selectedOptionIds: ['a', 'b'] }).map((i) => i.message)).toEqual([
      questionMessages.answerSingle,
    ]);
    expect(validateQuestionAnswer({ ...valid, multiple: true }, { selectedOptionIds: ['a', 'b'] })).toEqual(
      [],
    );
  });

  it('refuses unknown and repeated ids', () => {
    expect(validateQuestionAnswer(valid, { selectedOptionIds: ['zzz'] })).toEqual([
      {
        path: ['selectedOptionIds', 0],
        code: 'unknown_option',
        message: questionMessages.answerUnknownOption,
      },
    ]);
    const multiple = { ...valid, multiple: true };
    expect(validateQuestionAnswer(multiple, { selectedOptionIds: ['a', 'a'] }).map((i) => i.code)).toEqual([
      'duplicate',
    ]);
  });

  it('works on the redacted learner data too', () => {
    expect(validateQuestionAnswer(redactQuestionForLearner(valid), { selectedOptionIds: ['b'] })).toEqual([]);
  });
});

describe('createQuestionOption', () => {
  it('never reuses an existing id', () => {
    const existing = [{ id: 'opt-2' }, { id: 'opt-3' }];
    expect(createQuestionOption(existing).id).toBe('opt-4');
    expect(createQuestionOption([{ id: 'opt-1' }]).id).toBe('opt-2');
  });
});
