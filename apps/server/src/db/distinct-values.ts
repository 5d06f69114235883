import { sql, type Column, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { qualified } from './qualified-column.js';
import { escapeLike, folded } from './text-filter.js';

/**
 * The distinct values of a column that contain a text (as `containsText` tests it), or `undefined` when the
 * column holds more than `upTo` distinct values. They are read by a loose index scan: one probe of the
 * column's ascending btree index per distinct value ("the next value after this one"), so the column must
 * lead such an index, and the cost follows the number of distinct values, not of rows. A filter on a column
 * that repeats a few values a million times (a pupil's class) then becomes `column in (…)`, which the
 * planner estimates from its most common values and any index holding the column serves in order, where
 * `contains` can only be tested row by row.
 */
export async function distinctValuesContaining(
  db: Database,
  table: PgTable,
  column: Column,
  text: string,
  upTo: number,
): Promise<string[] | undefined> {
  const { rows } = (await db.execute(distinctValuesQuery(table, column, text, upTo))) as unknown as {
    rows: { matching: string[]; seen: number }[];
  };
  const [result] = rows;
  if (!result || result.seen > upTo) return undefined;
  return result.matching;
}

/**
 * The statement of {@link distinctValuesContaining}: the values containing the text (`matching`) and how many
 * distinct values it walked (`seen`, at most upTo + 1: the walk stops there).
 */
export function distinctValuesQuery(table: PgTable, column: Column, text: string, upTo: number): SQL {
  const value = qualified(column);
  return sql`with recursive walk(value, seen) as (
      (select ${value}, 1 from ${table} where ${value} is not null order by ${value} limit 1)
      union all
      select (select ${value} from ${table} where ${value} > walk.value order by ${value} limit 1), walk.seen + 1
      from walk where walk.value is not null and walk.seen <= ${upTo}
    )
    select coalesce(array_agg(walk.value order by walk.value)
             filter (where ${folded(sql`walk.value`)} like ${folded(sql`${escapeLike(text)}`)}), '{}') as matching,
           coalesce(max(walk.seen), 0)::int as seen
    from walk where walk.value is not null`;
}
