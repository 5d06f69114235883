import { sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';

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

/** A report's sortable column and where its order puts empty cells. */
export interface SortColumn {
  column: AnyColumn;
  nulls: NullsPlacement;
}

/** The order term; anything but `asc` is written `desc`, so no other text reaches the query. */
export function sortTerm(column: SQLWrapper, direction: 'asc' | 'desc', nulls: NullsPlacement = 'none'): SQL {
  const ascending = direction === 'asc';
  const clause =
    nulls === 'none' ? '' : nulls === 'descIndexed' && ascending ? ' nulls first' : ' nulls last';
  return sql`${column} ${sql.raw(ascending ? 'asc' : 'desc')}${sql.raw(clause)}`;
}
