import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 180_000);
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports the database in use and that it answers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ok',
      database: { kind: process.env.DATABASE_URL ? 'postgres' : 'pglite', status: 'ok' },
    });
  });

  it('answers 503 when the database is gone', async () => {
    const { createTestDatabase } = await import('../../../test/test-db.js');
    const { buildApp } = await import('../../app.js');
    const database = await createTestDatabase();
    const app = await buildApp({ db: database.db, config: t.config, databaseKind: database.kind });
    await database.close();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json().database.status).toBe('error');
    await app.close();
  });
});
