import { readdirSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { strToU8, unzipSync, zipSync, type Zippable } from 'fflate';
import { LESSON_PACKAGE_FORMAT, LESSON_TYPES } from '@platform/contracts';
import { questionFixtures } from '@platform/slide-question/fixtures';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipart, PNG_BYTES } from '../../../test/support/fixtures.js';
import { files, lessons, slides, users } from '../../db/schema.js';
import { draft, infoSlide, lessonTestKit, questionSlide, textSlide } from './lessons-test-helpers.js';

let source: TestApp;
let target: TestApp;
beforeAll(async () => {
  source = await createTestApp();
  // The installation the lessons travel to: no lessons at all, one ADMIN to import them.
  target = await createTestApp({ seed: false });
  await target.database.db.insert(users).values({
    role: 'ADMIN',
    email: 'admin@demo.ro',
    nume: 'Admin Țintă',
    passwordHash: await target.app.services.passwordHasher.hash('Demo1234!'),
    isEnabled: true,
  });
}, 300_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
});
const kit = lessonTestKit(() => source);

async function exportFrom(t: TestApp, id: number, email = 'admin@demo.ro') {
  return t.app.inject({ method: 'GET', url: `/api/lessons/${id}/export`, headers: await t.authAs(email) });
}

async function importInto(t: TestApp, zip: Uint8Array, options: { dryRun?: boolean; email?: string } = {}) {
  const form = multipart('file', 'lectie.zip', Buffer.from(zip), 'application/zip');
  return t.app.inject({
    method: 'POST',
    url: `/api/lessons/import${options.dryRun ? '?dryRun=true' : ''}`,
    headers: { ...form.headers, ...(await t.authAs(options.email ?? 'admin@demo.ro')) },
    payload: form.payload,
  });
}

async function counts(t: TestApp) {
  const [l] = await t.database.db.select({ n: count() }).from(lessons);
  const [s] = await t.database.db.select({ n: count() }).from(slides);
  const [f] = await t.database.db.select({ n: count() }).from(files);
  return { lessons: l!.n, slides: s!.n, files: f!.n, stored: storedFiles(t) };
}

/** Every file in the uploads folder of an app's data directory. */
function storedFiles(t: TestApp): number {
  const root = path.join(t.config.dataDir, 'uploads');
  try {
    return readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
      .length;
  } catch {
    return 0;
  }
}

/** A hand-made package: lesson.json plus any entries. */
function packageOf(
  slideList: { type: string; pluginVersion: string; schemaVersion: number; data: unknown }[],
  extra: Zippable = {},
  packageFiles: unknown[] = [],
) {
  const lessonJson = {
    format: LESSON_PACKAGE_FORMAT,
    exportedAt: '2026-11-01T10:00:00.000Z',
    lesson: {
      type: 'LESSON',
      title: 'Lecție adusă de pe alt server',
      description: 'Importată',
      deadline: null,
      punctajMaxim: 10,
      image: null,
    },
    slides: slideList.map((slide, index) => ({ ...slide, number: index + 1 })),
    files: packageFiles,
  };
  return zipSync({ 'lesson.json': strToU8(JSON.stringify(lessonJson)), ...extra });
}

async function expectRefused(zip: Uint8Array, message: RegExp) {
  const before = await counts(target);
  for (const dryRun of [true, false]) {
    const response = await importInto(target, zip, { dryRun });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().message).toMatch(message);
  }
  expect(await counts(target)).toEqual(before);
}

describe('lesson packages: export and import', () => {
  it('round trip: every demo lesson comes back with the same slides, hidden', async () => {
    const ids: number[] = [];
    for (const type of LESSON_TYPES) {
      const list = (await kit.admin('GET', `/api/lessons?type=${type}`)).json() as { id: number }[];
      ids.push(...list.map((lesson) => lesson.id));
    }
    expect(ids.length).toBeGreaterThan(4);
    for (const id of ids) {
      const exported = await exportFrom(source, id);
      expect(exported.statusCode, exported.body).toBe(200);
      expect(exported.headers['content-type']).toBe('application/zip');
      expect(exported.headers['content-disposition']).toMatch(
        /^attachment; filename\*=UTF-8''lectie-.+\.zip$/,
      );
      const entries = unzipSync(new Uint8Array(exported.rawPayload));
      expect(Object.keys(entries)).toContain('lesson.json');

      const imported = await importInto(target, new Uint8Array(exported.rawPayload));
      expect(imported.statusCode, imported.body).toBe(201);
      const newId = imported.json().id as number;
      const original = (await kit.admin('GET', `/api/lessons/${id}`)).json();
      const copy = (
        await target.app.inject({
          method: 'GET',
          url: `/api/lessons/${newId}`,
          headers: await target.authAs('admin@demo.ro'),
        })
      ).json();
      expect(copy.isHidden).toBe(true);
      expect(copy.title).toBe(original.title);
      const shape = (lesson: { slides: { type: string; data: unknown; schemaVersion: number }[] }) =>
        lesson.slides.map(({ type, data, schemaVersion }) => ({ type, data, schemaVersion }));
      expect(shape(copy)).toEqual(shape(original));
    }
  }, 180_000);

  it('carries the uploaded images a lesson references; they open on the other server', async () => {
    const upload = multipart('file', 'coperta.png', PNG_BYTES, 'image/png');
    const uploaded = await source.app.inject({
      method: 'POST',
      url: '/api/files/upload?folder=LESSON_IMAGES',
      headers: { ...upload.headers, ...(await source.authAs('admin@demo.ro')) },
      payload: upload.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const imageUrl = uploaded.json().url as string;
    const info = { ...infoSlide(), data: { markdown: 'Cu imagine', imageUrl, imageAlt: 'Copertă' } };
    const created = await kit.admin(
      'POST',
      '/api/lessons',
      draft('LESSON', [info, questionSlide()], { image: imageUrl, title: 'Cu imagini' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const exported = await exportFrom(source, created.json().id);
    const entries = unzipSync(new Uint8Array(exported.rawPayload));
    const filePaths = Object.keys(entries).filter((name) => name.startsWith('files/'));
    expect(filePaths).toHaveLength(1);

    const imported = await importInto(target, new Uint8Array(exported.rawPayload));
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = (
      await target.app.inject({
        method: 'GET',
        url: `/api/lessons/${imported.json().id}`,
        headers: await target.authAs('admin@demo.ro'),
      })
    ).json();
    expect(copy.image).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(copy.image).not.toBe(imageUrl);
    expect(copy.slides[0].data.imageUrl).toBe(copy.image);
    const image = await target.app.inject({ method: 'GET', url: copy.image });
    expect(image.statusCode).toBe(200);
    expect(Buffer.compare(image.rawPayload, PNG_BYTES)).toBe(0);
  });

  it('dry run reports the QUESTION legacy fixture migrated from schema 1 to 3 and writes nothing', async () => {
    const legacy = questionFixtures.legacyData![0]!;
    const zip = packageOf([
      { type: 'QUESTION', pluginVersion: '0.9.0', schemaVersion: legacy.schemaVersion, data: legacy.data },
      textSlide(),
    ]);
    const before = await counts(target);
    const dryRun = await importInto(target, zip, { dryRun: true });
    expect(dryRun.statusCode, dryRun.body).toBe(200);
    expect(dryRun.json()).toMatchObject({
      id: null,
      dryRun: true,
      report: {
        title: 'Lecție adusă de pe alt server',
        slides: [
          { number: 1, type: 'QUESTION', fromSchemaVersion: 1, toSchemaVersion: 3, migrated: true },
          { number: 2, type: 'TEXT', fromSchemaVersion: 1, toSchemaVersion: 1, migrated: false },
        ],
        isHidden: true,
      },
    });
    expect(await counts(target)).toEqual(before);

    const imported = await importInto(target, zip);
    expect(imported.statusCode, imported.body).toBe(201);
    const [stored] = await target.database.db
      .select()
      .from(slides)
      .orderBy(slides.id)
      .limit(1)
      .offset((await counts(target)).slides - 2);
    expect(stored).toMatchObject({ type: 'QUESTION', schemaVersion: 3 });
    expect(stored!.data).toMatchObject({
      text: 'Ce culoare are containerul pentru DEEE?',
      options: [
        { id: 'opt-1', text: 'Roșu', isCorrect: true },
        { id: 'opt-2', text: 'Albastru', isCorrect: false },
        { id: 'opt-3', text: 'Galben', isCorrect: false },
      ],
    });
  });

  it('refuses a slide type this installation lacks, naming it, and writes no row and no file', async () => {
    const zip = packageOf(
      [questionSlide(), { type: 'FUTURE_POLL', pluginVersion: '3.1.0', schemaVersion: 7, data: {} }],
      { 'files/a.png': PNG_BYTES },
      [
        {
          url: '/api/files/00000000-0000-4000-8000-000000000000',
          path: 'files/a.png',
          mime: 'image/png',
          category: 'SLIDE_IMAGES',
        },
      ],
    );
    await expectRefused(zip, /Tipul de slide FUTURE_POLL \(versiunea 3\.1\.0\) nu este instalat/);
  });

  it('refuses a schema newer than the installed plugin knows', async () => {
    const zip = packageOf([{ ...questionSlide(), pluginVersion: '9.0.0', schemaVersion: 99 }]);
    await expectRefused(zip, /QUESTION are schema de date versiunea 99.*schema 3/);
  });

  it('refuses a slide its plugin rejects', async () => {
    const zip = packageOf([
      { ...questionSlide(), data: { text: '', multiple: false, options: [], points: 1 } },
    ]);
    await expectRefused(zip, /Slide-ul 1 \(QUESTION\) nu este valid/);
  });

  it('refuses paths that climb out of the archive', async () => {
    for (const name of ['../evil.png', 'files/../../evil.png', '/etc/evil.png', 'files\\..\\evil.png']) {
      await expectRefused(packageOf([textSlide()], { [name]: PNG_BYTES }), /cale nepermisă/);
    }
    await expectRefused(packageOf([textSlide()], { 'script.js': strToU8('alert(1)') }), /fișier neașteptat/);
  });

  it('refuses a zip bomb', async () => {
    // 11 MB of zeros in about 11 KB: past the 10 MB per-file cap (the byte counting is tested in the archive test).
    const bomb = packageOf([textSlide()], {
      'files/big.png': [new Uint8Array(11 * 1024 * 1024), { level: 1 }],
    });
    expect(bomb.length).toBeLessThan(200_000);
    await expectRefused(bomb, /volum prea mare/);
  });

  it('refuses a file that claims to be an image and is not, and content pointing outside the package', async () => {
    const fake = packageOf([textSlide()], { 'files/x.png': strToU8('<script>alert(1)</script>') }, [
      {
        url: '/api/files/00000000-0000-4000-8000-000000000001',
        path: 'files/x.png',
        mime: 'image/png',
        category: 'SLIDE_IMAGES',
      },
    ]);
    await expectRefused(fake, /files\/x\.png nu este o imagine/);
    const dangling = packageOf([
      {
        ...infoSlide(),
        data: { markdown: 'x', imageUrl: '/api/files/00000000-0000-4000-8000-000000000002', imageAlt: 'x' },
      },
    ]);
    await expectRefused(dangling, /nu este inclus în pachet/);
    await expectRefused(strToU8('nu este o arhivă'), /nu este o arhivă \.zip validă/);
    await expectRefused(zipSync({ 'files/a.png': PNG_BYTES }), /nu conține lesson\.json/);
  });

  it('is for ADMIN and DBEST only, and documented in the OpenAPI document', async () => {
    const zip = packageOf([textSlide()]);
    for (const email of ['profesor@demo.ro', 'elev@demo.ro', 'logistica@demo.ro']) {
      expect((await exportFrom(source, 1, email)).statusCode).toBe(403);
      expect((await importInto(source, zip, { email, dryRun: true })).statusCode).toBe(403);
    }
    expect((await source.app.inject({ method: 'GET', url: '/api/lessons/1/export' })).statusCode).toBe(401);
    const dbest = await importInto(source, zip, { email: 'programator@demo.ro', dryRun: true });
    expect(dbest.statusCode, dbest.body).toBe(200);
    expect((await exportFrom(source, 999_999)).statusCode).toBe(404);
    const doc = (await source.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/lessons/{id}/export'].get).toBeDefined();
    expect(doc.paths['/api/lessons/import'].post).toBeDefined();
  });
});
