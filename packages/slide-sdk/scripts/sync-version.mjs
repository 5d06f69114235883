// Writes package.json's version into src/version.ts, so a `changeset version` bump reaches SDK_VERSION on build.
import { readFileSync, writeFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
const file = new URL('src/version.ts', root);
const source = readFileSync(file, 'utf8');
const next = source.replace(
  /export const SDK_VERSION = '[^']*';/,
  `export const SDK_VERSION = '${version}';`,
);
if (next !== source) writeFileSync(file, next);
