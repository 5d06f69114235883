import { describe, expect, it } from 'vitest';
import { findSecretPaths } from './secret-paths.js';

describe('findSecretPaths', () => {
  const data = {
    answer: 'x',
    options: [{ id: 'a', isCorrect: true }, { id: 'b' }],
    meta: { a: { key: 1 }, b: { key: 2 } },
  };

  it('finds plain and wildcard paths', () => {
    expect(findSecretPaths(data, ['answer', 'options.*.isCorrect', 'meta.*.key'])).toEqual([
      'answer',
      'options.0.isCorrect',
      'meta.a.key',
      'meta.b.key',
    ]);
  });

  it('returns nothing when the secrets are gone', () => {
    expect(findSecretPaths({ options: [{ id: 'a' }] }, ['answer', 'options.*.isCorrect', 'x.*.*'])).toEqual(
      [],
    );
  });

  it('counts a key kept with an undefined value', () => {
    expect(findSecretPaths({ answer: undefined }, ['answer'])).toEqual(['answer']);
  });
});
