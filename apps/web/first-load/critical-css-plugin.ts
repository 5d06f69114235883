import * as beastiesModule from 'beasties';
import type { Plugin, Rollup } from 'vite';

type BeastiesClass = typeof beastiesModule.default.default;
// beasties' types describe its CommonJS file (the class one `default` further down); Node and Vite load its
// ES module, whose default export is the class itself.
const Beasties = ((beastiesModule.default as unknown as { default?: BeastiesClass }).default ??
  beastiesModule.default) as BeastiesClass;

/** Beasties reading the build's stylesheets from the bundle, before anything is written to disk. */
class BundleBeasties extends Beasties {
  constructor(
    private readonly bundle: Rollup.OutputBundle,
    problems: string[],
  ) {
    // `path: '/'`: a link's href (/assets/x.css) then names the bundle's file (assets/x.css).
    super({
      path: '/',
      publicPath: '/',
      preload: 'body',
      pruneSource: false,
      logLevel: 'warn',
      // Beasties only logs a stylesheet it cannot read; the build fails on it instead.
      logger: {
        warn: (message: string) => problems.push(message),
        error: (message: string) => problems.push(message),
      },
    });
  }

  override readFile(filename: string): string {
    const asset = this.bundle[filename.replace(/^\/+/, '')];
    if (asset?.type !== 'asset') throw new Error(`the build has no stylesheet ${filename}`);
    return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  }
}

/** `html` with the rules its own elements use inlined, and its stylesheets moved to the end of the body. */
export async function inlineCriticalCss(html: string, bundle: Rollup.OutputBundle): Promise<string> {
  const problems: string[] = [];
  const result = await new BundleBeasties(bundle, problems).process(html);
  if (problems.length > 0) throw new Error(`critical CSS of index.html: ${problems.join('; ')}`);
  return result;
}

/**
 * index.html paints its loading screen from the HTML alone: the rules it uses (the screen, the spinner, the
 * tokens) are copied into a <style> in its head, and the stylesheet moves to the end of the body (Beasties,
 * "body" strategy: no inline script, which the Content-Security-Policy forbids). Before, the screen waited
 * for the stylesheet, requested among a dozen scripts. The app's scripts still run only once the stylesheet
 * has loaded (a parser-inserted stylesheet blocks them), so no screen of the app shows unstyled.
 */
export function criticalCssPlugin(): Plugin {
  return {
    name: 'platform:critical-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html, context) => (context.bundle ? inlineCriticalCss(html, context.bundle) : html),
    },
  };
}
