import path from 'node:path';
import type { Plugin, Rollup } from 'vite';
import type { ChunkGraph } from './chunk-graph.js';

/** Where the graph lands inside the build folder; a dot-folder, which the server never serves. */
export const CHUNK_GRAPH_FILE = '.vite/chunk-graph.json';

/**
 * Writes every output chunk's static imports, dynamic imports, CSS and source modules next to the build,
 * so the size budget can follow exactly what a route loads and check which code ends up in it.
 * Vite's own manifest lacks the module list that the staff-code check needs.
 */
export function chunkGraphPlugin(): Plugin {
  return chunkGraphAssetPlugin('platform:chunk-graph', CHUNK_GRAPH_FILE, (graph) => graph);
}

/** A build plugin that writes `fileName` in the build folder: JSON made from the finished bundle's graph. */
export function chunkGraphAssetPlugin(
  name: string,
  fileName: string,
  render: (graph: ChunkGraph) => unknown,
): Plugin {
  let root = process.cwd();
  return {
    name,
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const source = JSON.stringify(render(chunkGraphOf(bundle, root)), null, 1);
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** The graph of a finished bundle, with source paths relative to the app folder `root`. */
export function chunkGraphOf(bundle: Rollup.OutputBundle, root: string): ChunkGraph {
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
  return graph;
}

const toPosix = (file: string) => file.split(path.sep).join('/');
