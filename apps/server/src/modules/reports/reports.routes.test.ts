import { REPORT_MESSAGES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import {
  editions,
  lessonAttempts,
  lessons,
  schoolParticipations,
  schools,
  users,
  wasteOrders,
} from '../../db/schema.js';
import { readExport } from './export-test-helpers.js';

let t: TestApp;
let current: number;
let previous: number;

/** A school with known activity: pupils' attempts in every state and orders in every state. */
async function seedReportSchool() {
  const db = t.database.db;
  const [school] = await db
    .insert(schools)
    .values({
      numeInstitutieInvatamant: 'Școala Raport Test',
      codSe: 'SE8001',
      adresaJudet: 'Vaslui',
      adresaOras: 'Bârlad',
      adresaLivrareAceeasiCuScoala: false,
      livrareJudet: 'Vaslui',
      livrareOras: 'Vaslui',
      numarElevi: 123,
      numeReprezentatLegal: 'Director Raport',
      detineRecipiente: true,
    })
    .returning();
  await db.insert(schoolParticipations).values({ schoolId: school!.id, editionId: current });
  const base = { passwordHash: 'x', isEnabled: true, schoolId: school!.id };
  const [teacher] = await db
    .insert(users)
    .values({ ...base, role: 'PROFESOR', email: 'prof.raport@demo.ro', nume: 'Prof Raport', telefon: '0711' })
    .returning();
  const [p1, p2] = await db
    .insert(users)
    .values([
      { ...base, role: 'ELEV', email: 'e1.raport@demo.ro', nume: 'E1', teacherId: teacher!.id },
      { ...base, role: 'ELEV', email: 'e2.raport@demo.ro', nume: 'E2', teacherId: teacher!.id },
    ])
    .returning();
  const lesson = async (type: 'LESSON' | 'HOMEWORK' | 'PRACTICAL_ACTIVITY') =>
    (
      await db
        .insert(lessons)
        .values({ type, title: `T ${type}`, description: 'D', punctajMaxim: 100 })
        .returning()
    )[0]!.id;
  const [l, h, p] = [await lesson('LESSON'), await lesson('HOMEWORK'), await lesson('PRACTICAL_ACTIVITY')];
  const attempt = (
    userId: number,
    lessonId: number,
    state: 'COMPLETED' | 'APPROVED' | 'PENDING_APPROVAL' | 'REJECTED',
    punctajFinal: number,
    editionId = current,
    version = 0,
  ) => ({
    userId,
    lessonId,
    state,
    punctajFinal,
    editionId,
    version,
  });
  await db
    .insert(lessonAttempts)
    .values([
      attempt(p1!.id, l, 'COMPLETED', 10),
      attempt(p1!.id, h, 'COMPLETED', 5.5),
      attempt(p1!.id, p, 'APPROVED', 20),
      attempt(p2!.id, p, 'PENDING_APPROVAL', 30),
      attempt(p2!.id, h, 'REJECTED', 0),
      attempt(p2!.id, l, 'COMPLETED', 7),
      attempt(p2!.id, l, 'COMPLETED', 100, previous, 1),
    ]);
  const order = {
    schoolId: school!.id,
    contactPersonName: 'C',
    contactPersonEmail: 'c@demo.ro',
    contactPersonPhone: '07',
    deeeKg: 1,
  };
  await db.insert(wasteOrders).values([
    {
      ...order,
      editionId: current,
      isValidated: true,
      realDeeeKg: 10.5,
      realDbaKg: 2,
      realBecuriSiNeoaneKg: 1.25,
      points: 13.75,
    },
    { ...order, editionId: current, isValidated: true, realDeeeKg: 4, isProcessed: true, points: 4 },
    { ...order, editionId: current, isValidated: false, rejectReason: 'x' },
    { ...order, editionId: current },
    { ...order, editionId: previous, isValidated: true, realDeeeKg: 99, points: 99 },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(editions);
  current = rows.find((e) => e.isCurrentEdition)!.id;
  previous = rows.find((e) => !e.isCurrentEdition)!.id;
  await seedReportSchool();
});
afterAll(() => t.close());

const call = async (email: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authAs(email) });

describe('GET /api/schools/status-report (Raport Editie)', () => {
  it('totals real kg of validated orders, points per kind and approved counts of the edition', async () => {
    const page = (await call('admin@demo.ro', '/api/schools/status-report?codSe=SE8001')).json();
    expect(page.totalElements).toBe(1);
    expect(page.content[0]).toEqual({
      schoolId: expect.any(Number),
      numeInstitutieInvatamant: 'Școala Raport Test',
      cui: null,
      codSiiirUnitate: null,
      codSe: 'SE8001',
      totalDeeeKg: 14.5,
      totalDbaKg: 2,
      totalBecuriSiNeoaneKg: 1.25,
      points: {
        LESSON: 17,
        HOMEWORK: 5.5,
        PRACTICAL_ACTIVITY: 20,
        MONTHLY_CHALLENGE: 0,
        DAILY_CHALLENGE: 0,
        ORDERS: 17.75,
      },
      sumTotalPoints: 60.25,
      approvedCounts: {
        LESSON: 2,
        HOMEWORK: 1,
        PRACTICAL_ACTIVITY: 1,
        MONTHLY_CHALLENGE: 0,
        DAILY_CHALLENGE: 0,
      },
      mainAddress: expect.objectContaining({ judet: 'Vaslui', oras: 'Bârlad' }),
      deliveryAddress: expect.objectContaining({ judet: 'Vaslui', oras: 'Vaslui' }),
      numeReprezentatLegal: 'Director Raport',
      teacherName: 'Prof Raport',
      teacherEmail: 'prof.raport@demo.ro',
      teacherPhone: '0711',
      numarElevi: 123,
      studentsCount: 2,
      detineRecipiente: true,
      participareEditieAnterioara: false,
      adresaLivrareAceeasiCuScoala: false,
    });
  });

  it('lists the schools of the edition (participating or active), 20 per page by name', async () => {
    const page = (await call('programator@demo.ro', '/api/schools/status-report')).json();
    expect(page.pageable).toEqual({ pageNumber: 0, pageSize: 20, sort: 'numeInstitutieInvatamant,asc' });
    const codes = page.content.map((row: { codSe: string }) => row.codSe);
    expect(codes).toEqual(expect.arrayContaining(['SE0001', 'SE0002', 'SE8001']));
    expect(codes).not.toContain('SE0005'); // no participation, no activity
    const names = page.content.map(
      (row: { numeInstitutieInvatamant: string }) => row.numeInstitutieInvatamant,
    );
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ro', { sensitivity: 'base' })));
  });

  it('another edition has its own totals; sorting by points works', async () => {
    const old = (
      await call('admin@demo.ro', `/api/schools/status-report?editionId=${previous}&codSe=SE8001`)
    ).json();
    expect(old.content[0]).toMatchObject({
      totalDeeeKg: 99,
      points: expect.objectContaining({ LESSON: 100, ORDERS: 99 }),
      sumTotalPoints: 199,
    });
    const sorted = (await call('admin@demo.ro', '/api/schools/status-report?sort=sumTotalPoints,desc')).json()
      .content;
    const totals = sorted.map((row: { sumTotalPoints: number }) => row.sumTotalPoints);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('unknown edition is a 404; bad paging is a 400; teachers are refused', async () => {
    const missing = await call('admin@demo.ro', '/api/schools/status-report?editionId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REPORT_MESSAGES.editionNotFound);
    expect((await call('admin@demo.ro', '/api/schools/status-report?size=0')).statusCode).toBe(400);
    expect((await call('admin@demo.ro', '/api/schools/status-report?sort=cui,asc')).statusCode).toBe(400);
    expect((await call('profesor@demo.ro', '/api/schools/status-report')).statusCode).toBe(403);
  });

  it('exports raport_editie_{edition name} as a readable xlsx', async () => {
    const response = await call('admin@demo.ro', '/api/schools/status-report?export=xlsx&codSe=SE8001');
    expect(response.json().fileName).toBe('raport_editie_2025-2026.xlsx');
    const rows = await readExport(t, 'admin@demo.ro', response.json().url);
    expect(rows).toHaveLength(2);
    const row = Object.fromEntries(rows[0]!.map((header, index) => [header, rows[1]![index]]));
    expect(row).toMatchObject({
      Școala: 'Școala Raport Test',
      'Total DEEE (kg)': '14.5',
      'Total puncte': '60.25',
      'Elevi înscriși': '2',
      'Oraș (livrare)': 'Vaslui',
      'Deține recipiente': 'DA',
    });
  });
});
