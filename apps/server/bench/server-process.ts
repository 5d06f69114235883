import {
  buildServerBundleOnce,
  startServerProcess,
  type ServerProcess,
  type ServerProcessOptions,
} from '../test/support/server-process.js';

export type { ServerProcess };

/**
 * The server as `npm start` runs it, with its bundle built from the current sources once per bench run, so a
 * bench measures the code beside it. BENCH_SERVER_CPU_PROF=<folder>: the server writes a V8 CPU profile there
 * when it stops (node --cpu-prof).
 */
export async function startBenchServer(
  env: NodeJS.ProcessEnv,
  options: Pick<ServerProcessOptions, 'timeoutMs' | 'echoStderr'> = {},
): Promise<ServerProcess> {
  buildServerBundleOnce();
  const profileDir = process.env.BENCH_SERVER_CPU_PROF;
  return startServerProcess({
    run: 'bundle',
    env,
    nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    timeoutMs: options.timeoutMs ?? 120_000,
    echoStderr: options.echoStderr,
  });
}
