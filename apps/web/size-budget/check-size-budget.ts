import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KB, pupilRoutes, STAFF_ONLY_MODULES } from './pupil-routes.js';
import { measureRoute, readChunkGraph, type RouteSizes } from './route-sizes.js';

/** Every pupil route of a web build, measured and checked against its budget and the staff-code rule. */
export function measurePupilRoutes(distDir: string): RouteSizes[] {
  const graph = readChunkGraph(distDir);
  return pupilRoutes(graph).map((route) => measureRoute(distDir, graph, route, STAFF_ONLY_MODULES));
}

export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** Why a route fails, or nothing when it passes. */
export function budgetProblems(sizes: RouteSizes): string[] {
  const problems: string[] = [];
  if (sizes.gzip > sizes.route.gzipBudget)
    problems.push(`${kb(sizes.gzip)} kB gzip is over the budget of ${kb(sizes.route.gzipBudget)} kB`);
  if (sizes.files.length > sizes.route.fileBudget)
    problems.push(`${sizes.files.length} files are over the budget of ${sizes.route.fileBudget}`);
  for (const { file, moduleId } of sizes.staffModules) problems.push(`staff-only ${moduleId} in ${file}`);
  return problems;
}

function main(): void {
  const distDir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
  const results = measurePupilRoutes(distDir);
  let failed = false;
  console.log(`JavaScript a pupil's phone downloads before the first screen (${distDir})`);
  for (const sizes of results) {
    const problems = budgetProblems(sizes);
    failed ||= problems.length > 0;
    console.log(
      `${problems.length > 0 ? 'FAIL' : 'ok  '} ${sizes.route.name} (${sizes.route.path}): ` +
        `${kb(sizes.gzip)} kB gzip (budget ${kb(sizes.route.gzipBudget)}, goal ${kb(sizes.route.gzipGoal)}` +
        `${sizes.gzip <= sizes.route.gzipGoal ? ' met' : ' not met yet'}), ${kb(sizes.brotli)} kB brotli, ` +
        `${kb(sizes.raw)} kB raw, ${sizes.files.length} files (budget ${sizes.route.fileBudget})`,
    );
    for (const problem of problems) console.log(`     ${problem}`);
  }
  if (failed) {
    console.error('size budget: a pupil route is over budget or loads staff-only code');
    process.exit(1);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
