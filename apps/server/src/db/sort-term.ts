import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Where a report's sort puts a column's nulls, written so that an index holding the order can serve it.
 * PostgreSQL does not read NOT NULL into an order: `desc nulls last` on a column without nulls is not the
 * backward read of an ascending index, so a sort that asks for it sorts the whole table (0.6 s a page of a
 * million users). The clause must say what the index says.
 *
 * - `none`: the column has no nulls; no clause, so an ascending index is read either way.
 * - `last`: empty cells last both ways (the reports' rule for columns that may be empty); an index per
 *   direction holds it (`col nulls last` and `col desc nulls last`).
 * - `descIndexed`: no nulls, and the column's index holds it `DESC NULLS LAST` (newest first): ascending is
 *   written `asc nulls first`, that index read backward. No row moves, as there are no nulls.
 */
export type NullsPlacement = 'none' | 'last' | 'descIndexed';

export function sortTerm(column: SQLWrapper, direction: SortDirection, nulls: NullsPlacement = 'none'): SQL {
  const clause =
    nulls === 'none' ? '' : nulls === 'descIndexed' && direction === 'asc' ? ' nulls first' : ' nulls last';
  return sql`${column} ${sqlDirection(direction)}${sql.raw(clause)}`;
}

type SortDirection = 'asc' | 'desc';

/** `asc` or `desc` as SQL; anything but `asc` is `desc`, so no other text reaches the query. */
export const sqlDirection = (direction: SortDirection) => sql.raw(direction === 'asc' ? 'asc' : 'desc');
