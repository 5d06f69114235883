import { describe, expect, it } from 'vitest';
import { findMarkdownStrings } from './markdown-paths.js';
import { matchPath } from './path-matches.js';

describe('findMarkdownStrings', () => {
  const data = {
    intro: '**Salut**',
    steps: [{ text: 'Unu' }, { text: 2 }, { image: 'x.png' }, { text: 'Trei' }],
    sections: { b: { body: { md: 'B' } }, a: { body: { md: 'A' } }, c: { body: null } },
    count: 3,
  };

  it('returns the strings of plain, array and nested wildcard paths in path order, then key order', () => {
    expect(findMarkdownStrings(data, ['steps.*.text', 'intro', 'sections.*.body.md'])).toEqual([
      'Unu',
      'Trei',
      '**Salut**',
      'B',
      'A',
    ]);
  });

  it('matches every key of an object and every item of an array with *', () => {
    expect(findMarkdownStrings({ a: ['x', 'y'], b: ['z'] }, ['*.*'])).toEqual(['x', 'y', 'z']);
  });

  it('ignores missing keys, non-objects on the way and non-string values', () => {
    expect(
      findMarkdownStrings(data, ['missing', 'intro.length', 'count', 'steps.*', 'sections.c.body.md']),
    ).toEqual([]);
    expect(findMarkdownStrings(null, ['intro'])).toEqual([]);
    expect(findMarkdownStrings('text', ['*'])).toEqual([]);
  });

  it('keeps empty strings (a View may render an empty optional field) and returns [] for no paths', () => {
    expect(findMarkdownStrings({ text: '' }, ['text'])).toEqual(['']);
    expect(findMarkdownStrings(data, [])).toEqual([]);
  });
});

describe('matchPath', () => {
  it('yields the concrete path and value of each match, including keys holding undefined', () => {
    expect([...matchPath({ options: [{ text: 'a' }, { text: undefined }, {}] }, 'options.*.text')]).toEqual([
      { path: 'options.0.text', value: 'a' },
      { path: 'options.1.text', value: undefined },
    ]);
  });
});
