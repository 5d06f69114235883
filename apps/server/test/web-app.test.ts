import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from './test-app.js';

let t: TestApp;
const distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
beforeAll(async () => {
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><title>Ecoterrieni</title>');
  writeFileSync(path.join(distDir, 'assets', 'app.js'), 'console.log(1)');
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
