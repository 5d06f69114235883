import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slidePluginEntries } from './manifest.js';

describe('slidePluginEntries', () => {
  it('maps the slidePlugin field to import specifiers', () => {
    expect(
      slidePluginEntries({ name: '@platform/slide-question', slidePlugin: { core: './core', ui: '.' } }),
    ).toEqual({
      core: '@platform/slide-question/core',
      ui: '@platform/slide-question',
    });
  });

  it('ignores packages that are not slide plugins', () => {
    expect(slidePluginEntries({ name: 'react' })).toBeUndefined();
    expect(slidePluginEntries({ name: 'x', slidePlugin: { core: 'core' } })).toBeUndefined();
  });

  it('reads the template manifest', () => {
    const template = JSON.parse(
      readFileSync(new URL('../../template/_package.json', import.meta.url), 'utf8'),
    );
    expect(slidePluginEntries(template)).toEqual({ core: '__PACKAGE_NAME__/core', ui: '__PACKAGE_NAME__' });
  });
});
