import { Worker } from 'node:worker_threads';
import type { BinaryCellKind, SheetRowsChunk } from './sheet-rows-binary.js';

/** What the main thread sends the worker: one chunk of the COPY's bytes, or the end of them. */
export type ToSheetRowsWorker = { kind: 'chunk'; chunk: Uint8Array } | { kind: 'end' };
/** What the worker answers, one message per message received, in order. */
export type FromSheetRowsWorker =
  { kind: 'rows'; bytes: Uint8Array; rows: number } | { kind: 'end' } | { kind: 'error'; message: string };

const sheetRowsOf = ({ bytes, rows }: { bytes: Uint8Array; rows: number }): SheetRowsChunk => ({
  bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
  rows,
});

/**
 * True when a chunk is the whole of its ArrayBuffer: pg-copy-streams joins each socket read's rows into one
 * such buffer. It can be moved to the worker as it is; a view of a larger buffer is copied first.
 */
const isWholeBuffer = (chunk: Uint8Array): chunk is Uint8Array<ArrayBuffer> =>
  chunk.buffer instanceof ArrayBuffer &&
  chunk.byteOffset === 0 &&
  chunk.byteLength === chunk.buffer.byteLength;

/** Chunks handed to the worker and not yet answered: enough to keep both threads busy, little memory. */
const IN_FLIGHT = 4;

// The bundle (dist/server.mjs) has the worker beside it as dist/sheet-rows-worker.mjs. From the sources
// (tests, tsx) the worker is TypeScript: a one-line script registers tsx's loader in the new thread first
// (a worker's `--import` does not apply to its own entry module on Node 20).
function startWorker(kinds: readonly BinaryCellKind[]): Worker {
  const options = {
    workerData: [...kinds],
    // The rows are Buffers outside the heap; a small heap keeps the process's memory where it was.
    resourceLimits: { maxOldGenerationSizeMb: 16, maxYoungGenerationSizeMb: 2 },
  };
  if (!import.meta.url.endsWith('.ts'))
    return new Worker(new URL('./sheet-rows-worker.mjs', import.meta.url), options);
  const tsx = import.meta.resolve('tsx/esm/api');
  const entry = new URL('./sheet-rows-worker.ts', import.meta.url).href;
  const script = `import(${JSON.stringify(tsx)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(script, { ...options, eval: true });
}

/**
 * The sheet rows of a binary COPY's bytes (createBinarySheetRows), written in a worker thread. Writing the
 * XML is most of an export's work in this process (about 4.6 µs a row); on the event loop it held up every
 * other request and left the second core to PostgreSQL alone. Same bytes, same order; the next COPY chunk
 * is read only as the caller asks for more rows, so a slow download still slows the query. The chunks are
 * handed over: one that is the whole of its ArrayBuffer is moved to the worker and left detached (empty).
 */
export async function* sheetRowsInWorker(
  kinds: readonly BinaryCellKind[],
  copyChunks: AsyncIterable<Buffer>,
): AsyncGenerator<SheetRowsChunk> {
  const worker = startWorker(kinds);
  const answers: FromSheetRowsWorker[] = [];
  let failure: Error | undefined;
  let wake: (() => void) | undefined;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  worker.on('message', (message: FromSheetRowsWorker) => {
    answers.push(message);
    notify();
  });
  worker.on('error', (error) => {
    failure = error;
    notify();
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`sheet rows worker stopped (exit code ${code})`);
    notify();
  });

  async function nextAnswer(): Promise<Exclude<FromSheetRowsWorker, { kind: 'error' }>> {
    while (answers.length === 0) {
      if (failure) throw failure;
      await new Promise<void>((resolve) => (wake = resolve));
    }
    const answer = answers.shift()!;
    if (answer.kind === 'error') throw new Error(answer.message);
    return answer;
  }
  const send = (message: ToSheetRowsWorker, transfer: ArrayBuffer[] = []) =>
    worker.postMessage(message, transfer);

  try {
    let inFlight = 0;
    for await (const chunk of copyChunks) {
      // Moved, not copied, when it can be: a copy left the chunk itself to the collector, one more dropped
      // buffer per chunk on the main thread (docs/performance.md, "Twenty-sixth run").
      const moved = isWholeBuffer(chunk) ? chunk : new Uint8Array(chunk);
      send({ kind: 'chunk', chunk: moved }, [moved.buffer]);
      if (++inFlight < IN_FLIGHT) continue;
      const answer = await nextAnswer();
      inFlight--;
      if (answer.kind === 'rows' && answer.rows > 0) yield sheetRowsOf(answer);
    }
    send({ kind: 'end' });
    for (;;) {
      const answer = await nextAnswer();
      if (answer.kind === 'end') break;
      if (answer.rows > 0) yield sheetRowsOf(answer);
    }
  } finally {
    worker.removeAllListeners('exit');
    await worker.terminate();
  }
}
