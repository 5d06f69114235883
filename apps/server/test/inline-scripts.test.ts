import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inlineScriptSourcesOf, scriptHashSource } from '../src/http/inline-scripts.js';
import { createTestApp, type TestApp } from './test-app.js';

const EARLY_CALLS = '(function(s){try{window.x=s}catch(e){}})({"a":"\\u003c/script>"});';
const INDEX_HTML =
  `<!doctype html><html lang="ro"><head><script>${EARLY_CALLS}</script>` +
  '<script type="module" crossorigin src="/assets/index-Aa11Bb22.js"></script></head>' +
  `<body><div id="root"></div><script>${EARLY_CALLS}</script></body></html>`;
const HASH = `'sha256-${createHash('sha256').update(EARLY_CALLS).digest('base64')}'`;

const dirs: string[] = [];
const buildWith = (html: string | null) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-inline-'));
  dirs.push(dir);
  if (html !== null) writeFileSync(path.join(dir, 'index.html'), html);
  return dir;
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false, env: { WEB_DIST_DIR: buildWith(INDEX_HTML) } });
}, 180_000);
afterAll(async () => {
  await t.close();
  dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe("index.html's inline script", () => {
  it('is allowed by its SHA-256, once, and scripts with a src are not hashed', () => {
    expect(scriptHashSource(EARLY_CALLS)).toBe(HASH);
    expect(inlineScriptSourcesOf(buildWith(INDEX_HTML))).toEqual([HASH]);
    expect(inlineScriptSourcesOf(buildWith('<script src="/a.js"></script><p>no inline</p>'))).toEqual([]);
    expect(inlineScriptSourcesOf(buildWith(null))).toEqual([]);
  });

  it('is allowed in the CSP of every response, the page, the API and its errors, and nothing else is', async () => {
    for (const url of ['/', '/completare-lectie/id/3', '/index.html', '/api/health', '/api/nope']) {
      const csp = String((await t.app.inject({ method: 'GET', url })).headers['content-security-policy']);
      expect(csp, url).toContain(`;script-src 'self' ${HASH};`);
      expect(/script-src[^;]*unsafe-(inline|eval)/.test(csp), url).toBe(false);
    }
  });
});
