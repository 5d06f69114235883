import type { Plugin, Rollup } from 'vite';

/**
 * The chunks the entry imports statically, in the order the browser evaluates them: depth first, each chunk
 * after the chunks it imports, in the order of its imports (Vite names them in this order in its
 * modulepreload links too).
 */
export function evaluationOrder(entry: Rollup.OutputChunk, bundle: Rollup.OutputBundle): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (chunk: Rollup.OutputChunk) => {
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type !== 'chunk' || seen.has(file)) continue;
      seen.add(file);
      visit(imported);
      order.push(file);
    }
  };
  visit(entry);
  return order;
}

/**
 * `html` with the chunks in `order` loaded by module scripts of their own before the entry's, in place of
 * their modulepreload links. A module script's whole graph is evaluated in one task; with a script per chunk,
 * each chunk is evaluated in a task of its own, in the same order as before (every chunk after its imports),
 * and the entry then evaluates only its own modules.
 */
export function startUpScripts(html: string, entryFile: string, order: readonly string[]): string {
  const entryScript = `<script type="module" crossorigin src="/${entryFile}"></script>`;
  if (!html.includes(entryScript)) throw new Error(`index.html has no module script for ${entryFile}`);
  let out = html;
  for (const file of order) {
    const preload = `<link rel="modulepreload" crossorigin href="/${file}">`;
    if (!out.includes(preload)) throw new Error(`index.html has no modulepreload link for ${file}`);
    out = out.replace(preload, '');
  }
  const scripts = order.map((file) => `<script type="module" crossorigin src="/${file}"></script>`);
  return out.replace(entryScript, [...scripts, entryScript].join('\n    '));
}

/**
 * index.html evaluates the entry's chunks (the start-up libraries, then the app) in one task per chunk
 * instead of one task for all: on a phone that task was the longest of the start-up, the one that made
 * Lighthouse count blocking time (docs/decisions.md, "The start-up in short tasks"). The same files as
 * before, fetched as early (a module script's fetch starts where its modulepreload link was).
 */
export function startUpScriptsPlugin(): Plugin {
  return {
    name: 'platform:start-up-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) =>
        context.chunk && context.bundle
          ? startUpScripts(html, context.chunk.fileName, evaluationOrder(context.chunk, context.bundle))
          : html,
    },
  };
}
