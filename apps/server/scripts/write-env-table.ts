import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';
import { withEnvTable } from '../src/config/env-table.js';

// Regenerates the environment table of docs/deploy.md from the config schema.
const file = path.join(REPO_ROOT, 'docs/deploy.md');
writeFileSync(file, withEnvTable(readFileSync(file, 'utf8')));
console.log(`updated ${path.relative(process.cwd(), file)}`);
