import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { questionCore } from './index.js';

describe('questionCore metadata', () => {
  it('declares the package version, so a release bump cannot drift from the code', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(questionCore.version).toBe(pkg.version);
    expect(questionCore.sdk).toBe('^1.0.0');
  });
});
