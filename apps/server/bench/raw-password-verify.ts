import { createPasswordHasher } from '../src/modules/auth/password-hasher.js';
import { concurrentRate, type ConcurrentRate } from './measure.js';

export interface RawVerifyRate extends ConcurrentRate {
  /** CPU of this process per verify, ms (the hashing threads included). */
  cpuMsPerOp: number;
}

/**
 * The floor of a login: argon2id verifications with the server's own hasher and parameters, `concurrency`
 * in flight on this process's libuv pool, nothing else. Logins per second over this rate is the share of the
 * machine's hashing capacity a login reaches, a figure that holds across machines (the rate itself was
 * 96-132/s within one hour on one 2-core machine). Bounded by count and time.
 */
export async function rawPasswordVerifyRate(bounds: {
  concurrency: number;
  maxOps: number;
  maxSeconds: number;
}): Promise<RawVerifyRate> {
  const hasher = createPasswordHasher();
  const password = 'raw-verify-bench-password';
  const hash = await hasher.hash(password);
  // Warm-up: the first calls start the pool's threads.
  await Promise.all(Array.from({ length: bounds.concurrency }, () => hasher.verify(hash, password)));
  const cpuBefore = process.cpuUsage();
  const rate = await concurrentRate(bounds, async () => {
    if (!(await hasher.verify(hash, password))) throw new Error('raw verify: the password did not match');
  });
  const cpu = process.cpuUsage(cpuBefore);
  return { ...rate, cpuMsPerOp: (cpu.user + cpu.system) / 1000 / Math.max(1, rate.ops) };
}
