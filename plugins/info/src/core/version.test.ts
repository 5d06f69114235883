import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { infoCore } from './index.js';

describe('infoCore metadata', () => {
  it('declares the package version, so a release bump cannot drift from the code', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string;
    };
    expect(infoCore.version).toBe(pkg.version);
    expect(infoCore.sdk).toBe('^1.0.0');
  });
});
