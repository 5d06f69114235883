import { sql, type SQL, type AnyColumn } from 'drizzle-orm';

const FROM = 'ăâîșşțţĂÂÎȘŞȚŢ';
const TO = 'aaisstt' + 'aaisstt';

/**
 * The folded form of a text: lower case, Romanian diacritics dropped. A filter on a folded column is the very
 * expression of the trigram indexes built on it (users_nume_folded_trgm, users_email_folded_trgm), which
 * PostgreSQL requires to use them; the alphabets are literals, so even a plan prepared once (no parameter
 * values) matches.
 */
export const folded = (value: SQL | AnyColumn) =>
  sql`translate(lower(${value}), ${sql.raw(`'${FROM}'`)}, ${sql.raw(`'${TO}'`)})`;

/** A LIKE pattern for "contains text": % and _ in the text match literally. */
export const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * "Column contains text", case- and Romanian-diacritics-insensitive ("gimnaziala" finds
 * "Gimnazială"); % and _ in the text match literally. Report text filters use it.
 */
export function containsText(column: AnyColumn, text: string): SQL {
  return sql`${folded(column)} like ${folded(sql`${escapeLike(text)}`)}`;
}
