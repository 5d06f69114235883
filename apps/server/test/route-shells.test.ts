import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { ROUTE_PRELOADS_FILE, type RoutePreloads } from '@platform/contracts';
import { loadRouteShells, routeShellOf } from '../src/http/route-shells.js';
import { createTestApp, type TestApp } from './test-app.js';

// A build like Vite's: the entry and its vendor chunk in index.html, the completion page's chunks lazy.
const ENTRY = 'assets/index-Aa11Bb22.js';
const VENDOR = 'assets/compat-Cc33Dd44.js';
const PAGE = 'assets/completion-page-Ee55Ff66.js';
const SHARED = 'assets/lesson-api-Gg77Hh88.js';
const PAGE_CSS = 'assets/completion-page-Ii99Jj00.css';
const LISTS = 'assets/lessons-Kk11Ll22.js';
const INDEX_HTML =
  '<!doctype html><html lang="ro"><head><title>Ecoterrieni</title>' +
  `<script type="module" crossorigin src="/${ENTRY}"></script>` +
  `<link rel="modulepreload" crossorigin href="/${VENDOR}"></head><body><div id="root"></div></body></html>`;
const PRELOADS: RoutePreloads = {
  routes: [
    {
      name: 'lesson completion',
      paths: ['/completare-lectie/id/:id', '/completare-provocare/id/:id'],
      // The vendor chunk is in index.html already; the last file is missing from this build.
      scripts: [VENDOR, PAGE, SHARED, 'assets/gone-Mm33Nn44.js'],
      styles: [PAGE_CSS],
    },
    { name: 'lesson lists', paths: ['/teme-de-casa'], scripts: [LISTS], styles: [] },
  ],
};

function writeBuild(dir: string, preloads: unknown): void {
  mkdirSync(path.join(dir, 'assets'), { recursive: true });
  mkdirSync(path.join(dir, '.vite'), { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  for (const file of [ENTRY, VENDOR, PAGE, SHARED, PAGE_CSS, LISTS]) writeFileSync(path.join(dir, file), '');
  writeFileSync(path.join(dir, ROUTE_PRELOADS_FILE), JSON.stringify(preloads));
}

const completionLinks =
  `<link rel="modulepreload" crossorigin href="/${PAGE}">` +
  `<link rel="modulepreload" crossorigin href="/${SHARED}">` +
  `<link rel="preload" as="style" crossorigin href="/${PAGE_CSS}"></head>`;

let t: TestApp;
const distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-routes-'));
beforeAll(async () => {
  writeBuild(distDir, PRELOADS);
  t = await createTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('a pupil page names its own code in its HTML', () => {
  it("sends a lesson's completion page with its chunks and CSS preloaded, not those index.html has", async () => {
    const response = await get('/completare-lectie/id/7', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toBe(INDEX_HTML.replace('</head>', completionLinks));
    expect(html.split(`/${VENDOR}"`)).toHaveLength(2);
    expect(html).not.toContain('gone-');
  });

  it('sends the same HTML gzipped or plain, and for every path of the route, query and all', async () => {
    const expected = INDEX_HTML.replace('</head>', completionLinks);
    const gzipped = await get('/completare-provocare/id/12?from=teme', 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(expected);
    const plain = await get('/completare-lectie/id/7/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(expected);
    const lists = await get('/teme-de-casa');
    expect(lists.body).toBe(
      INDEX_HTML.replace('</head>', `<link rel="modulepreload" crossorigin href="/${LISTS}"></head>`),
    );
  });

  it('sends the plain index.html to pages that are not listed, and to a lesson preview', async () => {
    for (const url of [
      '/profil',
      '/completare-lectie/id/7/preview',
      '/completare-lectie/id',
      '/x/completare-lectie/id/7',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(INDEX_HTML);
    }
  });
});

describe('the route manifest of a build', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  const build = (preloads: unknown) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-manifest-'));
    dirs.push(dir);
    writeBuild(dir, preloads);
    return dir;
  };

  it('is refused, with a warning, when it names a file outside the build folder or is not JSON', () => {
    const outside = structuredClone(PRELOADS);
    outside.routes[0]!.scripts.push('assets/../../secret.js');
    for (const dir of [build(outside), build('{')]) {
      const warnings: string[] = [];
      expect(loadRouteShells(dir, (message) => warnings.push(message))).toEqual([]);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toContain(ROUTE_PRELOADS_FILE);
    }
    const broken = build(PRELOADS);
    writeFileSync(path.join(broken, ROUTE_PRELOADS_FILE), '{');
    expect(loadRouteShells(broken, () => undefined)).toEqual([]);
  });

  it('matches a path parameter as exactly one segment', () => {
    const shells = loadRouteShells(build(PRELOADS), () => undefined);
    expect(routeShellOf(shells, '/completare-lectie/id/abc')?.name).toBe('lesson completion');
    expect(routeShellOf(shells, '/completare-lectie/id/1/2')).toBeUndefined();
    expect(routeShellOf(shells, '/teme-de-casa/1')).toBeUndefined();
  });
});
