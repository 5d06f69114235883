import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { idempotencyKeys } from './idempotency.table.js';

export interface IdempotencyRef {
  userId: number;
  key: string;
}

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

const matches = (ref: IdempotencyRef) =>
  and(eq(idempotencyKeys.userId, ref.userId), eq(idempotencyKeys.key, ref.key));

/** The only code that touches `idempotency_keys`. Every statement is one autocommit round trip. */
export function createIdempotencyRepository(db: Database) {
  return {
    /**
     * Claims a key for this request: true when this call inserted it (or took over an expired row that the
     * clean-up has not deleted yet). The unique primary key decides between parallel claims.
     */
    async claim(ref: IdempotencyRef, requestHash: string, ttlSeconds: number): Promise<boolean> {
      const expiresAt = sql`now() + make_interval(secs => ${ttlSeconds})`;
      const rows = await db
        .insert(idempotencyKeys)
        .values({ ...ref, requestHash, expiresAt })
        .onConflictDoUpdate({
          target: [idempotencyKeys.userId, idempotencyKeys.key],
          set: {
            requestHash,
            statusCode: null,
            responseBody: null,
            responseContentType: null,
            claimedAt: sql`now()`,
            expiresAt,
          },
          setWhere: lt(idempotencyKeys.expiresAt, sql`now()`),
        })
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },
    async find(ref: IdempotencyRef): Promise<IdempotencyRow | undefined> {
      const [row] = await db.select().from(idempotencyKeys).where(matches(ref));
      return row;
    },
    /** A claim whose request died (process crash) before storing a response: taken over by a retry. */
    async takeOverStale(ref: IdempotencyRef, staleSeconds: number): Promise<boolean> {
      const rows = await db
        .update(idempotencyKeys)
        .set({ claimedAt: sql`now()` })
        .where(
          and(
            matches(ref),
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.claimedAt, sql`now() - make_interval(secs => ${staleSeconds})`),
          ),
        )
        .returning({ key: idempotencyKeys.key });
      return rows.length === 1;
    },
    async complete(
      ref: IdempotencyRef,
      response: { statusCode: number; body: string; contentType: string | null },
    ): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({
          statusCode: response.statusCode,
          responseBody: response.body,
          responseContentType: response.contentType,
        })
        .where(and(matches(ref), isNull(idempotencyKeys.statusCode)));
    },
    /** Gives a claim back (the request failed on our side): the next retry is handled afresh. */
    async release(ref: IdempotencyRef): Promise<void> {
      await db.delete(idempotencyKeys).where(and(matches(ref), isNull(idempotencyKeys.statusCode)));
    },
    /** Keys past their retention (the clean-up job). */
    async deleteExpired(): Promise<number> {
      const rows = await db
        .delete(idempotencyKeys)
        .where(lt(idempotencyKeys.expiresAt, sql`now()`))
        .returning({ key: idempotencyKeys.key });
      return rows.length;
    },
  };
}
export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
