import { describe, expect, it } from 'vitest';
import {
  deadlineProblem,
  slideCountProblem,
  summarizeIssues,
  validateLessonDraft,
  type SlideValidator,
} from './lessons.js';

const HOUR = 3_600_000;
const now = Date.UTC(2026, 10, 22, 8, 0);
const acceptAll: SlideValidator = { validateSlide: () => [] };
const slide = (type: string, number = 0) => ({
  type,
  number,
  pluginVersion: '1.0.0',
  schemaVersion: 1,
  data: {},
});
const base = { title: 'Reciclarea bateriilor', description: 'De ce nu aruncăm bateriile la gunoi' };

describe('validateLessonDraft', () => {
  it('accepts a valid lesson', () => {
    expect(
      validateLessonDraft({ ...base, type: 'LESSON', slides: [slide('INFO')] }, acceptAll, { now }),
    ).toEqual([]);
  });

  it('requires title and description with the spec messages', () => {
    const issues = validateLessonDraft(
      { type: 'LESSON', title: ' ', description: '', slides: [] },
      acceptAll,
      { now },
    );
    expect(issues.map((i) => i.message)).toEqual(['Titlul este obligatoriu', 'Descrierea este obligatorie']);
  });

  it('limits title to 200 and description to 1000 characters', () => {
    const issues = validateLessonDraft(
      { type: 'LESSON', title: 'a'.repeat(201), description: 'b'.repeat(1001), slides: [] },
      acceptAll,
      { now },
    );
    expect(issues.map((i) => i.message)).toEqual([
      'Titlul nu poate depăși 200 caractere',
      'Descrierea nu poate depăși 1000 caractere',
    ]);
  });

  it('needs at least one slide in a lesson', () => {
    const issues = validateLessonDraft({ ...base, type: 'LESSON', slides: [] }, acceptAll, { now });
    expect(issues).toEqual([{ path: ['slides'], message: 'Lecția trebuie să aibă cel puțin un slide' }]);
  });

  it('needs an IMAGE_UPLOAD slide in a practical activity', () => {
    const issues = validateLessonDraft(
      { ...base, type: 'PRACTICAL_ACTIVITY', slides: [slide('INFO')] },
      acceptAll,
      { now },
    );
    expect(issues.map((i) => i.message)).toContain(
      'Activitatea practică trebuie să conțină cel puțin un slide de tip încărcare imagine',
    );
  });

  it('prefixes slide issues with their position', () => {
    const rejecting: SlideValidator = { validateSlide: () => [{ path: ['text'], message: 'Slide invalid' }] };
    const issues = validateLessonDraft({ ...base, type: 'LESSON', slides: [slide('QUESTION')] }, rejecting, {
      now,
    });
    expect(issues).toEqual([{ path: ['slides', 0, 'text'], message: 'Slide invalid' }]);
  });
});

describe('slide limits', () => {
  it.each([
    ['LESSON', 51, 'Maximum 50 slide-uri permise'],
    ['HOMEWORK', 21, 'Maximum 20 slide-uri permise'],
    ['PRACTICAL_ACTIVITY', 11, 'Maximum 10 slide-uri permise'],
    ['MONTHLY_CHALLENGE', 4, 'Minimum 5 slide-uri necesare'],
    ['MONTHLY_CHALLENGE', 31, 'Maximum 30 slide-uri permise'],
    ['DAILY_CHALLENGE', 0, 'Minimum 1 slide-uri necesare'],
    ['DAILY_CHALLENGE', 11, 'Maximum 10 slide-uri permise'],
  ] as const)('%s with %i slides: %s', (type, count, message) => {
    expect(slideCountProblem(type, count)).toBe(message);
  });

  it.each([
    ['LESSON', 50],
    ['HOMEWORK', 1],
    ['MONTHLY_CHALLENGE', 5],
    ['DAILY_CHALLENGE', 10],
  ] as const)('%s with %i slides is fine', (type, count) => {
    expect(slideCountProblem(type, count)).toBeNull();
  });
});

describe('deadlines', () => {
  it('homework needs a deadline at least one hour ahead', () => {
    expect(deadlineProblem('HOMEWORK', null, now)).toBe('Termenul limită este obligatoriu');
    expect(deadlineProblem('HOMEWORK', now + HOUR - 1, now)).toBe(
      'Termenul limită trebuie să fie în viitor (minimum 1 oră de acum)',
    );
    expect(deadlineProblem('HOMEWORK', now + HOUR, now)).toBeNull();
  });

  it('a daily challenge expires within 24 hours', () => {
    expect(deadlineProblem('DAILY_CHALLENGE', now + 25 * HOUR, now)).toBe(
      'Provocarea zilnică trebuie să expire în maximum 24 de ore',
    );
    expect(deadlineProblem('DAILY_CHALLENGE', now + 24 * HOUR, now)).toBeNull();
  });

  it('lessons have no deadline rule', () => {
    expect(deadlineProblem('LESSON', null, now)).toBeNull();
  });
});

describe('summarizeIssues', () => {
  it('shows the first three then +N erori', () => {
    const issues = ['a', 'b', 'c', 'd', 'e'].map((message) => ({ path: [], message }));
    expect(summarizeIssues(issues)).toEqual(['a', 'b', 'c', '+2 erori']);
    expect(summarizeIssues(issues.slice(0, 3))).toEqual(['a', 'b', 'c']);
  });
});
