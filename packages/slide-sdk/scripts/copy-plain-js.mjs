// tsc does not emit the plain-JavaScript modules of src/ (the discovery rule, run by hosts before any
// build): copy them and their hand-written declarations into dist/, where the built modules import them.
import { copyFileSync, mkdirSync, readdirSync } from 'node:fs';

const from = new URL('../src/discovery/', import.meta.url);
const to = new URL('../dist/discovery/', import.meta.url);
mkdirSync(to, { recursive: true });
for (const file of readdirSync(from)) {
  if (file.endsWith('.js') || file.endsWith('.d.ts')) copyFileSync(new URL(file, from), new URL(file, to));
}
