import { FILE_MESSAGES, GENERIC_MESSAGES, MAX_UPLOAD_BYTES } from '@platform/contracts';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipart, PDF_BYTES, PNG_BYTES } from '../../../test/support/fixtures.js';
import { files } from '../../db/schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 180_000);
afterAll(() => t.close());

async function upload(as: string, folder: string, bytes: Buffer, name = 'fisier.bin') {
  const body = multipart('file', name, bytes, 'image/png');
  return t.app.inject({
    method: 'POST',
    url: `/api/files/upload?folder=${folder}`,
    headers: { ...(await t.authAs(as)), ...body.headers },
    payload: body.payload,
  });
}

describe('POST /api/files/upload', () => {
  it('stores an image and returns its URL', async () => {
    const response = await upload('elev@demo.ro', 'LESSON_ANSWER_PHOTOS', PNG_BYTES, 'poza.png');
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      url: expect.stringMatching(/^\/api\/files\/[0-9a-f-]{36}$/),
      mime: 'image/png',
      size: PNG_BYTES.length,
    });
    const read = await t.app.inject({
      method: 'GET',
      url: response.json().url,
      headers: await t.authAs('elev@demo.ro'),
    });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('checks the type from the bytes, whatever the name says', async () => {
    const before = (await t.database.db.select().from(files)).length;
    const fake = await upload(
      'elev@demo.ro',
      'LESSON_ANSWER_PHOTOS',
      Buffer.from('<script>alert(1)</script>'),
      'poza.png',
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toEqual({
      message: FILE_MESSAGES.imageOnly,
      errors: { file: FILE_MESSAGES.imageOnly },
    });
    expect((await t.database.db.select().from(files)).length).toBe(before);
  });

  it('accepts PDF only where the specs allow it', async () => {
    expect((await upload('profesor@demo.ro', 'USER_PROTOCOLS', PDF_BYTES, 'protocol.pdf')).statusCode).toBe(
      201,
    );
    expect(
      (await upload('profesor@demo.ro', 'WASTE_COLLECTION_FORM_PHOTOS', PDF_BYTES, 'pv.pdf')).statusCode,
    ).toBe(201);
    const refused = await upload('admin@demo.ro', 'SLIDE_IMAGES', PDF_BYTES, 'slide.pdf');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(FILE_MESSAGES.imageOnly);
  });

  it('refuses files over 10 MB with a Romanian message', async () => {
    const big = Buffer.concat([PNG_BYTES, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    const response = await upload('admin@demo.ro', 'LESSON_IMAGES', big, 'mare.png');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: FILE_MESSAGES.tooLarge,
      errors: { file: FILE_MESSAGES.tooLarge },
    });
  });

  it('refuses a missing file, an unknown category and categories of other roles', async () => {
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload?folder=DEFAULT',
      headers: { ...(await t.authAs('elev@demo.ro')), 'content-type': 'application/json' },
      payload: {},
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(GENERIC_MESSAGES.fileMissing);
    expect((await upload('elev@demo.ro', 'ALTCEVA', PNG_BYTES)).statusCode).toBe(400);
    expect((await upload('elev@demo.ro', 'LESSON_IMAGES', PNG_BYTES)).statusCode).toBe(403);
  });
});

describe('GET /api/files/:id access', () => {
  it('serves content images to anyone and private files only to allowed callers', async () => {
    const image = (await upload('admin@demo.ro', 'SLIDE_IMAGES', PNG_BYTES)).json().url;
    expect((await t.app.inject({ method: 'GET', url: image })).statusCode).toBe(200);

    const signature = (await upload('elev@demo.ro', 'PARENT_SIGNATURES', PNG_BYTES)).json().url;
    const as = async (email: string) =>
      (await t.app.inject({ method: 'GET', url: signature, headers: await t.authAs(email) })).statusCode;
    expect((await t.app.inject({ method: 'GET', url: signature })).statusCode).toBe(401);
    expect(await as('elev@demo.ro')).toBe(200);
    expect(await as('profesor@demo.ro')).toBe(200); // same school
    expect(await as('admin@demo.ro')).toBe(200);
    expect(await as('profesor.nou@demo.ro')).toBe(403); // no school
    expect(await as('elev.nou@demo.ro')).toBe(403);
    expect(await as('logistica@demo.ro')).toBe(403);
  });

  it('answers unknown and malformed ids with 404 / 400', async () => {
    const headers = await t.authAs('admin@demo.ro');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/files/00000000-0000-4000-8000-000000000000', headers }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/files/..%2F..%2Fetc%2Fpasswd', headers })).statusCode,
    ).toBe(400);
  });
});

describe('exports', () => {
  it('exports the filtered users report to xlsx, readable only by its owner', async () => {
    const created = await t.app.inject({
      method: 'GET',
      url: '/api/users/report?export=xlsx&role=ELEV',
      headers: await t.authAs('admin@demo.ro'),
    });
    expect(created.statusCode, created.body).toBe(200);
    const { url, fileName } = created.json();
    expect(fileName).toBe('raport_elevi.xlsx');

    const download = async (as: string, exportUrl = url) =>
      t.app.inject({
        method: 'GET',
        url: `/api/files/excel-reports?url=${encodeURIComponent(exportUrl)}`,
        headers: await t.authAs(as),
      });
    const own = await download('admin@demo.ro');
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toContain('raport_elevi.xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(own.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(4).value).toBe('Nume');
    const emails = [2, 3].map((n) => sheet.getRow(n).getCell(5).value).sort();
    expect(emails).toEqual(['elev.nou@demo.ro', 'elev@demo.ro']);
    expect(sheet.rowCount).toBe(3);

    expect((await download('programator@demo.ro')).statusCode).toBe(404);
    for (const foreign of [
      '../jwt-secret',
      'exports/../../jwt-secret',
      'https://evil.example/x.xlsx',
      '/etc/passwd',
      'exports/x.xlsx',
    ]) {
      expect((await download('admin@demo.ro', foreign)).statusCode, foreign).toBe(400);
    }
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/files/excel-reports?url=${encodeURIComponent(url)}` }))
        .statusCode,
    ).toBe(401);
  });

  it('hides export from teachers', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/users/report?export=xlsx',
      headers: await t.authAs('profesor@demo.ro'),
    });
    expect(response.statusCode).toBe(403);
  });
});
