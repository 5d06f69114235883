import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { buildApp } from '../src/app.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { users } from '../src/db/schema.js';
import { createScratchPostgresDatabase } from './test-db.js';
import { startServerProcess } from './support/server-process.js';

const DEMO = { email: 'admin@demo.ro', parola: 'Demo1234!' };

describe('restart keeps data (PGlite on disk)', () => {
  it('finds every write after closing and reopening, and does not seed again', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'server-restart-'));
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'restart-test-secret-restart-test' });
    const open = async () => {
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') });
      await database.migrate();
      const app = await buildApp({ db: database.db, config, databaseKind: 'pglite' });
      return { database, app };
    };
    try {
      const first = await open();
      expect(
        await seedDemoData(first.database.db, {
          passwordHasher: first.app.services.passwordHasher,
          storage: first.app.services.uploadsStorage,
        }),
      ).toBe(true);
      const login = await first.app.inject({ method: 'POST', url: '/api/auth/authenticate', payload: DEMO });
      const headers = { authorization: `Bearer ${login.json().token}` };
      const patched = await first.app.inject({
        method: 'PATCH',
        url: '/api/users/profile',
        headers,
        payload: { telefon: '0799999999' },
      });
      expect(patched.statusCode).toBe(200);
      const userCount = (await first.database.db.select().from(users)).length;
      await first.app.close();
      await first.database.close();

      const second = await open();
      expect(
        await seedDemoData(second.database.db, {
          passwordHasher: second.app.services.passwordHasher,
          storage: second.app.services.uploadsStorage,
        }),
      ).toBe(false);
      const [admin] = await second.database.db.select().from(users).where(eq(users.email, DEMO.email));
      expect(admin!.telefon).toBe('0799999999');
      expect((await second.database.db.select().from(users)).length).toBe(userCount);
      // The refresh token issued before the restart still works.
      const refreshed = await second.app.inject({
        method: 'POST',
        url: '/api/auth/refresh-token',
        payload: { refreshToken: login.json().refreshToken },
      });
      expect(refreshed.statusCode).toBe(200);
      await second.app.close();
      await second.database.close();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});

describe('SIGKILL during writes', () => {
  it('loses no write that was answered 2xx', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'server-kill-'));
    const scratch = process.env.DATABASE_URL
      ? await createScratchPostgresDatabase(process.env.DATABASE_URL)
      : undefined;
    const env = {
      DATA_DIR: dataDir,
      JWT_SECRET: 'kill-test-secret-kill-test-secret',
      DATABASE_URL: scratch?.url ?? '',
    };
    try {
      let server = await startServerProcess({ run: 'source', env });
      const login = await fetch(`${server.url}/api/auth/authenticate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(DEMO),
      });
      expect(login.status).toBe(200);

      const answered: string[] = [];
      let sent = 0;
      let stop = false;
      // Keep four writers busy: each registers pupils until the server dies under them.
      const writer = async (worker: number) => {
        for (let i = 0; !stop; i++) {
          const email = `kill-${worker}-${i}@demo.ro`;
          sent++;
          try {
            const response = await fetch(`${server.url}/api/auth/register`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({
                role: 'ELEV',
                email,
                parola: 'Parola123!',
                nume: `Elev ${worker}-${i}`,
                teacherCode: 'DEMOPROF',
              }),
            });
            if (response.status === 201) answered.push(email);
          } catch {
            return; // connection dropped by the kill
          }
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      while (answered.length < 12) await new Promise((resolve) => setTimeout(resolve, 20));
      await server.stop('SIGKILL');
      stop = true;
      await Promise.all(writers);
      expect(sent).toBeGreaterThan(answered.length);

      server = await startServerProcess({ run: 'source', env });
      try {
        const relogin = await fetch(`${server.url}/api/auth/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(DEMO),
        });
        const adminToken = ((await relogin.json()) as { token: string }).token;
        const report = await fetch(`${server.url}/api/users/report?email=kill-&size=1000`, {
          headers: { authorization: `Bearer ${adminToken}` },
        });
        const stored = new Set(
          ((await report.json()) as { content: { email: string }[] }).content.map((u) => u.email),
        );
        expect(answered.filter((email) => !stored.has(email))).toEqual([]);
      } finally {
        await server.stop('SIGTERM');
      }
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 600_000);
});
