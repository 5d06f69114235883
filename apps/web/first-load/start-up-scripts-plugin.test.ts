import type { Rollup } from 'vite';
import { evaluationOrder, startUpScripts } from './start-up-scripts-plugin.js';

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports });
// The entry imports the libraries and a chunk that imports them too; `lazy` is a dynamic import only.
const bundle = Object.fromEntries(
  [
    chunk('assets/index-Aa.js', ['assets/view-Bb.js', 'assets/data-Cc.js', 'assets/schemas-Dd.js']),
    chunk('assets/runtime-Ee.js', []),
    chunk('assets/view-Bb.js', ['assets/runtime-Ee.js']),
    chunk('assets/data-Cc.js', ['assets/runtime-Ee.js', 'assets/view-Bb.js']),
    chunk('assets/schemas-Dd.js', ['assets/zod-Ff.js', 'assets/data-Cc.js']),
    chunk('assets/zod-Ff.js', []),
    chunk('assets/lazy-Gg.js', ['assets/zod-Ff.js']),
    { type: 'asset', fileName: 'assets/index-Hh.css' },
  ].map((item) => [item.fileName, item]),
) as unknown as Rollup.OutputBundle;
const entry = bundle['assets/index-Aa.js'] as Rollup.OutputChunk;

const html = (head: string) =>
  `<!doctype html><html><head><title>Ecoterrieni</title>\n    ${head}\n  </head><body></body></html>`;

describe("index.html's start-up scripts", () => {
  it('orders the chunks as the browser evaluates them: each after its imports, each once, no lazy chunk', () => {
    expect(evaluationOrder(entry, bundle)).toEqual([
      'assets/runtime-Ee.js',
      'assets/view-Bb.js',
      'assets/data-Cc.js',
      'assets/zod-Ff.js',
      'assets/schemas-Dd.js',
    ]);
  });

  it('loads each chunk by a module script of its own before the entry, in place of its preload link', () => {
    const order = evaluationOrder(entry, bundle);
    const built = html(
      '<script type="module" crossorigin src="/assets/index-Aa.js"></script>\n' +
        order.map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`).join('\n') +
        '\n    <link rel="stylesheet" crossorigin href="/assets/index-Hh.css">',
    );
    const out = startUpScripts(built, 'assets/index-Aa.js', order);
    expect(out).not.toContain('modulepreload');
    const scripts = [...out.matchAll(/<script type="module" crossorigin src="\/([^"]+)"><\/script>/g)].map(
      (match) => match[1],
    );
    expect(scripts).toEqual([...order, 'assets/index-Aa.js']);
    expect(out).toContain('<link rel="stylesheet" crossorigin href="/assets/index-Hh.css">');
  });

  it('fails the build when the HTML does not have the shape it rewrites', () => {
    const order = evaluationOrder(entry, bundle);
    const entryOnly = html('<script type="module" crossorigin src="/assets/index-Aa.js"></script>');
    expect(() => startUpScripts(entryOnly, 'assets/index-Aa.js', order)).toThrow(
      'no modulepreload link for assets/runtime-Ee.js',
    );
    expect(() => startUpScripts(html(''), 'assets/index-Aa.js', [])).toThrow(
      'no module script for assets/index-Aa.js',
    );
  });
});
