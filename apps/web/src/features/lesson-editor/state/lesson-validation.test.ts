import { slideRegistry } from '../../../slides/index.js';
import {
  addSlideProblem,
  issueSummary,
  removeSlideProblem,
  validateEditorDraft,
  type EditorDraft,
} from './lesson-validation.js';

const NOW = Date.UTC(2026, 10, 22, 9, 0);
const HOUR = 3_600_000;

function infoSlide(number: number) {
  const envelope = slideRegistry.createSlide('INFO');
  return { ...envelope, number, data: { markdown: 'Despre baterii' } };
}

function draft(overrides: Partial<EditorDraft> = {}): EditorDraft {
  return {
    type: 'LESSON',
    title: 'Baterii',
    description: 'Despre baterii',
    deadline: null,
    punctajMaxim: 10,
    image: null,
    isHidden: false,
    slides: [infoSlide(1)],
    ...overrides,
  };
}

const messages = (d: EditorDraft) => validateEditorDraft(d, NOW).map((issue) => issue.message);
const messages2 = (d: EditorDraft, stored: { deadline: number | null }) =>
  validateEditorDraft(d, NOW, stored).map((issue) => issue.message);

describe('validateEditorDraft (spec 001 §5)', () => {
  it('accepts a complete lesson', () => {
    expect(slideRegistry.validateSlide(infoSlide(1), 'LESSON')).toEqual([]);
    expect(messages(draft())).toEqual([]);
  });

  it('reports metadata and slide problems together', () => {
    const result = messages(draft({ title: '', description: '', slides: [] }));
    expect(result).toEqual([
      'Titlul este obligatoriu',
      'Descrierea este obligatorie',
      'Lecția trebuie să aibă cel puțin un slide',
    ]);
  });

  it('limits title and description', () => {
    const result = messages(draft({ title: 'x'.repeat(201), description: 'y'.repeat(1001) }));
    expect(result).toEqual([
      'Titlul nu poate depăși 200 caractere',
      'Descrierea nu poate depăși 1000 caractere',
    ]);
  });

  it('checks deadlines per type', () => {
    expect(messages(draft({ type: 'HOMEWORK' }))).toContain('Termenul limită este obligatoriu');
    expect(messages(draft({ type: 'HOMEWORK', deadline: NOW + HOUR / 2 }))).toContain(
      'Termenul limită trebuie să fie în viitor (minimum 1 oră de acum)',
    );
    expect(messages(draft({ type: 'HOMEWORK', deadline: NOW + 2 * HOUR }))).toEqual([]);
    expect(messages(draft({ type: 'DAILY_CHALLENGE', deadline: NOW + 25 * HOUR }))).toContain(
      'Provocarea zilnică trebuie să expire în maximum 24 de ore',
    );
  });

  it('needs an IMAGE_UPLOAD slide in a practical activity and 5 slides in a monthly challenge', () => {
    expect(messages(draft({ type: 'PRACTICAL_ACTIVITY' }))).toContain(
      'Activitatea practică trebuie să conțină cel puțin un slide de tip încărcare imagine',
    );
    expect(messages(draft({ type: 'MONTHLY_CHALLENGE', deadline: NOW + 2 * HOUR }))).toContain(
      'Minimum 5 slide-uri necesare',
    );
  });

  it('names unknown slide types and slide types not allowed in the lesson type', () => {
    const unknown = { type: 'FUTURE_POLL', number: 2, pluginVersion: '1.0.0', schemaVersion: 1, data: {} };
    expect(messages(draft({ slides: [infoSlide(1), unknown] }))).toContain(
      'Plugin pentru tipul de slide FUTURE_POLL nu a fost găsit',
    );
  });
});

describe('stored lessons', () => {
  it('keeps an unchanged expired deadline editable, re-checks a changed one', () => {
    const expired = NOW - HOUR;
    expect(messages2(draft({ type: 'HOMEWORK', deadline: expired }), { deadline: expired })).toEqual([]);
    expect(
      messages2(draft({ type: 'HOMEWORK', deadline: expired + 60_000 }), { deadline: expired }),
    ).toContain('Termenul limită trebuie să fie în viitor (minimum 1 oră de acum)');
  });

  it('lets a stored slide of an uninstalled plugin through, like the server', () => {
    const stored = {
      id: '9',
      type: 'FUTURE_POLL',
      number: 2,
      pluginVersion: '1.0.0',
      schemaVersion: 1,
      data: {},
    };
    expect(messages(draft({ slides: [infoSlide(1), stored] }))).toEqual([]);
  });
});

describe('issueSummary', () => {
  it('shows the first three messages, then +N erori', () => {
    const issues = ['a', 'b', 'c', 'd', 'e'].map((message) => ({ path: [], message }));
    expect(issueSummary(issues)).toEqual(['a', 'b', 'c', '+2 erori']);
    expect(issueSummary(issues.slice(0, 3))).toEqual(['a', 'b', 'c']);
  });
});

describe('slide limits', () => {
  it('refuses adding at the maximum and removing at the minimum', () => {
    expect(addSlideProblem(10, 10)).toBe('Numărul maxim de slide-uri (10) a fost atins');
    expect(addSlideProblem(10, 9)).toBeNull();
    expect(removeSlideProblem(5, 5)).toBe('Numărul minim de slide-uri (5) este necesar');
    expect(removeSlideProblem(5, 6)).toBeNull();
  });
});
