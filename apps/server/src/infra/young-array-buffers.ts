import { setFlagsFromString } from 'node:v8';

/**
 * V8's flag whose default V8 13.6 (Node 24.0) raised from 8 to 32. Besides the young generation's size
 * (which the start command's `--max-semi-space-size=16` already sets), it decides when short-lived
 * ArrayBuffers start a scavenge: at 2 x 2 x 32 = 128 MB of young backing stores, above V8's 64 MB external
 * soft limit, so Buffers the app had already dropped (socket reads, COPY chunks, sheet XML) waited for a full
 * collection instead (nodejs/node#61967). At 4 the scavenge comes at 16 MB (Node 20 and 22: 32 MB): a
 * million-row export peaks 15-20 MB lower than at 8; the answers' CPU is the same within noise, the lesson
 * opens' perhaps 5 % higher (docs/performance.md, "Twenty-sixth run").
 */
const YOUNG_ARRAY_BUFFERS_FLAG = '--scavenger-max-new-space-capacity-mb=4';

/** The Node major version from which the flag is set: 13.6 shipped in 24.0; Node 20 does not know the flag. */
const FROM_NODE_MAJOR = 24;

/**
 * Sets {@link YOUNG_ARRAY_BUFFERS_FLAG} on Node 24 and later; returns whether it did. At run time, not in the
 * start command: Node 20 (still in `engines`) refuses a V8 flag it does not know and would not start. V8 reads
 * this flag again at each ArrayBuffer allocation, so setting it before serving takes effect in every thread
 * (the export's worker included), while the young generation's size, fixed at start, stays as it is.
 */
export function restoreYoungArrayBufferScavenges(nodeVersion = process.versions.node): boolean {
  if (Number(nodeVersion.split('.')[0]) < FROM_NODE_MAJOR) return false;
  setFlagsFromString(YOUNG_ARRAY_BUFFERS_FLAG);
  return true;
}
