import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Alias, ConfigEnv, UserConfig } from 'vite';
import appConfig from '../vite.config.js';
import { reactRouterProductionFiles } from './react-router-production.js';

function aliases(command: ConfigEnv['command']): Alias[] {
  const config = (appConfig as (env: ConfigEnv) => UserConfig)({ command, mode: 'production' });
  return (config.resolve?.alias ?? []) as Alias[];
}

function aliasOf(list: Alias[], specifier: string): string | undefined {
  return list.find(({ find }) => (find instanceof RegExp ? find.test(specifier) : find === specifier))
    ?.replacement;
}

// The files a module imports by a relative path (React Router's entries re-export its chunks).
function relativeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/from\s+["'](\.\/[^"']+)["']/g)].map(([, spec]) =>
    path.join(path.dirname(file), spec!),
  );
}

describe('React Router in the production build', () => {
  it('resolves both entries react-router-dom imports to the production files, dev warnings off', () => {
    for (const specifier of ['react-router', 'react-router/dom']) {
      const file = aliasOf(aliases('build'), specifier);
      expect(file, specifier).toMatch(/[\\/]react-router[\\/]dist[\\/]production[\\/]/);
      const sources = [file!, ...relativeImports(file!)].map((each) => readFileSync(each, 'utf8'));
      const flags = sources.join('\n').match(/ENABLE_DEV_WARNINGS = (true|false)/g);
      expect(flags, specifier).toEqual(['ENABLE_DEV_WARNINGS = false']);
    }
  });

  it('leaves the dev server on the development files, whose warnings help while writing code', () => {
    expect(aliasOf(aliases('serve'), 'react-router')).toBeUndefined();
    expect(reactRouterProductionFiles().map(({ find }) => find.test('react-router-dom'))).toEqual([
      false,
      false,
    ]);
  });
});
