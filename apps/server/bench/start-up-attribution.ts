import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Protocol } from 'puppeteer-core';
import { SourceMapConsumer } from 'source-map-js';
import type { SchemaStacks } from '../../web/first-load/zod-construction-hook.js';

/**
 * A CPU profile of the web app, attributed through the build's source maps: each sample's self time by
 * package (or app folder), source file and function (`npm run bench:start-up`).
 */

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const SAMPLING_INTERVAL_US = 100;
const TOP = 25;

export type Totals = Map<string, number>;

/** Maps a script's generated positions to sources, with the build's `.map` beside each asset. */
export class SourceMaps {
  private readonly consumers = new Map<string, SourceMapConsumer | null>();
  constructor(private readonly distDir: string) {}

  /** `{ file, fn }` of a profile frame: the source file (node_modules/<package>/… or the app's path). */
  resolve(frame: Protocol.Runtime.CallFrame): { file: string; fn: string } {
    const fallback = { file: unmappedFile(frame.url), fn: frame.functionName || '(anonymous)' };
    const consumer = this.consumerOf(frame.url);
    if (!consumer) return fallback;
    const original = consumer.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!original.source) return fallback;
    const assetDir = path.join(this.distDir, 'assets');
    return { file: sourceName(path.resolve(assetDir, original.source)), fn: original.name ?? fallback.fn };
  }

  private consumerOf(url: string): SourceMapConsumer | null {
    const asset = url.match(/\/assets\/[^/?#]+\.js/)?.[0];
    if (!asset) return null;
    if (!this.consumers.has(asset)) {
      let consumer: SourceMapConsumer | null = null;
      try {
        consumer = new SourceMapConsumer(
          JSON.parse(readFileSync(path.join(this.distDir, `${asset}.map`), 'utf8')),
        );
      } catch {
        // A chunk without its map (none today) stays under its file name.
      }
      this.consumers.set(asset, consumer);
    }
    return this.consumers.get(asset)!;
  }
}

/** A frame no source map covers: the browser's own code, the page's inline scripts or puppeteer's wait. */
function unmappedFile(url: string): string {
  if (!url) return '(browser)';
  if (url.startsWith('pptr:')) return '(puppeteer: the wait for the button)';
  if (url.includes('/assets/')) return path.basename(url);
  return '(the page: index.html inline scripts)';
}

/** `node_modules/<package>/…`, or the path from the repository's root, of a source's absolute path. */
function sourceName(source: string): string {
  const inPackage = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (inPackage) return `node_modules/${inPackage[1]}/${inPackage[2]}`;
  return path.relative(REPO_ROOT, source);
}

/** The package of a source file (`zod`, `@reduxjs/toolkit`), `app: <folder>` or the browser's own work. */
function ownerOf(file: string): string {
  const inPackage = file.match(/^node_modules\/((?:@[^/]+\/)?[^/]+)\//);
  if (inPackage) return inPackage[1]!;
  const app = file.match(/^apps\/web\/src\/([^/]+)\//) ?? file.match(/^(packages|plugins)\/([^/]+)\//);
  if (app)
    return app[0].startsWith('packages') || app[0].startsWith('plugins')
      ? `@platform ${app[2]}`
      : `app: ${app[1]}`;
  return file;
}

function add(totals: Totals, key: string, ms: number): void {
  totals.set(key, (totals.get(key) ?? 0) + ms);
}

/** Self time of each sample, by owner, source file and function (the browser's idle time left out). */
export function attribute(
  profile: Protocol.Profiler.Profile,
  maps: SourceMaps,
  into: Record<'owner' | 'file' | 'fn', Totals>,
) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas ?? [];
  const samples = profile.samples ?? [];
  for (let i = 0; i < samples.length; i++) {
    const node = nodes.get(samples[i]!)!;
    const name = node.callFrame.functionName;
    if (name === '(idle)' || name === '(program)') continue;
    // A sample's time is the interval until the next one.
    const ms = (deltas[i + 1] ?? SAMPLING_INTERVAL_US) / 1000;
    const { file, fn } = name.startsWith('(') ? { file: name, fn: name } : maps.resolve(node.callFrame);
    add(into.owner, ownerOf(file), ms);
    add(into.file, file, ms);
    add(into.fn, `${fn}  ${file}`, ms);
  }
}

export function printTable(title: string, totals: Totals, loads: number, rows = TOP): void {
  const all = [...totals.values()].reduce((sum, ms) => sum + ms, 0);
  console.log(`\n${title}`);
  console.log('| ms per load | share | |\n|---:|---:|---|');
  for (const [key, ms] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`| ${(ms / loads).toFixed(1)} | ${((100 * ms) / all).toFixed(1)} % | ${key} |`);
}

/**
 * The schemas a load built, by the source file whose code asked zod for them: each stack's first frame
 * outside zod, mapped through the build's source maps.
 */
export function schemasBySourceFile(stacks: SchemaStacks, maps: SourceMaps): Totals {
  const totals: Totals = new Map();
  for (const stack of stacks) {
    const files = stack.map(
      ({ url, line, column }) =>
        maps.resolve({ url, lineNumber: line - 1, columnNumber: column - 1, functionName: '', scriptId: '' })
          .file,
    );
    add(totals, files.find((file) => !file.startsWith('node_modules/zod/')) ?? 'node_modules/zod', 1);
  }
  return totals;
}
