import { describe, expect, it } from 'vitest';
import { binaryCopy } from './binary-copy-test-helpers.js';
import { createBinarySheetRows, type BinaryCellKind, type SheetRowsChunk } from './sheet-rows-binary.js';
import { sheetRowsInWorker } from './sheet-rows-in-worker.js';

const KINDS: BinaryCellKind[] = ['text', 'number', 'date'];
const ROWS = Array.from({ length: 5_000 }, (_, i) => [
  i % 7 === 0 ? null : `Elev ${i} „Școala <${i % 13}>” & 🌱`,
  i % 5 === 0 ? null : i / 4,
  BigInt(i) * 86_400_000_000n,
]);

/** The bytes in chunks of sizes 1, 2, 3, … bytes, then 4,096: many more chunks than the worker has in flight. */
async function* chunksOf(copy: Buffer, finished?: { done: boolean }) {
  try {
    let at = 0;
    for (let size = 1; at < copy.length; size = size < 300 ? size + 1 : 4_096) {
      yield copy.subarray(at, at + size);
      at += size;
    }
  } finally {
    if (finished) finished.done = true;
  }
}

async function collect(chunks: AsyncIterable<SheetRowsChunk>) {
  const parts: Buffer[] = [];
  let rows = 0;
  for await (const chunk of chunks) {
    parts.push(chunk.bytes);
    rows += chunk.rows;
  }
  return { xml: Buffer.concat(parts).toString('utf8'), rows };
}

describe('sheet rows written in a worker thread', () => {
  const copy = binaryCopy(ROWS);

  it('are the same rows, in the same order, as written on the main thread', async () => {
    const direct = createBinarySheetRows(KINDS).push(copy);
    const inWorker = await collect(sheetRowsInWorker(KINDS, chunksOf(copy)));
    expect(inWorker.rows).toBe(ROWS.length);
    expect(inWorker.xml).toBe(direct.bytes.toString('utf8'));
  });

  it('move chunks that are whole buffers to the worker and copy views of larger ones', async () => {
    // Whole buffers (each its own ArrayBuffer, as pg-copy-streams joins a read's rows) and views between them.
    const chunks: Buffer[] = [];
    for (let at = 0, i = 0; at < copy.length; at += 5_000, i++) {
      const part = copy.subarray(at, at + 5_000);
      chunks.push(i % 2 === 0 ? Buffer.from(new Uint8Array(part).buffer) : part);
    }
    async function* handedOver() {
      yield* chunks;
    }
    const inWorker = await collect(sheetRowsInWorker(KINDS, handedOver()));
    expect(inWorker.xml).toBe(createBinarySheetRows(KINDS).push(copy).bytes.toString('utf8'));
    expect(chunks.filter((_, i) => i % 2 === 0).every((chunk) => chunk.byteLength === 0)).toBe(true);
    expect(chunks.filter((_, i) => i % 2 === 1).every((chunk) => chunk.byteLength > 0)).toBe(true);
  });

  it('fail as the main thread fails: no signature, or rows that end before the end marker', async () => {
    await expect(
      collect(sheetRowsInWorker(KINDS, chunksOf(Buffer.from('not a copy, long enough')))),
    ).rejects.toThrow('binary COPY: no signature');
    await expect(
      collect(sheetRowsInWorker(KINDS, chunksOf(copy.subarray(0, copy.length - 2)))),
    ).rejects.toThrow('binary COPY: the rows ended before the end marker');
  });

  it('stop reading the COPY when the caller stops', async () => {
    const finished = { done: false };
    let seen = 0;
    for await (const chunk of sheetRowsInWorker(KINDS, chunksOf(copy, finished))) {
      seen += chunk.rows;
      if (seen > 0) break;
    }
    expect(seen).toBeGreaterThan(0);
    expect(seen).toBeLessThan(ROWS.length);
    expect(finished.done).toBe(true);
  });
});
