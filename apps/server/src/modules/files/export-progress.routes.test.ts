import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function progress(email: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/files/excel-reports/progress',
    headers: await t.authAs(email),
  });
}

describe('GET /api/files/excel-reports/progress', () => {
  it('shows the rows written so far of my running export only, and nothing once it is done', async () => {
    const adminId = (await t.app.services.usersRepository.findByEmail('admin@demo.ro'))!.id;
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    let written!: () => void;
    const threeWritten = new Promise<void>((resolve) => (written = resolve));
    async function* rows() {
      for (let i = 1; i <= 3; i++) yield { n: i };
      written();
      await paused;
      yield { n: 4 };
    }
    const exported = t.app.services.exportsService.exportRows({
      ownerId: adminId,
      fileName: 'raport_test',
      columns: [{ header: 'N', value: (row: { n: number }) => row.n }],
      rows: rows(),
    });
    await threeWritten;
    const running = await progress('admin@demo.ro');
    expect(running.statusCode).toBe(200);
    expect(running.json()).toEqual({
      exports: [{ fileName: 'raport_test.xlsx', rows: 3, seconds: expect.any(Number) }],
    });
    // Someone else's export is not theirs to watch.
    expect((await progress('logistica@demo.ro')).json()).toEqual({ exports: [] });
    release();
    await exported;
    expect((await progress('admin@demo.ro')).json()).toEqual({ exports: [] });
  });

  it('is refused to pupils and teachers, who cannot export', async () => {
    expect((await progress('elev@demo.ro')).statusCode).toBe(403);
    expect((await progress('profesor@demo.ro')).statusCode).toBe(403);
  });
});
