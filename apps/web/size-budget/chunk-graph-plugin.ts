import path from 'node:path';
import type { Plugin } from 'vite';
import type { ChunkGraph } from './chunk-graph.js';

/** Where the graph lands inside the build folder; a dot-folder, which the server never serves. */
export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

/**
 * Writes every output chunk's static imports, dynamic imports, CSS and source modules next to the build,
 * so the size budget can follow exactly what a route loads and check which code ends up in it.
 * Vite's own manifest lacks the module list that the staff-code check needs.
 */
export function chunkGraphPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: 'platform:chunk-graph',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      // Relative to the app folder: the file is public, the build machine's paths are not its business.
      const relative = (id: string) => toPosix(path.relative(root, id.replace(/^\0/, '')));
      const graph: ChunkGraph = { chunks: {} };
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        graph.chunks[output.fileName] = {
          isEntry: output.isEntry,
          facadeModuleId: output.facadeModuleId ? relative(output.facadeModuleId) : null,
          imports: output.imports,
          dynamicImports: output.dynamicImports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
          moduleIds: output.moduleIds.map(relative),
          moduleBytes: output.moduleIds.map((id) => output.modules[id]?.renderedLength ?? 0),
        };
      }
      this.emitFile({ type: 'asset', fileName: CHUNK_GRAPH_FILE, source: JSON.stringify(graph, null, 1) });
    },
  };
}

const toPosix = (file: string) => file.split(path.sep).join('/');
