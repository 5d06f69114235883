import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { textCore } from './index.js';

describe('textCore metadata', () => {
  it('declares the package version, so a release bump cannot drift from the code', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(textCore.version).toBe(pkg.version);
    expect(textCore.sdk).toBe('^1.0.0');
  });
});
