import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** A build of the web app a browser bench serves: its label in the tables and its folder. */
export interface WebBuild {
  name: string;
  distDir: string;
}

/**
 * Runs `use` on the builds named on the command line (folders, compared in that order), or on a fresh build of
 * this checkout in a temporary folder, removed afterwards.
 */
export async function withWebBuilds(args: readonly string[], use: (builds: WebBuild[]) => Promise<void>) {
  if (args.length > 0) {
    await use(args.map((dir) => ({ name: dir, distDir: path.resolve(dir) })));
    return;
  }
  const webDist = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
  try {
    console.log('building the web app');
    execFileSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'], {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await use([{ name: 'this checkout', distDir: webDist }]);
  } finally {
    rmSync(webDist, { recursive: true, force: true });
  }
}
