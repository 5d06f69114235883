import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from '../support/server-process.js';

const run = promisify(execFile);

/**
 * A PostgreSQL cluster of the test's own (Debian's binaries, a temp folder, a free loopback port), so the test
 * can crash and restart the database without touching the machine's shared server on 5432. Runs as the
 * `postgres` OS user when the test runs as root (PostgreSQL refuses root). Throws, never skips, when it
 * cannot start: the fault test must fail loudly.
 */
export interface PrivatePostgres {
  url: string;
  /** Crash: `pg_ctl stop -m immediate` (no checkpoint; the next start replays the WAL). */
  crash(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and deletes its folder. */
  dispose(): Promise<void>;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(path.join(root, name, 'bin', 'pg_ctl')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0)
    throw new Error(`no PostgreSQL binaries under ${root}/*/bin (apt-get install postgresql)`);
  return path.join(root, versions[0]!, 'bin');
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = binDir();
  const folder = mkdtempSync(path.join(tmpdir(), 'faults-pg-'));
  const dataDir = path.join(folder, 'data');
  const logFile = path.join(folder, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    chownSync(folder, Number(stdout.trim()), Number(group.trim()));
  }
  const pgTool = async (tool: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    try {
      await run(command, argv, { timeout: 120_000 });
    } catch (error) {
      const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
      throw new Error(`private PostgreSQL: ${tool} ${args.join(' ')} failed: ${String(error)}\n${log}`, {
        cause: error,
      });
    }
  };
  const port = await freePort();
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${folder} -c fsync=on -c max_connections=40`;
  await pgTool('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const start = () =>
    pgTool('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', options, '-w', '-t', '120', 'start']);
  const stop = (mode: 'immediate' | 'fast') => pgTool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  await start();
  let running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async crash() {
      await stop('immediate');
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async dispose() {
      if (running) await stop('fast').catch(() => undefined);
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
