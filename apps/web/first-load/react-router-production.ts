import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Aliases that point React Router at its production files. React Router 7 names only its development files
 * in its package exports (remix-run/react-router#14102, open), so a production build would ship its dev
 * warnings: their strings, their checks on every render and their console output. The production files differ
 * only in `ENABLE_DEV_WARNINGS = false` (docs/decisions.md, "React Router's production files in the build").
 */
export function reactRouterProductionFiles(): { find: RegExp; replacement: string }[] {
  const packageJson = createRequire(import.meta.url).resolve('react-router/package.json');
  const production = path.join(path.dirname(packageJson), 'dist', 'production');
  return [
    { find: /^react-router$/, replacement: path.join(production, 'index.mjs') },
    { find: /^react-router\/dom$/, replacement: path.join(production, 'dom-export.mjs') },
  ];
}
