import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { sessionOptions, type DatabaseHandle } from './client.js';
import { createTestDatabase } from '../../test/test-db.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
}, 120_000);
afterAll(() => database.close());

const workersPerGather = async () => {
  const result = (await database.db.execute(sql`show max_parallel_workers_per_gather`)) as unknown as {
    rows: { max_parallel_workers_per_gather: string }[];
  };
  return result.rows[0]!.max_parallel_workers_per_gather;
};

it('runs the queries of every pooled PostgreSQL session without parallel workers (PGlite, one process, starts none either)', async () => {
  // Several at once, so the pool opens several sessions and each is checked.
  const settings = await Promise.all(Array.from({ length: 4 }, workersPerGather));
  expect(settings).toEqual(['0', '0', '0', '0']);
});

it('compiles no query with JIT in any pooled PostgreSQL session (PGlite has no JIT to turn off)', async () => {
  const jit = async () => {
    const result = (await database.db.execute(sql`show jit`)) as unknown as { rows: { jit: string }[] };
    return result.rows[0]!.jit;
  };
  const settings = await Promise.all(Array.from({ length: 4 }, jit));
  // PGlite is built without LLVM: its setting stays 'on' and compiles nothing.
  expect(settings).toEqual(Array.from({ length: 4 }, () => (database.kind === 'postgres' ? 'off' : 'on')));
});

it("keeps the environment's PGOPTIONS after its own setting, so an operator's settings still apply and can override it", () => {
  expect(sessionOptions({})).toBe('-c max_parallel_workers_per_gather=0 -c jit=off');
  expect(sessionOptions({ PGOPTIONS: '-c statement_timeout=5s -c max_parallel_workers_per_gather=2' })).toBe(
    '-c max_parallel_workers_per_gather=0 -c jit=off -c statement_timeout=5s -c max_parallel_workers_per_gather=2',
  );
});

it('keeps a pooled PostgreSQL session through a quiet minute, so the next request does not open a new one (PGlite has one session)', async () => {
  const backend = async () => {
    const result = (await database.db.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
      rows: { pid: number }[];
    };
    return result.rows[0]!.pid;
  };
  // The pool's idle timer starts when a connection is released: faked, a minute passes at once.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  try {
    const before = await backend();
    vi.advanceTimersByTime(60_000);
    expect(await backend()).toBe(before);
  } finally {
    vi.useRealTimers();
  }
});
