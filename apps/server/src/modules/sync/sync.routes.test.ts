import { eq } from 'drizzle-orm';
import { LESSON_API_MESSAGES } from '@platform/contracts';
import type { TestApp } from '../../../test/test-app.js';
import { lessonAnswers, lessonAttempts, slides } from '../../db/schema.js';
import {
  answerFor,
  draft,
  envelope,
  infoSlide,
  withPupilTestApp,
  questionData,
  questionSlide,
} from '../lessons/lessons-test-helpers.js';

let t: TestApp;
let pupilId: number;
const kit = withPupilTestApp((app, id) => {
  t = app;
  pupilId = id;
});

type LessonBody = { id: number; slides: { id: string; type: string; data: unknown }[] } & Record<
  string,
  unknown
>;
const sync = (lessonId: number, email = 'sync@demo.ro') =>
  kit.inject(email, 'POST', `/api/sync/lessons/${lessonId}`);
const submit = (lesson: LessonBody, index: number, answer: unknown) =>
  kit.pupil('POST', '/api/answers', {
    slideId: lesson.slides[index]!.id,
    lessonId: lesson.id,
    userId: pupilId,
    answer,
  });
const attemptOf = async (lessonId: number) =>
  (await t.database.db.select().from(lessonAttempts).where(eq(lessonAttempts.lessonId, lessonId)))[0]!;
const NOTHING_CHANGED = { slidesMigrated: 0, answersRescored: 0, attemptsUpdated: 0, unscorable: [] };

describe('POST /api/sync/lessons/{lessonId}', () => {
  it("re-scores answers after an author's correction, and a second run changes nothing", async () => {
    const lesson: LessonBody = (
      await kit.admin(
        'POST',
        '/api/lessons',
        draft('LESSON', [questionSlide(10), infoSlide()], { punctajMaxim: 40 }),
      )
    ).json();
    await submit(lesson, 0, answerFor('QUESTION', false));
    expect((await submit(lesson, 1, answerFor('INFO'))).json()).toMatchObject({
      punctajFinal: 0,
      isLessonCompletedNow: true,
    });
    const before = (await kit.pupil('GET', '/api/users/profile')).json().points;

    // The author finds the answer key was wrong: opt-1 is the correct option.
    const corrected = questionData(10);
    corrected.options = corrected.options.map((option) => ({ ...option, isCorrect: option.id === 'opt-1' }));
    const slidesBody = lesson.slides.map((slide, index) => ({
      ...slide,
      number: index + 1,
      ...(index === 0 ? { data: corrected } : {}),
    }));
    expect((await kit.admin('PATCH', '/api/lessons', { ...lesson, slides: slidesBody })).statusCode).toBe(
      200,
    );

    const first = await sync(lesson.id);
    expect(first.json()).toEqual({
      lessonId: lesson.id,
      slidesMigrated: 0,
      answersRescored: 1,
      attemptsUpdated: 1,
      unscorable: [],
    });
    expect((await attemptOf(lesson.id)).punctajFinal).toBe(40);
    expect((await kit.pupil('GET', '/api/users/profile')).json().points).toBe(before + 40);
    expect((await sync(lesson.id, 'admin@demo.ro')).json()).toEqual({
      lessonId: lesson.id,
      ...NOTHING_CHANGED,
    });
  });

  it('saves migrated slide data and keeps the points of answers it cannot score', async () => {
    const lesson: LessonBody = (
      await kit.admin('POST', '/api/lessons', draft('LESSON', [infoSlide()], { punctajMaxim: 10 }))
    ).json();
    const [legacy, poll] = await t.database.db
      .insert(slides)
      .values([
        {
          lessonId: lesson.id,
          position: 2,
          ...envelope(
            'QUESTION',
            1,
            { text: 'Ce culoare?', options: ['Roșu', 'Verde'], correctIndex: 0, points: 5 },
            '0.9.0',
          ),
        },
        { lessonId: lesson.id, position: 3, ...envelope('POLL', 1, { q: 'x' }) },
      ])
      .returning();
    const editionId = (await t.app.services.editionsService.currentEditionId())!;
    await t.database.db
      .insert(lessonAttempts)
      .values({ userId: pupilId, lessonId: lesson.id, editionId, state: 'IN_PROGRESS' });
    await t.database.db.insert(lessonAnswers).values({
      userId: pupilId,
      lessonId: lesson.id,
      editionId,
      slideId: poll!.id,
      state: 'COMPLETED',
      points: 3,
      answer: { vote: 1 },
    });

    const first = (await sync(lesson.id)).json();
    expect(first).toMatchObject({ slidesMigrated: 1, answersRescored: 0, attemptsUpdated: 0 });
    expect(first.unscorable).toEqual([
      { slideId: String(poll!.id), message: 'Plugin pentru tipul de slide POLL nu a fost găsit' },
    ]);
    const [stored] = await t.database.db.select().from(slides).where(eq(slides.id, legacy!.id));
    expect(stored).toMatchObject({
      schemaVersion: 3,
      pluginVersion: '1.0.0',
      data: { multiple: false, points: 5 },
    });
    const [kept] = await t.database.db
      .select()
      .from(lessonAnswers)
      .where(eq(lessonAnswers.slideId, poll!.id));
    expect(kept!.points).toBe(3);
    expect((await sync(lesson.id)).json()).toMatchObject({
      slidesMigrated: 0,
      answersRescored: 0,
      attemptsUpdated: 0,
    });
  });

  it('is refused to everyone but SYNC and ADMIN, and 404 for an unknown lesson', async () => {
    for (const email of ['elev@demo.ro', 'profesor@demo.ro', 'programator@demo.ro', 'logistica@demo.ro']) {
      expect((await sync(1, email)).statusCode).toBe(403);
    }
    const missing = await sync(999999);
    expect([missing.statusCode, missing.json().message]).toEqual([404, LESSON_API_MESSAGES.notFound]);
  });
});

describe('GET /api/sync/slides/migrations', () => {
  it('reports what would migrate and each slide it cannot migrate, without writing', async () => {
    const lesson = await kit.lessonByTitle('Becurile și tuburile de neon');
    const legacy = (await kit.slidesOf(lesson.id)).find(
      (slide) => slide.type === 'QUESTION' && slide.schemaVersion === 1,
    )!;
    const [broken] = await t.database.db
      .insert(slides)
      .values({ lessonId: lesson.id, position: 9, ...envelope('QUESTION', 1, { nothing: true }) })
      .returning();
    const report = (await kit.inject('sync@demo.ro', 'GET', '/api/sync/slides/migrations')).json();
    expect(report.migrated).toContain(String(legacy.id));
    expect(report.failed).toContainEqual(
      expect.objectContaining({
        id: String(broken!.id),
        type: 'QUESTION',
        storedVersion: 1,
        message: expect.stringContaining('nu au putut fi migrate'),
      }),
    );
    expect(report.total).toBe(report.upToDate + report.migrated.length + report.failed.length);
    const [unchanged] = await t.database.db.select().from(slides).where(eq(slides.id, legacy.id));
    expect(unchanged!.schemaVersion).toBe(1);
    expect((await kit.pupil('GET', '/api/sync/slides/migrations')).statusCode).toBe(403);
  });
});
