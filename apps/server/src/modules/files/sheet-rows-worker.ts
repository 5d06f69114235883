// Worker thread entry (sheet-rows-in-worker.ts starts it): writes the sheet XML of one export's binary COPY
// output, so the server's event loop only moves bytes between PostgreSQL, this thread and the zip.
import { parentPort, workerData } from 'node:worker_threads';
import { createBinarySheetRows, type BinaryCellKind } from './sheet-rows-binary.js';
import type { ToSheetRowsWorker, FromSheetRowsWorker } from './sheet-rows-in-worker.js';

const port = parentPort!;
// Each push's bytes are copied before the next push, so the writer may write every push into one buffer.
const rows = createBinarySheetRows(workerData as BinaryCellKind[], { reuseBuffer: true });
const reply = (message: FromSheetRowsWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer);

port.on('message', (message: ToSheetRowsWorker) => {
  try {
    if (message.kind === 'end') {
      rows.end();
      reply({ kind: 'end' });
      return;
    }
    const written = rows.push(
      Buffer.from(message.chunk.buffer, message.chunk.byteOffset, message.chunk.byteLength),
    );
    // A copy of exactly these bytes, moved (not copied again) to the main thread: the writer keeps its buffer.
    const bytes = new Uint8Array(written.bytes);
    reply({ kind: 'rows', bytes, rows: written.rows }, [bytes.buffer]);
  } catch (error) {
    reply({ kind: 'error', message: (error as Error).message });
  }
});
