/** One output chunk of the web build, as written by chunkGraphPlugin. */
export interface ChunkNode {
  isEntry: boolean;
  /** The source module this chunk stands for (entries and dynamic-import targets), app-relative. */
  facadeModuleId: string | null;
  /** Chunks loaded with this one (static imports; Vite preloads them alongside a dynamic import). */
  imports: string[];
  /** Chunks this one may load later (import()); loaded only when the route needs them. */
  dynamicImports: string[];
  css: string[];
  /** Source modules bundled into this chunk, relative to apps/web. */
  moduleIds: string[];
  /** Minified bytes of each module of moduleIds, same order (to tell what makes a route heavy). */
  moduleBytes?: number[];
}

export interface ChunkGraph {
  chunks: Record<string, ChunkNode>;
}

/** The entry chunk of index.html. */
export function entryChunk(graph: ChunkGraph): string {
  const entries = Object.entries(graph.chunks).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`expected one entry chunk, found ${entries.length}`);
  return entries[0]![0];
}

/** The chunk that a dynamic `import()` of this source module loads (its path relative to apps/web). */
export function chunkOfModule(graph: ChunkGraph, moduleId: string): string {
  const chunks = Object.entries(graph.chunks);
  // A module of a chunk group (vite.config.ts's codeSplitting) is no chunk's facade: its import() loads the
  // group's chunk, the one that holds it.
  const found =
    chunks.find(([, chunk]) => chunk.facadeModuleId === moduleId) ??
    chunks.find(([, chunk]) => chunk.moduleIds.includes(moduleId));
  if (!found) throw new Error(`no chunk is built for ${moduleId}: did the route table change?`);
  return found[0];
}

/** A chunk and every chunk it imports statically, transitively: what the browser fetches for it. */
export function staticClosure(graph: ChunkGraph, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...roots];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    const chunk = graph.chunks[file];
    if (!chunk) throw new Error(`the chunk graph has no ${file}`);
    seen.add(file);
    pending.push(...chunk.imports);
  }
  return seen;
}

/**
 * The JavaScript a route downloads: the entry with its static imports, then, for each module the route
 * imports dynamically before its first screen shows (a lazy page, a slide plugin's UI), that module's chunk
 * with its static imports. Every other dynamic import of those chunks stays out: it is not fetched.
 */
export function routeChunks(graph: ChunkGraph, lazyModules: readonly string[]): string[] {
  const roots = [entryChunk(graph), ...lazyModules.map((id) => chunkOfModule(graph, id))];
  return [...staticClosure(graph, roots)].sort();
}

/** Source modules of the given chunks that match one of the patterns, with the chunk holding each. */
export function findModules(
  graph: ChunkGraph,
  files: readonly string[],
  patterns: readonly RegExp[],
): { file: string; moduleId: string }[] {
  return files.flatMap((file) =>
    graph.chunks[file]!.moduleIds.filter((id) => patterns.some((pattern) => pattern.test(id))).map(
      (moduleId) => ({ file, moduleId }),
    ),
  );
}
