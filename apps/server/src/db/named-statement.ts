import type { SQL } from 'drizzle-orm';
import type { DbExecutor } from './database.js';

/** The parts of drizzle's database/transaction object this helper uses (marked internal in its types). */
interface SessionAccess {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(placeholderValues: Record<string, unknown>): Promise<unknown> };
  };
}

/**
 * A raw statement run as a named prepared statement, in a transaction or not (`tx.execute` can do neither).
 * `build` writes it with `sql.placeholder(name)` for every value; it is rendered to SQL text once, and each
 * call only fills the placeholders (drizzle's own column encoders apply, e.g. jsonb and timestamps).
 * On node-postgres the server parses and plans a named statement once per connection and reuses the plan.
 * Issue 10: for the answer submission's statements planning cost PostgreSQL several times their execution
 * (EXPLAIN ANALYZE: 0.39 ms planning vs 0.07 ms execution), and rebuilding the SQL for every call was about a
 * fifth of the server's CPU. PGlite ignores the name. The result is what `tx.execute` returns.
 */
export function namedStatement(name: string, build: (executor: DbExecutor) => SQL) {
  let rendered: { sql: string; params: unknown[] } | undefined;
  return (executor: DbExecutor, values: Record<string, unknown>): Promise<unknown> => {
    const { dialect, session } = executor as unknown as SessionAccess;
    rendered ??= dialect.sqlToQuery(build(executor));
    return session.prepareQuery(rendered, undefined, name, false).execute(values);
  };
}
