import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
const HASHED_JS = 'assets/index-Bx3_k9Qa.js';
const HASHED_JS_TEXT = `export const lesson = ${JSON.stringify('ecoterrieni '.repeat(200))};`;
const distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Ecoterrieni</title>');
  writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
  // A hashed build asset and the shell with the build's brotli and gzip copies (vite-plugin-compression2).
  for (const [file, text] of [
    [HASHED_JS, HASHED_JS_TEXT],
    ['index.html', '<!doctype html><title>Ecoterrieni</title>'],
  ] as const) {
    writeFileSync(path.join(distDir, `${file}.br`), brotliCompressSync(text));
    writeFileSync(path.join(distDir, `${file}.gz`), gzipSync(text));
  }
  writeFileSync(path.join(distDir, HASHED_JS), HASHED_JS_TEXT);
  mkdirSync(path.join(distDir, '.vite'));
  writeFileSync(path.join(distDir, '.vite', 'manifest.json'), '{"secret":"build tooling"}');
  t = await createTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } });
}, 180_000);
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('serves index.html at / and for every client route (SPA fallback)', async () => {
    for (const url of ['/', '/autentificare', '/rapoarte/utilizatori?page=2']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.body).toContain('Ecoterrieni');
    }
  });

  it('serves assets, and JSON 404s for unknown API paths and missing assets', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-type']).toContain('javascript');
    const api = await t.app.inject({ method: 'GET', url: '/api/nu-exista' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Resursa nu a fost găsită', errors: {} });
    expect((await t.app.inject({ method: 'POST', url: '/ceva' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/assets/lipsa.js' })).statusCode).toBe(404);
  });
});

describe('compression and caching of the built web app', () => {
  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
    });

  it('sends the brotli copy of a hashed asset to a browser that accepts it, cached for a year', async () => {
    const response = await get(`/${HASHED_JS}`, 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(HASHED_JS_TEXT);
  });

  it('falls back to gzip, then to the plain file, with the same cache lifetime', async () => {
    const gzipped = await get(`/${HASHED_JS}`, 'gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(HASHED_JS_TEXT);
    expect(gzipped.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await get(`/${HASHED_JS}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(HASHED_JS_TEXT);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('marks the app shell no-cache at / and on every client route, compressed too', async () => {
    for (const url of ['/', '/index.html', '/completare-lectie/id/7']) {
      const response = await get(url, 'br, gzip');
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-type'], url).toContain('text/html');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toContain('Ecoterrieni');
    }
  });

  it('never caches an unhashed file for long', async () => {
    const response = await get('/assets/app.js');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('does not serve the build tooling folder', async () => {
    const response = await get('/.vite/manifest.json');
    expect(response.body).not.toContain('build tooling');
  });

  it('compresses API JSON of 1 kB and more when the client accepts it, not smaller answers', async () => {
    const small = await get('/api/schools/counties', 'gzip');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.rawPayload.length).toBeLessThan(1024);
    const plain = await get('/api/docs/json');
    expect(plain.statusCode).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const compressed = await get('/api/docs/json', 'gzip');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(compressed.rawPayload).toString())).toEqual(plain.json());
    expect(compressed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const brotli = await get('/api/docs/json', 'br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
  });
});
