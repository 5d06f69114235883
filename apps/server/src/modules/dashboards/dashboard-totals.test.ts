import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/client.js';
import { editions, lessons, schools, users } from '../../db/schema.js';
import { createTestDatabase } from '../../../test/test-db.js';

/**
 * The edition dashboard reads summary tables that triggers keep (migration 0003). Whatever writes the rows
 * (an answer, a review, a sync, a pupil moved to another school, a deletion and its cascades), the totals must
 * equal what a recount of the rows gives. Each step below changes the rows the way some path of the app does,
 * then recounts; a seeded random walk then mixes the same changes.
 */
let handle: DatabaseHandle;
let editionIds: number[];
let schoolIds: number[];
let lessonIds: number[];
const pupilIds: number[] = [];

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Summary rows that are not zero, and the same figures recounted from lesson_attempts and users. */
async function totalsAndRecount() {
  const text = async (query: ReturnType<typeof sql>) =>
    (await rows<{ r: string }>(sql`select r::text from (${query}) q(r) order by 1`)).map((row) => row.r);
  return {
    totals: {
      lessons: await text(sql`
        select row(edition_id, school_id, lesson_id, completed, points::numeric(14, 2))
        from dashboard_lesson_totals where completed <> 0 or points <> 0`),
      active: await text(sql`
        select row(edition_id, school_id, active_pupils) from dashboard_school_totals where active_pupils <> 0`),
      pupils: await text(sql`
        select row(edition_id, user_id, school_id, attempts) from dashboard_edition_pupils`),
      enrolled: await text(sql`select row(school_id, pupils) from dashboard_school_pupils where pupils <> 0`),
    },
    recount: {
      lessons: await text(sql`
        select row(a.edition_id, coalesce(u.school_id, 0), a.lesson_id, count(*)::bigint,
          coalesce(sum(a.punctaj_final), 0)::numeric(14, 2))
        from lesson_attempts a join users u on u.id = a.user_id
        where a.state in ('COMPLETED', 'APPROVED')
        group by a.edition_id, coalesce(u.school_id, 0), a.lesson_id`),
      active: await text(sql`
        select row(a.edition_id, coalesce(u.school_id, 0), count(distinct a.user_id)::bigint)
        from lesson_attempts a join users u on u.id = a.user_id
        group by a.edition_id, coalesce(u.school_id, 0)`),
      pupils: await text(sql`
        select row(a.edition_id, a.user_id, coalesce(u.school_id, 0), count(*)::integer)
        from lesson_attempts a join users u on u.id = a.user_id
        group by a.edition_id, a.user_id, u.school_id`),
      enrolled: await text(sql`
        select row(school_id, count(*)::bigint) from users
        where role = 'ELEV' and school_id is not null group by school_id`),
    },
  };
}

async function expectTotalsExact() {
  const { totals, recount } = await totalsAndRecount();
  expect(totals).toEqual(recount);
}

const attempt = (
  user: number,
  lesson: number,
  edition: number,
  state: string,
  points: number | null,
  version = 0,
) => sql`
  insert into lesson_attempts (user_id, lesson_id, edition_id, state, punctaj_final, version)
  values (${user}, ${lesson}, ${edition}, ${state}, ${points}, ${version})`;

async function addPupil(school: number | null, name: string): Promise<number> {
  const [pupil] = await handle.db
    .insert(users)
    .values({
      role: 'ELEV',
      email: `${name}@totals.demo.ro`,
      nume: name,
      passwordHash: 'x',
      schoolId: school,
    })
    .returning();
  pupilIds.push(pupil!.id);
  return pupil!.id;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  const db = handle.db;
  editionIds = (
    await db
      .insert(editions)
      .values([{ nume: 'Ediția T1', isCurrentEdition: true }, { nume: 'Ediția T2' }])
      .returning()
  ).map((e) => e.id);
  schoolIds = (
    await db
      .insert(schools)
      .values(
        ['Cluj', 'Tulcea', 'Iași'].map((judet, i) => ({
          numeInstitutieInvatamant: `Școala Totaluri ${i}`,
          adresaJudet: judet,
          adresaOras: judet,
        })),
      )
      .returning()
  ).map((s) => s.id);
  lessonIds = (
    await db
      .insert(lessons)
      .values(
        ['HOMEWORK', 'LESSON', 'CHALLENGE'].map((type, i) => ({
          type: type as 'HOMEWORK',
          title: `Activitate ${i}`,
          description: 'D',
          punctajMaxim: 50,
        })),
      )
      .returning()
  ).map((l) => l.id);
});
afterAll(() => handle.close());

describe('dashboard summary tables', () => {
  it('count attempts, points, active and enrolled pupils as they are written', async () => {
    const [s1, s2] = schoolIds as [number, number];
    const [l1, l2] = lessonIds as [number, number];
    const [e1, e2] = editionIds as [number, number];
    const p1 = await addPupil(s1, 'p1');
    const p2 = await addPupil(s1, 'p2');
    const p3 = await addPupil(s2, 'p3');
    const p4 = await addPupil(null, 'p4');
    await expectTotalsExact();

    await handle.db.execute(attempt(p1, l1, e1, 'COMPLETED', 10));
    await handle.db.execute(attempt(p1, l2, e1, 'IN_PROGRESS', null));
    await handle.db.execute(attempt(p2, l1, e1, 'PENDING_APPROVAL', 30));
    await handle.db.execute(attempt(p3, l1, e1, 'APPROVED', 12.5));
    await handle.db.execute(attempt(p3, l1, e1, 'REJECTED', 0, 1));
    await handle.db.execute(attempt(p4, l2, e2, 'COMPLETED', 7));
    await expectTotalsExact();
    // A pupil's first attempts arriving at once (on PostgreSQL each on its own connection of the pool).
    const p5 = await addPupil(s2, 'p5');
    await Promise.all(lessonIds.map((lesson) => handle.db.execute(attempt(p5, lesson, e2, 'COMPLETED', 3))));
    await expectTotalsExact();
    const [before] = await rows<{ completed: string; points: string }>(sql`
      select sum(completed) as completed, sum(points) as points from dashboard_lesson_totals where edition_id = ${e1}`);
    expect(before).toEqual({ completed: '2', points: '22.50' });

    // A teacher approves, another rejects; an attempt's points are corrected; an answer only touches it.
    await handle.db.execute(sql`update lesson_attempts set state = 'APPROVED' where user_id = ${p2}`);
    await handle.db.execute(
      sql`update lesson_attempts set state = 'REJECTED', punctaj_final = 0 where user_id = ${p3} and version = 0`,
    );
    await handle.db.execute(
      sql`update lesson_attempts set punctaj_final = 11 where user_id = ${p1} and lesson_id = ${l1}`,
    );
    await handle.db.execute(sql`update lesson_attempts set updated_at = now() where user_id = ${p1}`);
    await expectTotalsExact();

    // Pupils change school, lose it, and one becomes a teacher.
    await handle.db
      .update(users)
      .set({ schoolId: s2 })
      .where(sql`id = ${p1}`);
    await handle.db
      .update(users)
      .set({ schoolId: null })
      .where(sql`id = ${p2}`);
    await handle.db
      .update(users)
      .set({ schoolId: s1 })
      .where(sql`id = ${p4}`);
    await handle.db
      .update(users)
      .set({ role: 'PROFESOR' })
      .where(sql`id = ${p3}`);
    await expectTotalsExact();

    // Deletions and their cascades: a pupil, a lesson, a school (its pupils keep no school).
    await handle.db.execute(sql`delete from users where id = ${p4}`);
    await expectTotalsExact();
    await handle.db.execute(sql`delete from lessons where id = ${l2}`);
    await expectTotalsExact();
    await handle.db.execute(sql`delete from schools where id = ${s2}`);
    await expectTotalsExact();
    const [after] = await rows<{ n: string }>(sql`select count(*) as n from dashboard_edition_pupils`);
    expect(Number(after!.n)).toBeGreaterThan(0);
  });

  it('stay exact through a seeded random mix of the same changes', async () => {
    let seed = 20261127;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const liveSchools = async () =>
      (await rows<{ id: number }>(sql`select id from schools order by id`)).map((r) => r.id);
    const liveLessons = async () =>
      (await rows<{ id: number }>(sql`select id from lessons order by id`)).map((r) => r.id);
    for (let i = 0; i < 8; i++) await addPupil(schoolIds[(i % 2) * 2]!, `r${i}`); // the second school is gone
    const states = ['IN_PROGRESS', 'PENDING_APPROVAL', 'COMPLETED', 'APPROVED', 'REJECTED'];
    for (let step = 0; step < 240; step++) {
      const pupil = pupilIds[random(pupilIds.length)]!;
      const lessonsNow = await liveLessons();
      const schoolsNow = await liveSchools();
      const lesson = lessonsNow[random(lessonsNow.length)]!;
      const edition = editionIds[random(editionIds.length)]!;
      switch (random(6)) {
        case 0:
        case 1:
          await handle.db.execute(sql`
            insert into lesson_attempts (user_id, lesson_id, edition_id, state, punctaj_final, version)
            select ${pupil}, ${lesson}, ${edition}, ${states[random(states.length)]}, ${random(40)},
              coalesce(max(version) + 1, 0)
            from lesson_attempts where user_id = ${pupil} and lesson_id = ${lesson} and edition_id = ${edition}
            having exists (select 1 from users where id = ${pupil})`);
          break;
        case 2:
          await handle.db.execute(sql`
            update lesson_attempts set state = ${states[random(states.length)]}, punctaj_final = ${random(40)}
            where id = (select id from lesson_attempts where user_id = ${pupil} order by id limit 1)`);
          break;
        case 3:
          await handle.db.execute(sql`
            update users set school_id = ${random(4) === 0 ? null : schoolsNow[random(schoolsNow.length)]!}
            where id = ${pupil}`);
          break;
        case 4:
          await handle.db.execute(sql`
            update users set role = ${random(3) === 0 ? 'PROFESOR' : 'ELEV'} where id = ${pupil}`);
          break;
        default:
          await handle.db.execute(sql`
            delete from lesson_attempts
            where id = (select id from lesson_attempts where user_id = ${pupil} order by id desc limit 1)`);
      }
      if (step % 40 === 39) await expectTotalsExact();
    }
    await handle.db.execute(sql`delete from users where id = ${pupilIds.at(-1)!}`);
    await expectTotalsExact();
    const [{ n } = { n: '0' }] = await rows<{ n: string }>(sql`select count(*) as n from lesson_attempts`);
    expect(Number(n)).toBeGreaterThan(20);
  });

  it('are rebuilt from the rows by dashboard_totals_rebuild (the migration backfill, bulk loads)', async () => {
    await handle.db.execute(sql`update dashboard_lesson_totals set completed = completed + 5`);
    await handle.db.execute(sql`delete from dashboard_school_pupils`);
    const { totals, recount } = await totalsAndRecount();
    expect(totals).not.toEqual(recount);
    await handle.db.execute(sql`select dashboard_totals_rebuild()`);
    await expectTotalsExact();
  });
});
