import { columnLetters, DATE_STYLE, excelDaySerial, XML_ENTITIES } from './xlsx-stream-writer.js';

/**
 * How a column's value arrives in PostgreSQL's binary COPY and is written as a cell: `text` (UTF-8 bytes, a
 * `t="str"` cell), `number` (float8) and `date` (timestamptz: microseconds since 2000-01-01, a styled day
 * serial). NULL leaves the cell out.
 */
export type BinaryCellKind = 'text' | 'number' | 'date';

/** Rows as sheet XML bytes, one after another, and how many rows they are. */
export interface SheetRowsChunk {
  bytes: Buffer;
  rows: number;
}

const SIGNATURE = Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1');
const POSTGRES_EPOCH_MS = 946_684_800_000;
const TWO_32 = 2 ** 32;
/** Output bytes per buffer handed on; a row that might not fit starts a new one. */
const OUT_BYTES = 1 << 20;

// What each byte of a text value needs: 0 copied as it is, 1 an entity, 2 dropped (XML 1.0 cannot hold it),
// 3 the first byte of a three-byte character that may be U+FFFE or U+FFFF (dropped too).
const BYTE_CLASS = new Uint8Array(256);
for (let b = 0; b < 0x20; b++) BYTE_CLASS[b] = 2;
BYTE_CLASS[0x09] = 0;
BYTE_CLASS[0x0a] = 0;
for (const char of Object.keys(XML_ENTITIES)) BYTE_CLASS[char.charCodeAt(0)] = 1;
BYTE_CLASS[0xef] = 3;
// The stream writer's entities (escapeXml), by byte.
const ENTITY: Buffer[] = [];
for (const [char, entity] of Object.entries(XML_ENTITIES))
  ENTITY[char.charCodeAt(0)] = Buffer.from(entity, 'latin1');

// Byte by byte, on locals: the parts are a few bytes long, where Buffer#copy and #write cost more to call than
// to run. Each returns where it stopped writing.
function putBytes(out: Buffer, at: number, bytes: Uint8Array): number {
  for (let i = 0; i < bytes.length; i++) out[at++] = bytes[i]!;
  return at;
}
function putAscii(out: Buffer, at: number, text: string): number {
  for (let i = 0; i < text.length; i++) out[at++] = text.charCodeAt(i);
  return at;
}
/** A text value's UTF-8 bytes as XML character data, escaped and dropped as escapeXml does. */
function putText(out: Buffer, at: number, data: Buffer, from: number, to: number): number {
  for (let i = from; i < to; i++) {
    const byte = data[i]!;
    const kind = BYTE_CLASS[byte]!;
    if (kind === 0) out[at++] = byte;
    else if (kind === 1) at = putBytes(out, at, ENTITY[byte]!);
    // U+FFFE and U+FFFF are EF BF BE and EF BF BF; every other character from EF is kept.
    else if (kind === 3) {
      if (i + 2 < to && data[i + 1] === 0xbf && (data[i + 2] === 0xbe || data[i + 2] === 0xbf)) i += 2;
      else out[at++] = byte;
    }
  }
  return at;
}

/** The longest a value's byte can become (`&quot;`). */
const MAX_GROWTH = 6;

/**
 * Turns PostgreSQL's binary COPY output of a query, one column per cell, into the stream writer's rows
 * (`<row r="2">…</row>…`), byte for byte what `rowXml` writes for the same values. Rows are numbered from
 * `firstRow` as they arrive (in the query's order). Feed it the COPY's chunks in order: a row split across
 * chunks waits for its end. No string is made per row but the numbers' digits.
 */
export function createBinarySheetRows(
  kinds: readonly BinaryCellKind[],
  options: {
    firstRow?: number;
    /**
     * The bytes a push returns are only read before the next push (the worker copies them at once): every
     * push writes from the start of the same buffer, so a million rows leave no garbage buffers behind.
     */
    reuseBuffer?: boolean;
  } = {},
) {
  const { firstRow = 2, reuseBuffer = false } = options;
  const cellOpen = kinds.map((_, i) => Buffer.from(`<c r="${columnLetters(i)}`, 'latin1'));
  const cellType = kinds.map((kind) =>
    Buffer.from(
      kind === 'text' ? '" t="str"><v>' : kind === 'date' ? `" s="${DATE_STYLE}"><v>` : '"><v>',
      'latin1',
    ),
  );
  const ROW_OPEN = Buffer.from('<row r="', 'latin1');
  const ROW_OPEN_END = Buffer.from('">', 'latin1');
  const CELL_CLOSE = Buffer.from('</v></c>', 'latin1');
  const ROW_CLOSE = Buffer.from('</row>', 'latin1');
  const fixedPerRow = 64 + kinds.length * 48;

  let pending: Buffer | undefined;
  let headerRead = false;
  let finished = false;
  let rowNumber = firstRow;
  // Rows are written into `out` from `at`; what is before `handed` has been handed on (and is never written
  // again), so one buffer serves several chunks until it is full.
  let out = Buffer.allocUnsafe(OUT_BYTES);
  let at = 0;
  let handed = 0;
  let ready: Buffer[] = [];

  function handOn() {
    if (at > handed) ready.push(out.subarray(handed, at));
    handed = at;
  }
  function startBuffer() {
    handOn();
    out = Buffer.allocUnsafe(OUT_BYTES);
    at = handed = 0;
  }
  /** Where the tuple whose fields start at `from` ends, or -1 if it does not end in `data`. */
  function tupleEnd(data: Buffer, from: number, fields: number): number {
    let p = from;
    for (let f = 0; f < fields; f++) {
      if (p + 4 > data.length) return -1;
      const length = data.readInt32BE(p);
      p += 4 + (length > 0 ? length : 0);
    }
    return p > data.length ? -1 : p;
  }

  function writeTuple(data: Buffer, from: number, fields: number, bytes: number) {
    const room = fixedPerRow + bytes * MAX_GROWTH;
    if (at + room > out.length) {
      startBuffer();
      // A row larger than a buffer (a very long text) gets a buffer of its own size.
      if (room > out.length) out = Buffer.allocUnsafe(room);
    }
    const digits = String(rowNumber++);
    const o = out;
    let a = putBytes(o, at, ROW_OPEN);
    a = putAscii(o, a, digits);
    a = putBytes(o, a, ROW_OPEN_END);
    let p = from;
    for (let f = 0; f < fields; f++) {
      const length = data.readInt32BE(p);
      p += 4;
      if (length < 0) continue;
      const kind = kinds[f];
      let number = '';
      if (kind === 'number') {
        const value = data.readDoubleBE(p);
        if (!Number.isFinite(value)) {
          p += length;
          continue;
        }
        number = String(value);
      } else if (kind === 'date') {
        const micros = data.readInt32BE(p) * TWO_32 + data.readUInt32BE(p + 4);
        const time = Math.floor(micros / 1000) + POSTGRES_EPOCH_MS;
        // ±infinity, or beyond what a JavaScript Date holds: an empty cell, as an invalid Date is.
        if (Math.abs(time) > 8.64e15) {
          p += length;
          continue;
        }
        number = String(excelDaySerial(time));
      }
      a = putBytes(o, a, cellOpen[f]!);
      a = putAscii(o, a, digits);
      a = putBytes(o, a, cellType[f]!);
      a = kind === 'text' ? putText(o, a, data, p, p + length) : putAscii(o, a, number);
      a = putBytes(o, a, CELL_CLOSE);
      p += length;
    }
    at = putBytes(o, a, ROW_CLOSE);
  }

  return {
    /** The rows that end in this chunk (and in what was left of the one before). */
    push(chunk: Buffer): SheetRowsChunk {
      if (reuseBuffer) at = handed = 0;
      const data = pending ? Buffer.concat([pending, chunk]) : chunk;
      pending = undefined;
      let p = 0;
      if (!headerRead) {
        if (data.length < SIGNATURE.length + 8) {
          pending = data;
          return { bytes: Buffer.alloc(0), rows: 0 };
        }
        if (!data.subarray(0, SIGNATURE.length).equals(SIGNATURE))
          throw new Error('binary COPY: no signature');
        p = SIGNATURE.length + 8 + data.readUInt32BE(SIGNATURE.length + 4);
        headerRead = true;
      }
      let rows = 0;
      while (!finished && p + 2 <= data.length) {
        const fields = data.readInt16BE(p);
        if (fields === -1) {
          finished = true;
          break;
        }
        if (fields !== kinds.length)
          throw new Error(`binary COPY: ${fields} fields, expected ${kinds.length}`);
        const end = tupleEnd(data, p + 2, fields);
        if (end === -1) break;
        writeTuple(data, p + 2, fields, end - p);
        rows++;
        p = end;
      }
      if (!finished && p < data.length) pending = data.subarray(p);
      handOn();
      const bytes = ready.length === 1 ? ready[0]! : Buffer.concat(ready);
      ready = [];
      return { bytes, rows };
    },
    /** Throws unless the COPY's end marker has been read (the stream ended early). */
    end(): void {
      if (!finished) throw new Error('binary COPY: the rows ended before the end marker');
    },
  };
}
