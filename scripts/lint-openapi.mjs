// Writes the server's OpenAPI document from the real app and lints it with redocly (redocly.yaml).
// redocly exits 0 on warnings; this fails on any error or warning, so the document stays clean.
import { spawnSync } from 'node:child_process';

const documentPath = 'node_modules/.cache/openapi/openapi.json';
const run = (command, args, options = {}) =>
  spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'], ...options });

const written = run(process.execPath, [
  '--conditions=@platform/source',
  '--import',
  'tsx',
  'apps/server/scripts/write-openapi.ts',
  documentPath,
]);
if (written.status !== 0) process.exit(written.status ?? 1);

const lint = run('node_modules/.bin/redocly', ['lint', '--format=json'], {
  stdio: ['ignore', 'pipe', 'inherit'],
  encoding: 'utf8',
});
let report;
try {
  report = JSON.parse(lint.stdout);
} catch {
  console.error(lint.stdout);
  console.error('redocly lint gave no JSON report');
  process.exit(1);
}
for (const problem of report.problems) {
  const where = problem.location?.map((location) => location.pointer).join(', ');
  console.error(`${problem.severity} ${problem.ruleId} at ${where}: ${problem.message}`);
}
const { errors, warnings, ignored } = report.totals;
console.log(`redocly lint ${documentPath}: ${errors} errors, ${warnings} warnings, ${ignored} ignored`);
if (errors > 0 || warnings > 0 || lint.status !== 0) process.exit(1);
