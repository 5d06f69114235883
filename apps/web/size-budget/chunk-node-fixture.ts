import type { ChunkNode } from './chunk-graph.js';

/** A chunk of a made-up build for tests: a plain chunk with no imports, CSS or modules unless given. */
export const chunkNode = (partial: Partial<ChunkNode>): ChunkNode => ({
  isEntry: false,
  facadeModuleId: null,
  imports: [],
  dynamicImports: [],
  css: [],
  moduleIds: [],
  ...partial,
});
