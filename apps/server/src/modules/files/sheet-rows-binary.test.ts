import { describe, expect, it } from 'vitest';
import { createBinarySheetRows, type BinaryCellKind } from './sheet-rows-binary.js';
import { rowXml, type XlsxValue } from './xlsx-stream-writer.js';
import { binaryCopy } from './binary-copy-test-helpers.js';

const KINDS: BinaryCellKind[] = ['text', 'number', 'date'];
const POSTGRES_EPOCH = Date.UTC(2000, 0, 1);
const micros = (iso: string, extra = 0) => BigInt(Date.parse(iso) - POSTGRES_EPOCH) * 1000n + BigInt(extra);

const ROWS: { copy: (string | number | bigint | null)[]; values: XlsxValue[] }[] = [
  {
    copy: ['Școala „Ion" <b> & \r\n\ttab', 2.5, micros('2026-11-27T10:00:00.123Z', 999)],
    values: ['Școala „Ion" <b> & \r\n\ttab', 2.5, new Date('2026-11-27T10:00:00.123Z')],
  },
  {
    copy: ['ctl\u0001\u001f\u000b end \uFFFE\uFFFF ok \uFFFD 🌱', 0.1, micros('1999-12-31T23:59:59.999Z')],
    values: [
      'ctl\u0001\u001f\u000b end \uFFFE\uFFFF ok \uFFFD 🌱',
      0.1,
      new Date('1999-12-31T23:59:59.999Z'),
    ],
  },
  { copy: [null, Number.NaN, null], values: [null, Number.NaN, null] },
  { copy: ['', 1234567890.12, micros('1970-01-01T00:00:00Z')], values: ['', 1234567890.12, new Date(0)] },
  {
    copy: ['x'.repeat(300_000), -3, micros('2030-06-30T21:00:00.5Z')],
    values: ['x'.repeat(300_000), -3, new Date('2030-06-30T21:00:00.5Z')],
  },
];

describe('sheet rows from binary COPY', () => {
  const expected = ROWS.map((row, i) => rowXml(i + 2, row.values, ['A', 'B', 'C'])).join('');
  const copy = binaryCopy(ROWS.map((row) => row.copy));

  it('are the stream writer’s rows for the same values, byte for byte', () => {
    const rows = createBinarySheetRows(KINDS);
    const written = rows.push(copy);
    expect(written.rows).toBe(ROWS.length);
    expect(written.bytes.toString('utf8')).toBe(expected);
    expect(() => rows.end()).not.toThrow();
  });

  it('give the same rows however the COPY is cut into chunks', () => {
    const small = binaryCopy(ROWS.slice(0, 4).map((row) => row.copy));
    const smallExpected = ROWS.slice(0, 4)
      .map((row, i) => rowXml(i + 2, row.values, ['A', 'B', 'C']))
      .join('');
    for (let cut = 1; cut < small.length; cut++) {
      const rows = createBinarySheetRows(KINDS);
      const first = rows.push(small.subarray(0, cut));
      const second = rows.push(small.subarray(cut));
      expect(first.rows + second.rows).toBe(4);
      expect(Buffer.concat([first.bytes, second.bytes]).toString('utf8')).toBe(smallExpected);
      rows.end();
    }
  });

  it("write every push into one buffer when asked, each push's bytes read before the next", () => {
    const small = binaryCopy(ROWS.slice(0, 4).map((row) => row.copy));
    const smallExpected = ROWS.slice(0, 4)
      .map((row, i) => rowXml(i + 2, row.values, ['A', 'B', 'C']))
      .join('');
    const rows = createBinarySheetRows(KINDS, { reuseBuffer: true });
    const texts: string[] = [];
    const offsets = new Set<number>();
    for (let at = 0; at < small.length; at += 40) {
      const written = rows.push(small.subarray(at, at + 40));
      texts.push(written.bytes.toString('utf8'));
      if (written.rows > 0) offsets.add(written.bytes.byteOffset);
    }
    expect(texts.join('')).toBe(smallExpected);
    // Without the option each push writes after the last one; with it, from the start of the buffer.
    expect([...offsets]).toEqual([0]);
    rows.end();
  });

  it('refuses a COPY that ends before its end marker, or whose rows do not match the columns', () => {
    const cutShort = createBinarySheetRows(KINDS);
    cutShort.push(copy.subarray(0, copy.length - 2));
    expect(() => cutShort.end()).toThrow(/end marker/);
    expect(() => createBinarySheetRows(['text', 'number']).push(copy)).toThrow(/3 fields, expected 2/);
    expect(() => createBinarySheetRows(KINDS).push(Buffer.from('not a binary copy at all'))).toThrow(
      /signature/,
    );
  });
});
