import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT } from '../src/config.js';

/** The real server (`npm start`'s bundle of `apps/server/src/server.ts`) in its own process, on 127.0.0.1. */
export interface ServerProcess {
  url: string;
  pid: number;
  /** Current resident set size of the server process in MB (from /proc, Linux). */
  rssMb(): number;
  /** Samples the server's RSS every few ms until `stop()` returns the peak (MB). */
  sampleRss(intervalMs?: number): { stop(): number };
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface (asked from the OS, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

let built = false;
const SERVER_DIR = path.join(REPO_ROOT, 'apps/server');

/**
 * The command line of `npm start -w apps/server`, read from its `start` script (node's flags, such as the heap
 * cap, and the bundle `dist/server.mjs`), so the bench runs exactly what `npm start` runs. The bundle is built
 * again once per bench run so it matches the sources. The workspace packages' dist folders must be built
 * (`npm run build:packages`), as for `npm start`.
 */
export function serverCommand(): string[] {
  if (!built) {
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: SERVER_DIR, stdio: 'inherit' });
    built = true;
  }
  const { scripts } = JSON.parse(readFileSync(path.join(SERVER_DIR, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const [command, ...args] = scripts.start.trim().split(/\s+/);
  const entry = args.pop();
  if (command !== 'node' || !entry)
    throw new Error(`apps/server start script is not "node … <file>": ${scripts.start}`);
  return [...args, path.join(SERVER_DIR, entry)];
}

/**
 * Starts the server the way `npm start` runs it (`serverCommand()`) with `env` added, and waits until
 * /api/health answers. Output goes to the bench's stderr only when the server fails.
 */
export async function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_SERVER_CPU_PROF=<folder>: the server writes a V8 CPU profile there when it stops (node --cpu-prof).
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  const profile = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const child: ChildProcess = spawn(process.execPath, [...profile, ...serverCommand()], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`bench server exited (${code}): ${stderr}`))),
  );
  exited.catch(() => undefined);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`bench server not ready after ${timeoutMs} ms: ${stderr}`);
    }
    const ready = await Promise.race([
      fetch(`${url}/api/health`)
        .then((response) => response.ok)
        .catch(() => false),
      exited,
    ]);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const pid = child.pid!;
  return {
    url,
    pid,
    rssMb: () => rssOf(pid),
    sampleRss(intervalMs = 20) {
      let peak = rssOf(pid);
      const timer = setInterval(() => {
        try {
          peak = Math.max(peak, rssOf(pid));
        } catch {
          // The process ended; keep the peak seen so far.
        }
      }, intervalMs);
      return {
        stop() {
          clearInterval(timer);
          return peak;
        },
      };
    },
    async stop() {
      if (child.exitCode !== null) return;
      const done = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await done;
      clearTimeout(forced);
    },
  };
}
