import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { percentile } from './measure.js';
import { measureCpu } from './process-cpu.js';

export interface RawInsertRate {
  ops: number;
  seconds: number;
  perSecond: number;
  concurrency: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  /** CPU per insert in ms: this (client) process, and PostgreSQL (0 for PGlite, which runs in this process). */
  clientCpuMsPerOp: number;
  postgresCpuMsPerOp: number;
}

/**
 * The simplest possible write, for a ratio that holds across machines: one-row INSERTs (autocommit, so
 * each one commits like a submission does) into a scratch table, through the same drizzle driver and
 * pool the server uses, `concurrency` in flight. Bounded by count and time; the table is dropped after.
 */
export async function rawInsertRate(
  handle: DatabaseHandle,
  bounds: {
    concurrency: number;
    maxOps: number;
    maxSeconds: number;
    /** PostgreSQL database name. */ database?: string;
  },
): Promise<RawInsertRate> {
  const { db } = handle;
  await db.execute(sql`create table bench_raw_insert (id bigserial primary key, v integer not null)`);
  try {
    for (let i = 0; i < 50; i++) await db.execute(sql`insert into bench_raw_insert (v) values (${i})`);
    const durations: number[] = [];
    let issued = 0;
    const cpu = measureCpu(process.pid, bounds.database);
    const started = performance.now();
    const deadline = started + bounds.maxSeconds * 1000;
    async function worker(): Promise<void> {
      while (issued < bounds.maxOps && performance.now() < deadline) {
        const value = issued++;
        const callStart = performance.now();
        await db.execute(sql`insert into bench_raw_insert (v) values (${value})`);
        durations.push(performance.now() - callStart);
      }
    }
    await Promise.all(Array.from({ length: bounds.concurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    const used = cpu.stop();
    durations.sort((a, b) => a - b);
    return {
      ops: durations.length,
      seconds,
      perSecond: durations.length / seconds,
      concurrency: bounds.concurrency,
      p50Ms: percentile(durations, 0.5),
      p95Ms: percentile(durations, 0.95),
      p99Ms: percentile(durations, 0.99),
      maxMs: durations.at(-1) ?? 0,
      clientCpuMsPerOp: ((used.userSeconds + used.systemSeconds) * 1000) / durations.length,
      postgresCpuMsPerOp: (used.postgresSeconds * 1000) / durations.length,
    };
  } finally {
    await db.execute(sql`drop table bench_raw_insert`);
  }
}
