import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freePort, startServerProcess } from './server-process.js';

const [lowestOutgoingPort] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
  .trim()
  .split(/\s+/)
  .map(Number);

/** A listener on `port` that hangs up on whoever connects (the server helper's health check included). */
const listenOn = (port: number) =>
  new Promise<Server>((resolve, reject) => {
    const server = createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

describe('the server process helper', () => {
  it("picks free ports below the range of outgoing connections' ports", async () => {
    for (let i = 0; i < 10; i++) {
      const port = await freePort();
      // Chromium refuses ports up to 10080 (its unsafe list); the journeys' browser must open any of these.
      expect(port).toBeGreaterThan(10_080);
      expect(port).toBeLessThan(lowestOutgoingPort!);
      // Free: something can listen on it.
      await close(await listenOn(port));
    }
  });

  it('starts the server on another port when the chosen one is taken before it listens', async () => {
    // The port handed out first is held here, as an outgoing connection held a journey's port once.
    const taken = await freePort();
    const holder = await listenOn(taken);
    const ports = [taken];
    const dataDir = mkdtempSync(path.join(tmpdir(), 'port-taken-'));
    try {
      const server = await startServerProcess({
        run: 'source',
        env: { DATA_DIR: dataDir, JWT_SECRET: 'port-test-secret-port-test-secret', DATABASE_URL: '' },
        choosePort: async () => ports.shift() ?? (await freePort()),
      });
      try {
        expect(server.port).not.toBe(taken);
        expect((await fetch(`${server.url}/api/health`)).ok).toBe(true);
        // The first attempt seeded the demo data before its listen failed; the second found it and serves it.
        const login = await fetch(`${server.url}/api/auth/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'admin@demo.ro', parola: 'Demo1234!' }),
        });
        expect(login.status).toBe(200);
      } finally {
        await server.stop();
      }
    } finally {
      await close(holder);
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 240_000);
});
