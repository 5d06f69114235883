import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

const FROM = 'ăâîșşțţĂÂÎȘŞȚŢ';
const TO = 'aaisstt' + 'aaisstt';

const fold = (value: SQL | AnyColumn) => sql`translate(lower(${value}), ${FROM}, ${TO})`;

/**
 * "Column contains text", case- and Romanian-diacritics-insensitive ("gimnaziala" finds
 * "Gimnazială"); % and _ in the text match literally. Report text filters use it.
 */
export function containsText(column: AnyColumn, text: string): SQL {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`${fold(column)} like ${fold(sql`${pattern}`)}`;
}
