#!/usr/bin/env node
// Committed plain JavaScript so npm links the bin right after `npm install`, before any build: it runs the
// built CLI when dist exists (published package) and the TypeScript sources through tsx otherwise (a fresh
// clone of the monorepo). SLIDE_SDK_CLI=source forces the sources (tests of this shim).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('../dist/cli/run-cli.js', import.meta.url);
const useSource = process.env.SLIDE_SDK_CLI === 'source' || !existsSync(fileURLToPath(built));

let runCli;
if (useSource) {
  let tsx;
  try {
    tsx = await import('tsx/esm/api');
  } catch {
    console.error(
      'slide-sdk: dist/ is missing and tsx is not installed. Run `npm run build:packages` or `npm install tsx`.',
    );
    process.exit(1);
  }
  ({ runCli } = await tsx.tsImport('../src/cli/run-cli.ts', import.meta.url));
} else {
  ({ runCli } = await import(built.href));
}

process.exitCode = await runCli(process.argv.slice(2));
