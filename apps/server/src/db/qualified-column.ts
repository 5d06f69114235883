import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';

/**
 * A column written as `"table"."column"`. In the select list of a query on one table, Drizzle renders a
 * `${table.column}` inside a raw `sql` template as a bare `"column"`, so a correlated condition such as
 * `${slides.lessonId} = ${lessons.id}` compared two columns of the inner table (every lesson had "1 slide").
 * Use this for both sides of every correlated condition. The name follows the database's snake_case casing
 * (db/client.ts) unless the column was given an explicit name.
 */
export function qualified(column: Column): SQL {
  const name = column.keyAsName ? toSnakeCase(column.name) : column.name;
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(name)}`;
}
