// After `changeset version` bumps package.json files, carry each new version into the code that declares it:
// the SDK's SDK_VERSION and every plugin core's `version: 'X.Y.Z'` (the registry and the envelopes read it).
import { readFileSync, readdirSync, writeFileSync, existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

execFileSync(process.execPath, ['packages/slide-sdk/scripts/sync-version.mjs'], { stdio: 'inherit' });

for (const name of readdirSync('plugins')) {
  const coreFile = `plugins/${name}/src/core/index.ts`;
  if (!existsSync(coreFile)) continue;
  const { version } = JSON.parse(readFileSync(`plugins/${name}/package.json`, 'utf8'));
  const source = readFileSync(coreFile, 'utf8');
  const next = source.replace(/(\n\s*version: ')[^']*(',)/, `$1${version}$2`);
  if (next !== source) {
    writeFileSync(coreFile, next);
    console.log(`${coreFile}: version ${version}`);
  }
}
