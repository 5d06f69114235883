import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, count, desc, eq, isNotNull, ne } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createLessonsRepository } from '../modules/lessons/lessons.repository.js';
import { createSchoolRequestsRepository } from '../modules/school-requests/school-requests.repository.js';
import {
  draft,
  infoSlide,
  lessonTestKit,
  questionSlide,
  textSlide,
} from '../modules/lessons/lessons-test-helpers.js';
import {
  editions,
  lessonAttempts,
  notificationReceivers,
  schoolParticipations,
  schools,
  slides,
  users,
} from './schema.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = lessonTestKit(() => t);

async function slideCounts(): Promise<Map<number, number>> {
  const rows = await t.database.db
    .select({ lessonId: slides.lessonId, n: count() })
    .from(slides)
    .groupBy(slides.lessonId);
  return new Map(rows.map((row) => [row.lessonId, row.n]));
}

describe('lessons: slideCount', () => {
  it('a lesson with several slides is listed with its number of slides', async () => {
    const created = await kit.admin(
      'POST',
      '/api/lessons',
      draft('LESSON', [infoSlide(), questionSlide(), textSlide(), infoSlide('Mai multe.')]),
    );
    expect(created.statusCode, created.body).toBe(201);
    const list = (await kit.admin('GET', '/api/lessons')).json() as { id: number; slideCount: number }[];
    expect(list.find((lesson) => lesson.id === created.json().id)?.slideCount).toBe(4);
  });

  it('every listed lesson (API and repository) counts exactly its own slides', async () => {
    const actual = await slideCounts();
    const listed = await createLessonsRepository(t.database.db).list({}, await kit.userId('admin@demo.ro'));
    expect(listed.length).toBeGreaterThan(3);
    for (const lesson of listed) expect(lesson.slideCount, lesson.title).toBe(actual.get(lesson.id) ?? 0);
    expect(listed.some((lesson) => lesson.slideCount > 1)).toBe(true);
  });

  it("every listed lesson carries the caller's own latest attempt state in the current edition", async () => {
    const pupilId = await kit.userId('elev@demo.ro');
    const [current] = await t.database.db.select().from(editions).where(eq(editions.isCurrentEdition, true));
    // The latest attempt per lesson, computed another way: DISTINCT ON the lesson, highest version first.
    const latest = await t.database.db
      .selectDistinctOn([lessonAttempts.lessonId], {
        lessonId: lessonAttempts.lessonId,
        state: lessonAttempts.state,
      })
      .from(lessonAttempts)
      .where(and(eq(lessonAttempts.userId, pupilId), eq(lessonAttempts.editionId, current!.id)))
      .orderBy(lessonAttempts.lessonId, desc(lessonAttempts.version));
    const expected = new Map(latest.map((row) => [row.lessonId, row.state]));
    const repository = createLessonsRepository(t.database.db);
    const listed = await repository.list({}, pupilId);
    for (const lesson of listed)
      expect(lesson.attemptState, lesson.title).toBe(expected.get(lesson.id) ?? null);
    expect(new Set(listed.map((lesson) => lesson.attemptState)).size).toBeGreaterThan(2);
    const ofAdmin = await repository.list({}, await kit.userId('admin@demo.ro'));
    expect(ofAdmin.every((lesson) => lesson.attemptState === null)).toBe(true);
  });

  it('the demo monthly challenge shows its 6 slides to the pupil', async () => {
    const list = (await kit.pupil('GET', '/api/lessons?type=MONTHLY_CHALLENGE')).json() as {
      title: string;
      slideCount: number;
    }[];
    const lesson = list.find((l) => l.title === 'Provocarea lunii: colectăm becurile vechi');
    expect(lesson?.slideCount).toBe(6);
  });
});

describe('notifications: receiversCount', () => {
  it('each sent notification counts its own receivers', async () => {
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.ro'));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/notifications/report?notification.senderId=${admin!.id}&page=0&size=100`,
      headers: await t.authAs('admin@demo.ro'),
    });
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json().content as { id: number; receiversCount: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const [actual] = await t.database.db
        .select({ n: count() })
        .from(notificationReceivers)
        .where(eq(notificationReceivers.notificationId, row.id));
      expect(row.receiversCount).toBe(actual!.n);
    }
    expect(new Set(rows.map((row) => row.receiversCount)).size).toBeGreaterThan(0);
  });
});

describe('school requests: askForParticipation', () => {
  it('asks exactly the enabled teachers whose school has not confirmed the edition', async () => {
    const db = t.database.db;
    const [edition] = await db
      .insert(editions)
      .values({ nume: `Ediția de test ${Date.now()}` })
      .returning();
    const enabledTeachers = () =>
      db
        .select({ id: users.id, schoolId: users.schoolId })
        .from(users)
        .where(and(eq(users.role, 'PROFESOR'), eq(users.isEnabled, true), isNotNull(users.schoolId)))
        .orderBy(users.id);
    const [first] = await enabledTeachers();
    const [otherSchool] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(ne(schools.id, first!.schoolId!))
      .limit(1);
    await db.insert(users).values({
      role: 'PROFESOR',
      email: `profesor.test.${Date.now()}@demo.ro`,
      nume: 'Profesor de test',
      passwordHash: 'x',
      isEnabled: true,
      schoolId: otherSchool!.id,
    });
    const teachers = await enabledTeachers();
    expect(new Set(teachers.map((teacher) => teacher.schoolId)).size).toBeGreaterThan(1);
    const confirmed = teachers[0]!.schoolId!;
    await db.insert(schoolParticipations).values({ schoolId: confirmed, editionId: edition!.id });
    const asked = await createSchoolRequestsRepository(db).askForParticipation(edition!.id);
    expect(asked).toBe(teachers.filter((teacher) => teacher.schoolId !== confirmed).length);
    const [flagged] = await db
      .select({ flag: users.needsSchoolRegistrationConfirmation })
      .from(users)
      .where(eq(users.id, teachers[0]!.id));
    expect(flagged!.flag).toBe(false);
  });
});

/**
 * Drizzle renders `${table.column}` inside a raw `sql` template without the table name, so a correlated
 * subquery written that way silently compares columns of the inner table (the old "1 slide" bug).
 */
describe('repositories: no unqualified column inside a raw subquery', () => {
  const modules = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../modules');
  const files = readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.repository.ts'))
    .map((file) => path.join(modules, file));

  it.each(files)('%s', (file) => {
    const source = readFileSync(file, 'utf8');
    const templates = source.match(/sql(?:<[^>]*>)?`[^`]*`/g) ?? [];
    const offending = templates
      .filter((template) => /\(\s*select\b/i.test(template))
      .filter((template) => /\$\{(?!qualified\()[\w]+\.[\w]+\}/.test(template));
    expect(offending).toEqual([]);
  });
});
