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
 * CPU seconds used so far by PostgreSQL backends connected to `database` (their process title names it), so
 * other people's work on a shared server does not count; every `postgres` process when no database is given.
 */
export function postgresCpuSeconds(database?: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      if (database && !readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes(` ${database} `)) continue;
    } catch {
      continue;
    }
    const { user, system } = processCpuSeconds(Number(entry));
    total += user + system;
  }
  return total;
}

/**
 * CPU used between the call and `stop()`: by one process (user and system) and by PostgreSQL. Backends
 * that exit in between take their time with them, so the PostgreSQL figure is a lower bound; the bench's
 * pools keep their connections open, so it is close.
 */
export function measureCpu(pid: number, database?: string) {
  const before = { own: processCpuSeconds(pid), postgres: postgresCpuSeconds(database) };
  return {
    stop() {
      const own = processCpuSeconds(pid);
      return {
        userSeconds: own.user - before.own.user,
        systemSeconds: own.system - before.own.system,
        postgresSeconds: postgresCpuSeconds(database) - before.postgres,
      };
    },
  };
}
