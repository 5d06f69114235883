import { readdirSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { files, lessonAnswers, slides, users } from '../db/schema.js';
import { createLocalFileStorage } from '../modules/files/file-storage.js';
import { detectFileType } from '../modules/files/file-signature.js';
import { SEED_STEPS, seedDemoData } from './seed-demo-data.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
}, 180_000);
afterAll(() => t.close());

const uploadsRoot = () => path.join(t.config.dataDir, 'uploads');
const storedFiles = () =>
  readdirSync(uploadsRoot(), { recursive: true, withFileTypes: true }).filter((e) => e.isFile());

// One database for both: the failed seed must leave it empty, so the real seed can run afterwards.
describe('seedDemoData', () => {
  it('leaves no rows and no stored files when a step fails', async () => {
    const failing = {
      name: 'failing',
      run: () => Promise.reject(new Error('seed step failed')),
    };
    await expect(
      seedDemoData(t.database.db, {
        passwordHasher: t.app.services.passwordHasher,
        storage: createLocalFileStorage(uploadsRoot()),
        steps: [...SEED_STEPS, failing],
      }),
    ).rejects.toThrow('seed step failed');
    expect(await t.database.db.select().from(users)).toHaveLength(0);
    expect(await t.database.db.select().from(files)).toHaveLength(0);
    expect(storedFiles()).toHaveLength(0);
  });

  it("stores the pupil's answer photos as real files the teacher can open", async () => {
    expect(
      await seedDemoData(t.database.db, {
        passwordHasher: t.app.services.passwordHasher,
        storage: createLocalFileStorage(uploadsRoot()),
      }),
    ).toBe(true);
    const answers = await t.database.db
      .select({ answer: lessonAnswers.answer })
      .from(lessonAnswers)
      .innerJoin(slides, eq(slides.id, lessonAnswers.slideId))
      .where(eq(slides.type, 'IMAGE_UPLOAD'));
    const urls = answers.flatMap(({ answer }) => (answer as { photoUrls: string[] }).photoUrls);
    expect(urls.length).toBeGreaterThan(0);
    const [elev] = await t.database.db.select().from(users).where(eq(users.email, 'elev@demo.ro'));
    const seededFiles = await t.database.db.select().from(files);
    expect(storedFiles()).toHaveLength(seededFiles.length);
    for (const url of new Set(urls)) {
      expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
      const row = seededFiles.find((file) => url.endsWith(file.id));
      expect(row).toMatchObject({ ownerId: elev!.id, category: 'LESSON_ANSWER_PHOTOS', mime: 'image/png' });
      const read = await t.app.inject({ method: 'GET', url, headers: await t.authAs('profesor@demo.ro') });
      expect(read.statusCode).toBe(200);
      expect(read.headers['content-type']).toBe('image/png');
      expect(detectFileType(read.rawPayload)?.mime).toBe('image/png');
    }
  });

  it('seeds no slide that points at a file the demo does not have', async () => {
    const rows = await t.database.db.select({ data: slides.data }).from(slides);
    for (const { data } of rows) expect(JSON.stringify(data)).not.toMatch(/\/api\/files\/[A-Z_]+\//);
  });
});
