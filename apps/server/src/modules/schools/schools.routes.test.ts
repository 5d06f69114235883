import { eq } from 'drizzle-orm';
import { ROMANIAN_COUNTIES, SCHOOL_MESSAGES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { multipart, PNG_BYTES } from '../../../test/support/fixtures.js';
import { schools } from '../../db/schema.js';
import { readExport, xlsxBytes } from '../reports/export-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = async (email: string, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: await t.authAs(email), ...(payload ? { payload } : {}) });
const schoolCount = async () => (await t.database.db.select().from(schools)).length;

const NEW_SCHOOL = {
  numeInstitutieInvatamant: '  Școala Nouă Test  ',
  cui: '99887766',
  codSe: 'SE9001',
  adresa: { judet: 'Argeș', oras: 'Pitești', strada: 'Strada Test', numar: '9' },
  adresaLivrareAceeasiCuScoala: true,
  numarElevi: 300,
  telefon: '0248000000',
  numeReprezentatLegal: 'Director Test',
  detineRecipiente: true,
  participareEditieAnterioara: false,
};

describe('schools CRUD', () => {
  it('staff create a school: trimmed, delivery address copied from the school address', async () => {
    const response = await call('programator@demo.ro', 'POST', '/api/schools', NEW_SCHOOL);
    expect(response.statusCode).toBe(201);
    const school = response.json();
    expect(school).toMatchObject({
      numeInstitutieInvatamant: 'Școala Nouă Test',
      codSe: 'SE9001',
      professor: null,
    });
    expect(school.adresaLivrare).toMatchObject({ judet: 'Argeș', oras: 'Pitești', strada: 'Strada Test' });
    const fetched = await call('admin@demo.ro', 'GET', `/api/schools/${school.id}`);
    expect(fetched.json()).toEqual(school);
  });

  it('refuses a taken SE code with 409 and a field error', async () => {
    const response = await call('admin@demo.ro', 'POST', '/api/schools', { ...NEW_SCHOOL, codSe: 'SE0001' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual({ codSe: SCHOOL_MESSAGES.codSeTaken });
  });

  it.each([
    [
      { ...NEW_SCHOOL, numeInstitutieInvatamant: '   ' },
      'numeInstitutieInvatamant',
      SCHOOL_MESSAGES.nameRequired,
    ],
    [{ ...NEW_SCHOOL, adresa: { oras: 'X' } }, 'adresa.judet', SCHOOL_MESSAGES.countyRequired],
    [
      { ...NEW_SCHOOL, adresa: { judet: 'Atlantida', oras: 'X' } },
      'adresa.judet',
      SCHOOL_MESSAGES.countyUnknown,
    ],
    [{ ...NEW_SCHOOL, adresa: { judet: 'Cluj', oras: '' } }, 'adresa.oras', SCHOOL_MESSAGES.cityRequired],
    [{ ...NEW_SCHOOL, numarElevi: 2.5 }, 'numarElevi', SCHOOL_MESSAGES.studentsInvalid],
    [
      { ...NEW_SCHOOL, adresaLivrareAceeasiCuScoala: false },
      'adresaLivrare.judet',
      SCHOOL_MESSAGES.countyRequired,
    ],
  ])(
    'bad input is a 400 with the field message and creates nothing (%#)',
    async (payload, field, message) => {
      const before = await schoolCount();
      const response = await call('admin@demo.ro', 'POST', '/api/schools', {
        ...payload,
        codSe: `BAD${field}`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[field]).toBe(message);
      expect(await schoolCount()).toBe(before);
    },
  );

  it('staff update a school with a different delivery address', async () => {
    const [cluj] = await t.database.db.select().from(schools).where(eq(schools.codSe, 'SE0002'));
    const response = await call('admin@demo.ro', 'PATCH', '/api/schools', {
      ...NEW_SCHOOL,
      id: cluj!.id,
      codSe: 'SE0002',
      numeInstitutieInvatamant: 'Liceul Teoretic Demo Cluj',
      adresaLivrareAceeasiCuScoala: false,
      adresaLivrare: { judet: 'Cluj', oras: 'Florești', strada: 'Depozit' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().adresaLivrare).toMatchObject({ judet: 'Cluj', oras: 'Florești' });
    expect(
      (await call('admin@demo.ro', 'PATCH', '/api/schools', { ...NEW_SCHOOL, id: 999999 })).statusCode,
    ).toBe(404);
  });

  it('a teacher reads only their own school', async () => {
    const own = await call('profesor@demo.ro', 'GET', '/api/schools/own');
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ codSe: 'SE0001', professor: { email: 'profesor@demo.ro' } });
    expect((await call('profesor@demo.ro', 'GET', `/api/schools/${own.json().id}`)).statusCode).toBe(200);
    const [other] = await t.database.db.select().from(schools).where(eq(schools.codSe, 'SE0003'));
    expect((await call('profesor@demo.ro', 'GET', `/api/schools/${other!.id}`)).statusCode).toBe(403);
    const none = await call('profesor.nou@demo.ro', 'GET', '/api/schools/own');
    expect(none.statusCode).toBe(404);
    expect(none.json().message).toBe(SCHOOL_MESSAGES.noOwnSchool);
  });
});

describe('lookups', () => {
  it('lists the 41 counties and București', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/schools/counties' });
    expect(response.json()).toHaveLength(42);
    expect(response.json()).toEqual([...ROMANIAN_COUNTIES]);
    expect(response.json()).toContain('București');
  });

  it('dropdown filters by name or SE code and county', async () => {
    const byName = (await call('profesor@demo.ro', 'GET', '/api/schools/dropdown?q=cluj')).json();
    expect(byName.map((s: { codSe: string }) => s.codSe)).toEqual(['SE0002']);
    const byCounty = (
      await call('admin@demo.ro', 'GET', `/api/schools/dropdown?judet=${encodeURIComponent('Iași')}`)
    ).json();
    expect(byCounty).toEqual([expect.objectContaining({ codSe: 'SE0003', judet: 'Iași', oras: 'Iași' })]);
  });

  it('default is an empty school form', async () => {
    const response = await call('profesor.nou@demo.ro', 'GET', '/api/schools/default');
    expect(response.json()).toMatchObject({
      numeInstitutieInvatamant: '',
      adresaLivrareAceeasiCuScoala: true,
      adresa: { judet: null },
    });
  });
});

describe('GET /api/schools/report', () => {
  it('pages 20 by default, sorted by name ascending, with the teacher name', async () => {
    const page = (await call('admin@demo.ro', 'GET', '/api/schools/report')).json();
    expect(page.pageable).toEqual({ pageNumber: 0, pageSize: 20, sort: 'numeInstitutieInvatamant,asc' });
    const names = page.content.map(
      (row: { numeInstitutieInvatamant: string }) => row.numeInstitutieInvatamant,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ro', { sensitivity: 'base' })));
    expect(page.content.find((row: { codSe: string }) => row.codSe === 'SE0001')).toMatchObject({
      teacherName: 'Ioana Profesor',
      judet: 'București',
      numarElevi: 420,
    });
    expect(page.totalElements).toBe(page.content.length);
  });

  it('filters by text columns and by teacher, sorts by student count', async () => {
    const byCounty = (
      await call('programator@demo.ro', 'GET', `/api/schools/report?judet=${encodeURIComponent('Timiș')}`)
    ).json();
    expect(byCounty.content.map((row: { codSe: string }) => row.codSe)).toEqual(['SE0004']);
    const byTeacher = (await call('admin@demo.ro', 'GET', '/api/schools/report?teacherName=ioana')).json();
    expect(byTeacher.totalElements).toBe(1);
    const sorted = (
      await call('admin@demo.ro', 'GET', '/api/schools/report?sort=numarElevi,desc&size=2&page=0')
    ).json();
    expect(sorted.content[0].numarElevi).toBeGreaterThanOrEqual(sorted.content[1].numarElevi);
    expect(sorted.totalPages).toBe(Math.ceil(sorted.totalElements / 2));
  });

  it('GET /api/schools is the same page for staff, refused to teachers', async () => {
    const list = await call('programator@demo.ro', 'GET', '/api/schools?size=2');
    expect(list.json()).toMatchObject({
      pageable: { pageSize: 2 },
      content: [expect.any(Object), expect.any(Object)],
    });
    expect((await call('profesor@demo.ro', 'GET', '/api/schools')).statusCode).toBe(403);
  });

  it('refuses an unknown or unsortable column (SE code) with 400', async () => {
    for (const sort of ['codSe,asc', 'parola,desc']) {
      expect((await call('admin@demo.ro', 'GET', `/api/schools/report?sort=${sort}`)).statusCode).toBe(400);
    }
  });

  it('exports raport_scoli as a readable xlsx with the report columns', async () => {
    const response = await call(
      'admin@demo.ro',
      'GET',
      `/api/schools/report?export=xlsx&judet=${encodeURIComponent('București')}`,
    );
    expect(response.json().fileName).toBe('raport_scoli.xlsx');
    const rows = await readExport(t, 'admin@demo.ro', response.json().url);
    expect(rows[0]).toEqual([
      'Nume școală',
      'CUI',
      'Cod SIIIR',
      'Cod SE',
      'Județ',
      'Oraș',
      'Profesor',
      'Număr elevi',
      'Telefon',
    ]);
    expect(rows.slice(1)).toEqual([
      [
        'Școala Gimnazială nr. 1 Demo',
        '12345678',
        '4061100001',
        'SE0001',
        'București',
        'București',
        'Ioana Profesor',
        '420',
        '0210000001',
      ],
    ]);
  });
});

describe('POST /api/schools/import-data', () => {
  const HEADER = [
    'Nume școală',
    'CUI',
    'Cod SE',
    'Județ',
    'Oraș',
    'Stradă',
    'Număr elevi',
    'Deține recipiente',
  ];
  const upload = async (bytes: Buffer, email = 'admin@demo.ro') => {
    const body = multipart(
      'file',
      'scoli.xlsx',
      bytes,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    return t.app.inject({
      method: 'POST',
      url: '/api/schools/import-data',
      payload: body.payload,
      headers: { ...body.headers, ...(await t.authAs(email)) },
    });
  };

  it('creates new schools and updates those with a known SE code', async () => {
    const bytes = await xlsxBytes([
      HEADER,
      ['Școala Importată 1', '111', 'SE7001', 'Dolj', 'Craiova', 'Strada A', 120, 'DA'],
      ['Școala Gimnazială Demo Iași', '34567890', 'SE0003', 'Iași', 'Iași', 'Strada Nouă', 333, 'NU'],
    ]);
    const response = await upload(bytes);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SCHOOL_MESSAGES.imported, created: 1, updated: 1 });
    const [created] = await t.database.db.select().from(schools).where(eq(schools.codSe, 'SE7001'));
    expect(created).toMatchObject({ adresaJudet: 'Dolj', numarElevi: 120, detineRecipiente: true });
    const [updated] = await t.database.db.select().from(schools).where(eq(schools.codSe, 'SE0003'));
    expect(updated).toMatchObject({ adresaStrada: 'Strada Nouă', numarElevi: 333 });
  });

  it('reports row errors in Romanian and imports nothing', async () => {
    const before = await schoolCount();
    const bytes = await xlsxBytes([
      HEADER,
      ['Școala Bună', '1', 'SE7100', 'Olt', 'Slatina', '', 10, ''],
      ['', '2', 'SE7101', 'Olt', 'Slatina', '', 10, ''],
      ['Școala Fără Județ', '3', 'SE7102', '', 'Slatina', '', 'multi', ''],
    ]);
    const response = await upload(bytes);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: SCHOOL_MESSAGES.importHasErrors,
      errors: {
        'rand3.numeInstitutieInvatamant': SCHOOL_MESSAGES.nameRequired,
        'rand4.adresa.judet': SCHOOL_MESSAGES.countyRequired,
        'rand4.numarElevi': SCHOOL_MESSAGES.studentsInvalid,
      },
    });
    expect(await schoolCount()).toBe(before);
  });

  it('refuses a file that is not xlsx, a missing file, and non-ADMIN callers', async () => {
    const notExcel = await upload(PNG_BYTES);
    expect(notExcel.statusCode).toBe(400);
    expect(notExcel.json().message).toBe(SCHOOL_MESSAGES.importInvalidFile);
    const missing = await call('admin@demo.ro', 'POST', '/api/schools/import-data', {});
    expect(missing.statusCode).toBe(400);
    expect((await upload(await xlsxBytes([HEADER]), 'programator@demo.ro')).statusCode).toBe(403);
  });
});
