import type { InfoData } from './schema.js';

/** A fresh INFO slide: empty content, no image. */
export function createDefaultInfo(): InfoData {
  return { markdown: '' };
}
