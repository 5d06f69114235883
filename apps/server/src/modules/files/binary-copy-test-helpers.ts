/** PostgreSQL's binary COPY of rows, for the tests of the code that reads it. */

/** PostgreSQL's binary COPY of rows of (text, float8, timestamptz), as the server sends it. */
export function binaryCopy(rows: (string | number | bigint | null)[][]): Buffer {
  const parts: Buffer[] = [Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'), Buffer.alloc(8)];
  for (const row of rows) {
    const count = Buffer.alloc(2);
    count.writeInt16BE(row.length);
    parts.push(count);
    for (const value of row) {
      const length = Buffer.alloc(4);
      if (value === null) {
        length.writeInt32BE(-1);
        parts.push(length);
        continue;
      }
      let data: Buffer;
      if (typeof value === 'string') data = Buffer.from(value, 'utf8');
      else if (typeof value === 'number') (data = Buffer.alloc(8)).writeDoubleBE(value);
      else (data = Buffer.alloc(8)).writeBigInt64BE(value);
      length.writeInt32BE(data.length);
      parts.push(length, data);
    }
  }
  const end = Buffer.alloc(2);
  end.writeInt16BE(-1);
  parts.push(end);
  return Buffer.concat(parts);
}
