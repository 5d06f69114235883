import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user and system) a process has used so far, from /proc (Linux); 0 once it is gone. */
export function processCpuSeconds(pid: number): { user: number; system: number } {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { user: Number(fields[11]) / TICKS_PER_SECOND, system: Number(fields[12]) / TICKS_PER_SECOND };
  } catch {
    return { user: 0, system: 0 };
  }
}

/**
 * CPU seconds used so far by each PostgreSQL backend connected to `database` (their process title names it),
 * so other people's work on a shared server does not count; every `postgres` process when no database is given.
 */
export function postgresBackendCpuSeconds(database?: string): Map<number, number> {
  const backends = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database && !readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) continue;
    } catch {
      continue;
    }
    const { user, system } = processCpuSeconds(Number(entry));
    backends.set(Number(entry), user + system);
  }
  return backends;
}

/** How often `measureCpu` reads the backends: a pool's idle connection may exit between two reads. */
const BACKEND_SAMPLE_MS = 250;

/**
 * CPU used between the call and `stop()`: by one process (user and system) and by PostgreSQL. The backends
 * are read every 250 ms and each counts from its first reading (0 for one that connected later) to its last,
 * so a connection the pool closes when idle keeps the time it used (a pool of ten that needs two closes
 * eight after 10 s; summing only the live backends at the end would take their earlier time away). What a
 * backend used after its last reading and before it exited is lost, so the figure is a lower bound.
 */
export function measureCpu(pid: number, database?: string) {
  const before = processCpuSeconds(pid);
  const first = postgresBackendCpuSeconds(database);
  const last = new Map(first);
  const sample = () => {
    for (const [backend, seconds] of postgresBackendCpuSeconds(database)) {
      if (!first.has(backend)) first.set(backend, 0);
      last.set(backend, seconds);
    }
  };
  const timer = setInterval(sample, BACKEND_SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const own = processCpuSeconds(pid);
      let postgresSeconds = 0;
      for (const [backend, seconds] of last) postgresSeconds += seconds - first.get(backend)!;
      return {
        userSeconds: own.user - before.user,
        systemSeconds: own.system - before.system,
        postgresSeconds,
      };
    },
  };
}
