import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type AppConfig } from '../src/config.js';
import { buildApp, type BuildAppOptions } from '../src/app.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { createTestDatabase } from './test-db.js';

export const DEMO_PASSWORD = 'Demo1234!';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  /** Access token of a demo account. */
  tokenFor(email: string, password?: string): Promise<string>;
  /** `authorization` header of a demo account. */
  authAs(email: string): Promise<{ authorization: string }>;
  close(): Promise<void>;
}

/** The real app on a fresh database with the demo data and a temporary DATA_DIR (one per test file). */
export async function createTestApp(
  options: {
    seed?: boolean;
    env?: NodeJS.ProcessEnv;
    overrides?: BuildAppOptions['overrides'];
    logger?: BuildAppOptions['logger'];
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'server-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-test-secret-test-secret',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Suites fire many requests from one address; the rate-limit tests switch it on.
    RATE_LIMIT: 'off',
    ...options.env,
  });
  const database = await createTestDatabase();
  const app = await buildApp({
    db: database.db,
    config,
    databaseKind: database.kind,
    overrides: options.overrides,
    logger: options.logger,
  });
  if (options.seed !== false)
    await seedDemoData(database.db, {
      passwordHasher: app.services.passwordHasher,
      storage: app.services.uploadsStorage,
    });
  const tokens = new Map<string, string>();

  async function tokenFor(email: string, password = DEMO_PASSWORD): Promise<string> {
    const cached = tokens.get(email);
    if (cached && password === DEMO_PASSWORD) return cached;
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/authenticate',
      payload: { email, parola: password },
    });
    if (response.statusCode !== 200) throw new Error(`login ${email} failed: ${response.body}`);
    const token = response.json<{ token: string }>().token;
    if (password === DEMO_PASSWORD) tokens.set(email, token);
    return token;
  }

  return {
    app,
    database,
    config,
    tokenFor,
    authAs: async (email) => ({ authorization: `Bearer ${await tokenFor(email)}` }),
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
