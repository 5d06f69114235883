import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';
import { concurrentRate, type ConcurrentRate } from './measure.js';
import { measureCpu } from './process-cpu.js';

export interface RawInsertRate extends ConcurrentRate {
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
    const cpu = measureCpu(process.pid, bounds.database);
    const rate = await concurrentRate(bounds, async (value) => {
      await db.execute(sql`insert into bench_raw_insert (v) values (${value})`);
    });
    const used = cpu.stop();
    return {
      ...rate,
      clientCpuMsPerOp: ((used.userSeconds + used.systemSeconds) * 1000) / rate.ops,
      postgresCpuMsPerOp: (used.postgresSeconds * 1000) / rate.ops,
    };
  } finally {
    await db.execute(sql`drop table bench_raw_insert`);
  }
}
