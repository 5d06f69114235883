import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { REPO_ROOT, SERVER_ROOT } from '../../src/paths.js';

/*
 * The real server in a process of its own, on 127.0.0.1: one helper for the server's process tests, the
 * benches and the browser journeys, so all three start, wait for and stop it the same way.
 */

/** The first port Linux hands out to outgoing connections (`ip_local_port_range`); its default if unreadable. */
function lowestOutgoingPort(): number {
  try {
    return Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
  } catch {
    return 32_768;
  }
}

/**
 * Listens on `port` of 127.0.0.1 (0: one the OS picks), then closes: the port it had, or undefined when it could
 * not listen there.
 */
function listenAndRelease(port: number): Promise<number | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(undefined));
    probe.listen(port, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : undefined));
    });
  });
}

/** Above every port Chromium refuses to load from (the highest, 10080), so the journeys can open any of them. */
const LOWEST_PORT = 11_000;

/**
 * A free TCP port on the loopback interface, chosen at random below the range of outgoing connections' ports
 * and released. The OS's own choice (port 0) comes from that range, where any connection opened before the
 * server listens (a database client, a browser, another worker's fetch) may take it: a journey's server once
 * failed with EADDRINUSE that way. Falls back to the OS's choice when that range starts too low.
 */
export async function freePort(): Promise<number> {
  const low = lowestOutgoingPort();
  for (let attempt = 0; attempt < 50 && low > LOWEST_PORT + 1_000; attempt++) {
    const port = await listenAndRelease(LOWEST_PORT + Math.floor(Math.random() * (low - LOWEST_PORT)));
    if (port) return port;
  }
  const port = await listenAndRelease(0);
  if (!port) throw new Error('no free port on 127.0.0.1');
  return port;
}

let bundleBuilt = false;

/**
 * Builds `dist/server.mjs` from the sources, once per calling process, so a bench measures the code it sits
 * beside. The workspace packages' dist folders must be built (`npm run build:packages`), as for `npm start`.
 */
export function buildServerBundleOnce(): void {
  if (bundleBuilt) return;
  execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: SERVER_ROOT, stdio: 'inherit' });
  bundleBuilt = true;
}

/**
 * `npm start -w apps/server`'s command, read from its `start` script: the environment it sets first (glibc's
 * malloc reads it before Node starts), `node`, Node's flags, the bundle.
 */
export function startCommand(): { env: Record<string, string>; flags: string[]; entry: string } {
  const { scripts } = JSON.parse(readFileSync(path.join(SERVER_ROOT, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  const words = scripts.start.trim().split(/\s+/);
  const env: Record<string, string> = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0] ?? '')) {
    const [name, value] = words.shift()!.split(/=(.*)/s);
    env[name!] = value!;
  }
  const [command, ...flags] = words;
  const entry = flags.pop();
  if (command !== 'node' || !entry)
    throw new Error(`apps/server start script is not "[NAME=value …] node … <file>": ${scripts.start}`);
  return { env, flags, entry };
}

/**
 * Node's arguments of `npm start -w apps/server` (the heap's sizes, source maps, the bundle), so what runs is
 * exactly what `npm start` runs. It does not build the bundle.
 */
export function bundleCommand(): string[] {
  const { flags, entry } = startCommand();
  return [...flags, path.join(SERVER_ROOT, entry)];
}

/** `src/server.ts` through tsx, as `npm run dev -w apps/server` runs it: no build needed. */
const SOURCE_COMMAND = ['--conditions=@platform/source', '--import', 'tsx', 'src/server.ts'];

export interface ServerProcessOptions {
  /** `bundle`: `npm start`'s command (build it first: {@link buildServerBundleOnce}); `source`: through tsx. */
  run: 'bundle' | 'source';
  /** Added to this process's environment; LOG_LEVEL defaults to `warn`. PORT and HOST are the helper's. */
  env?: NodeJS.ProcessEnv;
  /** Node flags before the command's own (e.g. `--cpu-prof`). */
  nodeArgs?: string[];
  /** How long to wait for /api/health, including migrations and the demo seed of an empty database. */
  timeoutMs?: number;
  /** Copy the server's stderr to this process's stderr as it comes (the journeys' log), besides keeping it. */
  echoStderr?: boolean;
  /** Where the port comes from ({@link freePort}); tests hand out a taken one first. */
  choosePort?: () => Promise<number>;
}

export interface ServerProcess {
  /** `http://127.0.0.1:<port>`. */
  url: string;
  port: number;
  pid: number;
  child: ChildProcess;
  /** The last 64 kB the server wrote to stdout and stderr. */
  output(): string;
  /** Current resident set size of the server process in MB (from /proc, Linux). */
  rssMb(): number;
  /** Samples the server's RSS every few ms until `stop()` returns the peak (MB). */
  sampleRss(intervalMs?: number): { stop(): number };
  /**
   * Sends `signal` and waits for the exit. SIGTERM is the graceful shutdown (the server closes its
   * database); a process still running 20 s later is killed.
   */
  stop(signal?: NodeJS.Signals): Promise<void>;
}

const OUTPUT_LIMIT = 64 * 1024;
const STOP_LIMIT_MS = 20_000;

/** How many ports a start tries when the one chosen was taken before the server could listen on it. */
const LISTEN_ATTEMPTS = 3;

/** The server exited because another socket took its port between the choice and its listen. */
class PortTakenError extends Error {}

/**
 * Starts the server on a free loopback port and resolves once /api/health answers. A port taken before the
 * server listens (EADDRINUSE) is given up for another, up to LISTEN_ATTEMPTS times; the server's data
 * directory is the same each time (migrations and the demo seed find their work done).
 */
export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const port = await (options.choosePort ?? freePort)();
    try {
      return await startOnPort(options, port);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt >= LISTEN_ATTEMPTS) throw error;
    }
  }
}

async function startOnPort(options: ServerProcessOptions, port: number): Promise<ServerProcess> {
  const command = options.run === 'bundle' ? bundleCommand() : SOURCE_COMMAND;
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), ...command], {
    cwd: options.run === 'bundle' ? REPO_ROOT : SERVER_ROOT,
    env: {
      ...process.env,
      NODE_OPTIONS: '',
      LOG_LEVEL: 'warn',
      ...(options.run === 'bundle' ? startCommand().env : {}),
      ...options.env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // 'close' comes after the last of the server's output (its 'exit' may come before).
  const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-OUTPUT_LIMIT));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  if (options.echoStderr) child.stderr!.pipe(process.stderr);
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid!;
  const server: ServerProcess = {
    url,
    port,
    pid,
    child,
    output: () => output,
    rssMb: () => rssOf(pid),
    sampleRss: (intervalMs = 20) => sampleRss(pid, intervalMs),
    stop: (signal = 'SIGTERM') => stopChild(child, signal),
  };
  await waitForHealth(server, options.timeoutMs ?? 240_000, closed);
  return server;
}

async function waitForHealth(server: ServerProcess, timeoutMs: number, closed: Promise<void>): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) {
      await closed;
      const message = `the server exited with code ${server.child.exitCode}:\n${server.output()}`;
      throw server.output().includes('EADDRINUSE') ? new PortTakenError(message) : new Error(message);
    }
    try {
      // Bounded: whatever else answers on the port must not hold the wait past its deadline.
      if ((await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await server.stop('SIGKILL');
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s:\n${server.output()}`);
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const forced = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
  await exited;
  clearTimeout(forced);
}

function rssOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /VmRSS:\s+(\d+)/.exec(status)?.[1];
  return kb ? Number(kb) / 1024 : 0;
}

function sampleRss(pid: number, intervalMs: number): { stop(): number } {
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
}
