import { eq } from 'drizzle-orm';
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

let t: TestApp;
let current: number;
let previous: number;
let homeworkId: number;

/** One school in a county no demo school uses (Tulcea), with known orders and attempts. */
async function seedTulcea() {
  const db = t.database.db;
  const [school] = await db
    .insert(schools)
    .values({ numeInstitutieInvatamant: 'Școala Sumar Test', adresaJudet: 'Tulcea', adresaOras: 'Tulcea' })
    .returning();
  await db.insert(schoolParticipations).values({ schoolId: school!.id, editionId: current });
  const base = { passwordHash: 'x', isEnabled: true, schoolId: school!.id };
  const [p1, p2] = await db
    .insert(users)
    .values([
      { ...base, role: 'ELEV', email: 'e1.sumar@demo.ro', nume: 'E1 Sumar' },
      { ...base, role: 'ELEV', email: 'e2.sumar@demo.ro', nume: 'E2 Sumar' },
      { ...base, role: 'ELEV', email: 'e3.sumar@demo.ro', nume: 'E3 Sumar' },
    ])
    .returning();
  const [homework] = await db
    .insert(lessons)
    .values({ type: 'HOMEWORK', title: 'Temă sumar', description: 'D', punctajMaxim: 50, isHidden: true })
    .returning();
  homeworkId = homework!.id;
  await db.insert(lessonAttempts).values([
    { userId: p1!.id, lessonId: homeworkId, editionId: current, state: 'COMPLETED', punctajFinal: 10 },
    { userId: p2!.id, lessonId: homeworkId, editionId: current, state: 'APPROVED', punctajFinal: 20 },
    {
      userId: p2!.id,
      lessonId: homeworkId,
      editionId: current,
      state: 'REJECTED',
      punctajFinal: 0,
      version: 1,
    },
    { userId: p1!.id, lessonId: homeworkId, editionId: previous, state: 'COMPLETED', punctajFinal: 99 },
  ]);
  const order = {
    schoolId: school!.id,
    contactPersonName: 'C',
    contactPersonEmail: 'c@demo.ro',
    contactPersonPhone: '07',
    timestamp: new Date('2026-10-07T10:00:00Z'),
  };
  await db.insert(wasteOrders).values([
    {
      ...order,
      editionId: current,
      deeeKg: 10,
      dbaKg: 2,
      isValidated: true,
      realDeeeKg: 12.5,
      realDbaKg: 1,
      points: 13.5,
    },
    { ...order, editionId: current, deeeKg: 5, isValidated: false, rejectReason: 'x' },
    { ...order, editionId: current, becuriSiNeoaneKg: 3, timestamp: new Date('2026-10-14T10:00:00Z') },
    { ...order, editionId: previous, deeeKg: 50, isValidated: true, realDeeeKg: 70, points: 70 },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  const rows = await t.database.db.select().from(editions);
  current = rows.find((e) => e.isCurrentEdition)!.id;
  previous = rows.find((e) => !e.isCurrentEdition)!.id;
  await seedTulcea();
});
afterAll(() => t.close());

const call = async (email: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await t.authAs(email) });

describe('GET /api/dashboards/edition (Sumar)', () => {
  it('one county: kg against estimates, schools, pupils, completions, points, weeks, lessons, top schools', async () => {
    const response = await call('admin@demo.ro', '/api/dashboards/edition?judet=Tulcea');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ editionId: current, judet: 'Tulcea' });
    expect(body.counties).toContain('Tulcea');
    expect(body.summary).toEqual({
      waste: [
        { kind: 'DEEE', realKg: 12.5, estimatedKg: 10 },
        { kind: 'DBA', realKg: 1, estimatedKg: 2 },
        { kind: 'BECURI_SI_NEOANE', realKg: 0, estimatedKg: 3 },
      ],
      schools: 1,
      pupilsEnrolled: 3,
      pupilsActive: 2,
      completedActivities: 2,
      pointsAwarded: 43.5,
    });
    expect(body.kgByCounty).toEqual([{ judet: 'Tulcea', kg: 13.5 }]);
    expect(body.weeks).toEqual([
      { weekStart: '2026-10-05', orders: 2, kg: 13.5 },
      { weekStart: '2026-10-12', orders: 1, kg: 0 },
    ]);
    expect(body.completionsByLesson).toEqual([
      { lessonId: homeworkId, title: 'Temă sumar', type: 'HOMEWORK', completions: 2 },
    ]);
    expect(body.topSchools).toEqual([
      { schoolId: expect.any(Number), name: 'Școala Sumar Test', judet: 'Tulcea', points: 43.5 },
    ]);
  });

  it('the whole country of the current edition by default; another edition has its own figures', async () => {
    const all = (await call('programator@demo.ro', '/api/dashboards/edition')).json();
    expect(all.judet).toBeNull();
    expect(all.counties).toEqual(expect.arrayContaining(['Tulcea']));
    expect(all.counties.length).toBeGreaterThan(1);
    expect(all.summary.schools).toBeGreaterThan(1);
    expect(all.summary.completedActivities).toBeGreaterThan(2);
    expect(all.kgByCounty.length).toBeGreaterThan(1);
    expect(all.topSchools.length).toBeGreaterThan(1);
    expect(all.topSchools.length).toBeLessThanOrEqual(20);
    const points = all.topSchools.map((row: { points: number }) => row.points);
    expect(points).toEqual([...points].sort((a, b) => b - a));
    const old = (
      await call('admin@demo.ro', `/api/dashboards/edition?editionId=${previous}&judet=Tulcea`)
    ).json();
    expect(old.summary).toMatchObject({ completedActivities: 1, pointsAwarded: 169 });
    expect(old.summary.waste[0]).toEqual({ kind: 'DEEE', realKg: 70, estimatedKg: 50 });
  });

  it('unknown edition is a 404, bad input a 400; other roles are refused', async () => {
    const missing = await call('admin@demo.ro', '/api/dashboards/edition?editionId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(REPORT_MESSAGES.editionNotFound);
    expect((await call('admin@demo.ro', '/api/dashboards/edition?editionId=abc')).statusCode).toBe(400);
    for (const email of ['profesor@demo.ro', 'elev@demo.ro', 'logistica@demo.ro'])
      expect((await call(email, '/api/dashboards/edition')).statusCode).toBe(403);
  });
});

describe('GET /api/dashboards/class-progress (Elevii mei)', () => {
  it("the teacher's pupils against the visible activities, with the demo pupil's states", async () => {
    const response = await call('profesor@demo.ro', '/api/dashboards/class-progress');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const titles = body.activities.map((a: { title: string }) => a.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Temă: deșeurile electrice din casa ta',
        'Activitate practică: cutia pentru baterii',
        'Provocarea lunii: colectăm becurile vechi',
        'Provocarea zilei: un bec vechi',
      ]),
    );
    expect(titles).not.toContain('Temă sumar'); // hidden
    expect(titles).not.toContain('Bateriile uzate și mediul'); // plain lesson
    const pupil = body.pupils.find((p: { nume: string; cells: unknown[] }) =>
      p.cells.some((c) => (c as { state: string | null }).state !== null),
    );
    const stateOf = (title: string) => pupil.cells[titles.indexOf(title)].state as string | null;
    expect(stateOf('Temă: deșeurile electrice din casa ta')).toBe('IN_PROGRESS');
    expect(stateOf('Activitate practică: cutia pentru baterii')).toBe('PENDING_APPROVAL');
    expect(stateOf('Provocarea lunii: colectăm becurile vechi')).toBe('APPROVED');
    expect(stateOf('Provocarea zilei: un bec vechi')).toBe('REJECTED');
    for (const p of body.pupils) expect(p.cells).toHaveLength(titles.length);
    expect(body.schoolPointsByWeek.length).toBeGreaterThan(0);
    expect(body.schoolPoints).toBe(body.schoolPointsByWeek.at(-1).points);
    const me = (await call('elev@demo.ro', '/api/points/me')).json();
    expect(body.schoolPoints).toBeCloseTo(me.schoolPoints, 2);
    const [demoPupil] = await t.database.db.select().from(users).where(eq(users.email, 'elev@demo.ro'));
    const row = body.pupils.find((p: { userId: number }) => p.userId === demoPupil!.id);
    expect(row.points).toBe(me.userPoints);
  });

  it('a small school shows all its classes at once; a class can be asked for, and the pupils without one', async () => {
    const body = (await call('profesor@demo.ro', '/api/dashboards/class-progress')).json();
    expect(body.shown).toBeNull();
    const names = body.classes.map((row: { clasa: string | null }) => row.clasa);
    expect(names).toEqual(expect.arrayContaining(['a V-a A', 'a VI-a B']));
    expect(body.classes.reduce((sum: number, row: { pupils: number }) => sum + row.pupils, 0)).toBe(
      body.pupils.length,
    );
    const pendingCells = body.pupils.flatMap((p: { cells: { state: string | null }[] }) =>
      p.cells.filter((c) => c.state === 'PENDING_APPROVAL'),
    );
    expect(pendingCells.length).toBeGreaterThan(0);
    expect(body.pendingTotal).toBe(pendingCells.length);

    const one = (
      await call('profesor@demo.ro', `/api/dashboards/class-progress?clasa=${encodeURIComponent('a VI-a B')}`)
    ).json();
    expect(one.shown).toEqual({ clasa: 'a VI-a B' });
    expect(one.pupils.length).toBeGreaterThan(0);
    for (const p of one.pupils) expect(p.clasa).toBe('a VI-a B');
    expect(one.classes).toEqual(body.classes);
    expect(one.schoolPointsByWeek).toEqual(body.schoolPointsByWeek);
    const none = (await call('profesor@demo.ro', '/api/dashboards/class-progress?clasa=')).json();
    expect(none.shown).toEqual({ clasa: null });
    for (const p of none.pupils) expect(p.clasa ?? '').toBe('');
    const tooLong = await call('profesor@demo.ro', `/api/dashboards/class-progress?clasa=${'x'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
  });

  it('a large school shows one class at a time: first the class whose answers await approval', async () => {
    const db = t.database.db;
    const [school] = await db
      .insert(schools)
      .values({ numeInstitutieInvatamant: 'Școala Mare Test', adresaJudet: 'Vaslui', adresaOras: 'Vaslui' })
      .returning();
    const base = { passwordHash: 'x', isEnabled: true, schoolId: school!.id };
    // The demo password's hash, so the new teacher signs in like the demo accounts.
    const [demoTeacher] = await db.select().from(users).where(eq(users.email, 'profesor@demo.ro'));
    await db.insert(users).values({
      ...base,
      passwordHash: demoTeacher!.passwordHash,
      role: 'PROFESOR',
      email: 'prof.mare@demo.ro',
      nume: 'Prof Mare',
    });
    const classOf = (i: number) => (i < 150 ? 'a V-a A' : i < 201 ? 'a V-a B' : null);
    const pupils = await db
      .insert(users)
      .values(
        Array.from({ length: 202 }, (_, i) => ({
          ...base,
          role: 'ELEV' as const,
          email: `mare${i}@demo.ro`,
          nume: `Elev Mare ${String(i).padStart(3, '0')}`,
          clasa: classOf(i),
        })),
      )
      .returning();
    const [visible] = await db
      .select()
      .from(lessons)
      .where(eq(lessons.title, 'Temă: deșeurile electrice din casa ta'));
    const attempt = { lessonId: visible!.id, editionId: current };
    await db.insert(lessonAttempts).values([
      // Pending, in 'a V-a B'.
      { ...attempt, userId: pupils[160]!.id, state: 'PENDING_APPROVAL' },
      // Pending once in 'a V-a A', then answered again: not awaiting approval any more.
      { ...attempt, userId: pupils[3]!.id, state: 'PENDING_APPROVAL' },
      { ...attempt, userId: pupils[3]!.id, state: 'COMPLETED', punctajFinal: 7, version: 1 },
    ]);

    const body = (await call('prof.mare@demo.ro', '/api/dashboards/class-progress')).json();
    expect(body.classes).toEqual([
      { clasa: 'a V-a A', pupils: 150, pending: 0 },
      { clasa: 'a V-a B', pupils: 51, pending: 1 },
      { clasa: null, pupils: 1, pending: 0 },
    ]);
    expect(body.pendingTotal).toBe(1);
    expect(body.shown).toEqual({ clasa: 'a V-a B' });
    expect(body.pupils).toHaveLength(51);
    const column = body.activities.findIndex((a: { lessonId: number }) => a.lessonId === visible!.id);
    const pending = body.pupils.find((p: { userId: number }) => p.userId === pupils[160]!.id);
    expect(pending.cells[column].state).toBe('PENDING_APPROVAL');
    expect(body.schoolPoints).toBe(7);

    const first = (
      await call('prof.mare@demo.ro', `/api/dashboards/class-progress?clasa=${encodeURIComponent('a V-a A')}`)
    ).json();
    expect(first.pupils).toHaveLength(150);
    const answeredAgain = first.pupils.find((p: { userId: number }) => p.userId === pupils[3]!.id);
    expect(answeredAgain.cells[column]).toEqual({ lessonId: visible!.id, state: 'COMPLETED', points: 7 });
    expect(answeredAgain.points).toBe(7);
    const none = (await call('prof.mare@demo.ro', '/api/dashboards/class-progress?clasa=')).json();
    expect(none.pupils.map((p: { userId: number }) => p.userId)).toEqual([pupils[201]!.id]);
  });

  it('is for teachers only; a teacher without a school gets an empty grid', async () => {
    for (const email of ['admin@demo.ro', 'elev@demo.ro'])
      expect((await call(email, '/api/dashboards/class-progress')).statusCode).toBe(403);
  });
});

describe('GET /api/dashboards/my-progress (pupil home)', () => {
  it("counts the pupil's done activities of those visible and their points", async () => {
    const response = await call('elev@demo.ro', '/api/dashboards/my-progress');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    const me = (await call('elev@demo.ro', '/api/points/me')).json();
    expect(body.points).toBe(me.userPoints);
    expect(body.schoolPoints).toBe(me.schoolPoints);
    expect(body.byType.map((row: { type: string }) => row.type)).toEqual([
      'HOMEWORK',
      'MONTHLY_CHALLENGE',
      'DAILY_CHALLENGE',
    ]);
    // The demo pupil: homework in progress, monthly challenge approved, daily challenge rejected.
    expect(body.byType.find((row: { type: string }) => row.type === 'MONTHLY_CHALLENGE').done).toBe(1);
    expect(body.done).toBeGreaterThanOrEqual(1);
    expect(body.visible).toBeGreaterThanOrEqual(body.done);
    expect((await call('profesor@demo.ro', '/api/dashboards/my-progress')).statusCode).toBe(403);
  });
});

describe('dashboard routes', () => {
  it('declare exactly their roles', () => {
    const declared = Object.fromEntries(
      t.app.declaredRoutes
        .filter((route) => route.url.startsWith('/api/dashboards/'))
        .map((route) => [`${route.method} ${route.url}`, route.access]),
    );
    expect(declared).toEqual({
      'GET /api/dashboards/edition': ['ADMIN', 'DBEST'],
      'GET /api/dashboards/class-progress': ['PROFESOR'],
      'GET /api/dashboards/my-progress': ['ELEV'],
    });
  });
});
