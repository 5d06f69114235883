import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import { editions, lessonAnswers, lessonAttempts, lessons, slides, users } from '../../db/schema.js';
import {
  draft,
  infoSlide,
  withPupilTestApp,
  questionSlide,
  type CreatedLesson,
} from '../lessons/lessons-test-helpers.js';
import { createAnswersRepository, type AnswerSubmission } from './answers.repository.js';
import { scoredSubmission } from './submission-test-helpers.js';

// The database function of migration 0011 (`submit_lesson_answer`) through the repository: what it stores
// when what the server scored against still holds, and that it stores nothing when it no longer does.
let t: TestApp;
let pupilId: number;
const kit = withPupilTestApp((app, id) => {
  t = app;
  pupilId = id;
});
const repository = () => createAnswersRepository(t.database.db);

async function stored(lessonId: number) {
  const answers = await t.database.db
    .select({ slideId: lessonAnswers.slideId, state: lessonAnswers.state, points: lessonAnswers.points })
    .from(lessonAnswers)
    .where(eq(lessonAnswers.lessonId, lessonId))
    .orderBy(lessonAnswers.slideId);
  const attempts = await t.database.db
    .select({
      version: lessonAttempts.version,
      state: lessonAttempts.state,
      points: lessonAttempts.punctajFinal,
    })
    .from(lessonAttempts)
    .where(eq(lessonAttempts.lessonId, lessonId))
    .orderBy(lessonAttempts.version);
  return { answers, attempts };
}

/** A submission of `slide` as the server sends it, scored against the lesson as read now. */
const submission = (
  lesson: CreatedLesson,
  slide: number,
  seen: AnswerSubmission['seen'],
  overrides: Partial<AnswerSubmission> = {},
) => scoredSubmission(t, pupilId, lesson, slide, { seen, ...overrides });

const submitted = async (...args: Parameters<typeof submission>) =>
  repository().submitAnswer(await submission(...args));
const version = async (lessonId: number) => (await repository().submissionLesson(lessonId))!.contentVersion;

describe('submit_lesson_answer (migrations 0011 and 0012)', () => {
  it('stores answers that do not complete the attempt at once, creating the attempt, and never twice', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [questionSlide(), infoSlide(), infoSlide()]));
    const [, b, c] = lesson.slides.map((slide) => Number(slide.id));
    // Each stored answer brings back the attempt and its answers, itself among them, by slide.
    const attempt = { id: expect.any(Number), state: 'IN_PROGRESS' };
    expect(await submitted(lesson, 2, undefined)).toEqual({
      outcome: 'stored',
      seen: { attempt, answered: [{ slideId: c, points: 5 }] },
    });
    expect(await submitted(lesson, 1, undefined, { points: 7.5 })).toEqual({
      outcome: 'stored',
      seen: {
        attempt,
        answered: [
          { slideId: b, points: 7.5 },
          { slideId: c, points: 5 },
        ],
      },
    });
    expect(await submitted(lesson, 1, undefined)).toEqual({ outcome: 'duplicate' });
    expect(await stored(lesson.id)).toEqual({
      answers: [
        { slideId: b, state: 'IN_PROGRESS', points: 7.5 },
        { slideId: c, state: 'IN_PROGRESS', points: 5 },
      ],
      attempts: [{ version: 0, state: 'IN_PROGRESS', points: null }],
    });
  });

  it('completes only with exactly the answers it has: else it sends them back and stores nothing', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [infoSlide(), infoSlide(), infoSlide()]));
    const [a, b, c] = lesson.slides.map((slide) => Number(slide.id));
    await submitted(lesson, 0, undefined, { points: 1 });
    await submitted(lesson, 2, undefined, { points: 2.5 });
    const before = await stored(lesson.id);
    // Slide B completes the attempt: the server did not know the answers, so they come back.
    const needed = await submitted(lesson, 1, undefined);
    const attempt = { id: expect.any(Number), state: 'IN_PROGRESS' };
    const answered = [
      { slideId: a!, points: 1 },
      { slideId: c!, points: 2.5 },
    ];
    expect(needed).toEqual({ outcome: 'need_points', seen: { attempt, answered } });
    // Seen without C, or with other points for A: they come back again.
    const seen = (needed as { seen: NonNullable<AnswerSubmission['seen']> }).seen;
    for (const wrong of [[answered[0]!], [{ slideId: a!, points: 2 }, answered[1]!]])
      expect(await submitted(lesson, 1, { ...seen, answered: wrong })).toEqual(needed);
    expect(await stored(lesson.id)).toEqual(before);
    // With exactly the stored answers it completes with the points the server computed.
    expect(await submitted(lesson, 1, seen, { lessonPoints: 12.25 })).toEqual({
      outcome: 'completed',
      punctajFinal: 12.25,
    });
    expect(await stored(lesson.id)).toEqual({
      answers: [a, b, c].map((slideId, index) => ({
        slideId,
        state: 'COMPLETED',
        points: [1, 5, 2.5][index],
      })),
      attempts: [{ version: 0, state: 'COMPLETED', points: 12.25 }],
    });
    // Then it is practice: nothing is saved.
    expect(await submitted(lesson, 0, undefined)).toEqual({ outcome: 'practice' });
    expect(await submitted(lesson, 0, undefined, { deadlinePassed: true })).toEqual({ outcome: 'practice' });
  });

  it('completes in one call with what the last stored answer brought back, points rounded as stored', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [infoSlide(), infoSlide()]));
    const [a, b] = lesson.slides.map((slide) => Number(slide.id));
    const first = await submitted(lesson, 0, undefined, { points: 2.345 });
    const { seen } = first as { seen: NonNullable<AnswerSubmission['seen']> };
    expect(seen.answered).toEqual([{ slideId: a, points: 2.35 }]);
    expect(await submitted(lesson, 1, seen, { lessonPoints: 9.5 })).toEqual({
      outcome: 'completed',
      punctajFinal: 9.5,
    });
    expect(await stored(lesson.id)).toEqual({
      answers: [
        { slideId: a, state: 'COMPLETED', points: 2.35 },
        { slideId: b, state: 'COMPLETED', points: 5 },
      ],
      attempts: [{ version: 0, state: 'COMPLETED', points: 9.5 }],
    });
  });

  it('stores nothing when the attempt it was told about is not the latest one', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [infoSlide()]));
    const needed = await submitted(lesson, 0, undefined);
    expect(needed).toEqual({ outcome: 'need_points', seen: { attempt: undefined, answered: [] } });
    await submitted(lesson, 0, { attempt: undefined, answered: [] });
    const latest = (await stored(lesson.id)).attempts;
    expect(latest).toEqual([{ version: 0, state: 'COMPLETED', points: 42 }]);
    // Told there was no attempt, or another state of it.
    expect(await submitted(lesson, 0, { attempt: undefined, answered: [] })).toEqual({ outcome: 'stale' });
    const [row] = await t.database.db
      .select({ id: lessonAttempts.id })
      .from(lessonAttempts)
      .where(eq(lessonAttempts.lessonId, lesson.id));
    const told = { attempt: { id: row!.id, state: 'IN_PROGRESS' as const }, answered: [] };
    expect(await submitted(lesson, 0, told)).toEqual({ outcome: 'stale' });
    expect((await stored(lesson.id)).attempts).toEqual(latest);
  });

  it('refuses answers past the deadline, and waits for a teacher where approval is needed', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [infoSlide()]));
    expect(await submitted(lesson, 0, undefined, { deadlinePassed: true })).toEqual({ outcome: 'deadline' });
    const approval = { requiresApproval: true, state: 'PENDING_APPROVAL' as const, lessonPoints: 0 };
    expect(await submitted(lesson, 0, { attempt: undefined, answered: [] }, approval)).toEqual({
      outcome: 'completed',
      punctajFinal: 0,
    });
    expect(await submitted(lesson, 0, undefined, approval)).toEqual({ outcome: 'pending' });
    // After a rejection a new attempt starts, with none of the rejected attempt's answers.
    await t.database.db
      .update(lessonAttempts)
      .set({ state: 'REJECTED' })
      .where(eq(lessonAttempts.lessonId, lesson.id));
    const needed = await submitted(lesson, 0, undefined, approval);
    expect(needed).toMatchObject({ outcome: 'need_points', seen: { answered: [] } });
    const { seen } = needed as { seen: NonNullable<AnswerSubmission['seen']> };
    expect(await submitted(lesson, 0, seen, approval)).toEqual({ outcome: 'completed', punctajFinal: 0 });
    expect((await stored(lesson.id)).attempts).toEqual([
      { version: 0, state: 'REJECTED', points: 0 },
      { version: 1, state: 'PENDING_APPROVAL', points: 0 },
    ]);
  });

  it('stores nothing scored against another version of the lesson, which every change of it or its slides moves', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [infoSlide(), infoSlide()]));
    const [a, b] = lesson.slides.map((slide) => Number(slide.id));
    const scored = await submission(lesson, 0, undefined);
    const versions = [await version(lesson.id)];
    const db = t.database.db;
    await db.update(lessons).set({ isHidden: false }).where(eq(lessons.id, lesson.id));
    versions.push(await version(lesson.id));
    await db
      .update(slides)
      .set({ data: { markdown: 'Altceva.' } })
      .where(eq(slides.id, b!));
    versions.push(await version(lesson.id));
    await db.delete(slides).where(eq(slides.id, b!));
    versions.push(await version(lesson.id));
    expect(versions).toEqual([versions[0], versions[0]! + 1, versions[0]! + 2, versions[0]! + 3]);
    expect(await repository().submitAnswer(scored)).toEqual({ outcome: 'lesson_changed' });
    expect((await stored(lesson.id)).answers).toEqual([]);
    // A slide added moves it too; so does the current edition changing.
    await db.insert(slides).values({
      lessonId: lesson.id,
      position: 9,
      type: 'INFO',
      pluginVersion: '1.0.0',
      schemaVersion: 1,
      data: { markdown: 'Nou.' },
    });
    expect(await version(lesson.id)).toBe(versions[0]! + 4);
    const current = await submission(lesson, 0, undefined);
    expect(await repository().submitAnswer({ ...current, editionId: current.editionId + 1000 })).toEqual({
      outcome: 'lesson_changed',
    });
    expect(await repository().submitAnswer(current)).toMatchObject({ outcome: 'stored' });
    expect((await stored(lesson.id)).answers).toEqual([{ slideId: a, state: 'IN_PROGRESS', points: 5 }]);
    // A lesson's deletion takes its slides and its version along.
    await db.delete(lessons).where(eq(lessons.id, lesson.id));
    const left = await db.execute(
      sql`select count(*)::int as n from lesson_content_versions where lesson_id = ${lesson.id}`,
    );
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });
});

describe('an answer belongs to its attempt (migration 0024)', () => {
  it('refuses an answer without its attempt; deleting the attempt or the pupil takes the answers', async () => {
    const db = t.database.db;
    const lesson = await kit.createLesson(draft('LESSON', [questionSlide(), infoSlide(), infoSlide()]));
    // A pupil of their own, so that deleting them leaves the other tests' pupil alone.
    const [me] = await db.select().from(users).where(eq(users.id, pupilId));
    const { id: _id, ...pupilValues } = me!;
    const [pupil] = await db
      .insert(users)
      .values({ ...pupilValues, email: 'elev.fk@demo.ro' })
      .returning();
    const first = await scoredSubmission(t, pupil!.id, lesson, 0);
    expect(await repository().submitAnswer(first)).toMatchObject({ outcome: 'stored' });
    const [attempt] = await db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, pupil!.id));
    const answer = {
      slideId: Number(lesson.slides[1]!.id),
      lessonId: lesson.id,
      userId: pupil!.id,
      editionId: attempt!.editionId,
      version: attempt!.version,
      state: 'IN_PROGRESS' as const,
      points: 0,
      answer: { seen: true },
    };
    // Another attempt number, lesson or edition than the attempt's: no such attempt, nothing stored.
    for (const wrong of [
      { version: attempt!.version + 1 },
      { lessonId: lesson.id + 1000 },
      { editionId: attempt!.editionId + 1000 },
    ]) {
      await expect(db.insert(lessonAnswers).values({ ...answer, ...wrong })).rejects.toMatchObject({
        cause: { code: '23503' },
      });
    }
    const mine = () => db.select().from(lessonAnswers).where(eq(lessonAnswers.userId, pupil!.id));
    expect(await mine()).toHaveLength(1);
    await db.insert(lessonAnswers).values(answer);
    expect(await mine()).toHaveLength(2);
    // An edition that holds attempts and answers cannot be deleted.
    await expect(db.delete(editions).where(eq(editions.id, attempt!.editionId))).rejects.toMatchObject({
      cause: { code: '23503' },
    });
    // Deleting the attempt deletes its answers; deleting the pupil deletes the next attempt's, as the pupil's
    // own key on the answers did.
    await db.delete(lessonAttempts).where(eq(lessonAttempts.id, attempt!.id));
    expect(await mine()).toEqual([]);
    expect(await repository().submitAnswer(first)).toMatchObject({ outcome: 'stored' });
    expect(await mine()).toHaveLength(1);
    await db.delete(users).where(eq(users.id, pupil!.id));
    expect(await mine()).toEqual([]);
    expect(await db.select().from(lessonAttempts).where(eq(lessonAttempts.userId, pupil!.id))).toEqual([]);
  });
});
