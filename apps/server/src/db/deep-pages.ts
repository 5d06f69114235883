import { sql } from 'drizzle-orm';

/**
 * From this offset on, a report page reads its ids first (the sort's index and only the joins its filter and
 * sort need), then whole rows for those ids alone: a deferred join. Skipping 199,000 index entries costs far
 * less than fetching, joining and dropping 199,000 rows; above a few thousand rows the difference shows
 * (the chunks of a large page read 1,000 rows at offsets up to the page size). Below, one query is simpler
 * and as fast.
 */
export const DEFERRED_ROWS_FROM = 5_000;

/**
 * `OFFSET 0` for `.offset()`: PostgreSQL plans a subquery that has one on its own (an optimization fence)
 * instead of merging it into the outer query. drizzle leaves a falsy offset out of the SQL, so `.offset(0)`
 * writes nothing; an SQL zero is written.
 */
export const OFFSET_ZERO_FENCE = sql`0` as unknown as number;
