import { eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import { lessonAnswers } from '../../db/schema.js';
import { draft, infoSlide, withPupilTestApp, type CreatedLesson } from '../lessons/lessons-test-helpers.js';
import { createAnswersRepository, type AnswerSubmission } from './answers.repository.js';
import { scoredSubmission } from './submission-test-helpers.js';

// Group commit (migration 0013, db/group-commit.ts): the answers that arrive while a call is in flight go
// together in one call of submit_lesson_answers, each decided by submit_lesson_answer as if alone, in order.
let t: TestApp;
let pupilId: number;
const kit = withPupilTestApp((app, id) => {
  t = app;
  pupilId = id;
});

const submission = (lesson: CreatedLesson, slide: number, overrides: Partial<AnswerSubmission> = {}) =>
  scoredSubmission(t, pupilId, lesson, slide, { answer: { slide }, ...overrides });

const storedAnswers = (lessonId: number) =>
  t.database.db
    .select({ slideId: lessonAnswers.slideId, points: lessonAnswers.points, answer: lessonAnswers.answer })
    .from(lessonAnswers)
    .where(eq(lessonAnswers.lessonId, lessonId))
    .orderBy(lessonAnswers.slideId);

const threeSlides = () => kit.createLesson(draft('LESSON', [infoSlide(), infoSlide(), infoSlide()]));

describe('submit_lesson_answers: answers in one call (group commit)', () => {
  it('decides each answer of a call as alone, in the order they arrived: stored once, then duplicate', async () => {
    const lesson = await threeSlides();
    const [a, b] = lesson.slides.map((slide) => Number(slide.id));
    const repository = createAnswersRepository(t.database.db);
    const sent = [
      await submission(lesson, 0, { points: 1 }),
      await submission(lesson, 1, { points: 2.5 }),
      await submission(lesson, 1, { points: 9 }),
      await submission(lesson, 2),
    ];
    // The first leaves alone; the three that arrive while it is in flight leave together.
    const outcomes = await Promise.all(sent.map((one) => repository.submitAnswer(one)));
    expect(repository.submissionCalls()).toEqual({ items: 4, batches: 2, refused: 0, waiting: 0 });
    const attempt = { id: expect.any(Number), state: 'IN_PROGRESS' };
    const firstTwo = [
      { slideId: a, points: 1 },
      { slideId: b, points: 2.5 },
    ];
    expect(outcomes).toEqual([
      { outcome: 'stored', seen: { attempt, answered: [{ slideId: a, points: 1 }] } },
      { outcome: 'stored', seen: { attempt, answered: firstTwo } },
      { outcome: 'duplicate' },
      // The last slide would complete the attempt, and the server had not seen its answers.
      { outcome: 'need_points', seen: { attempt, answered: firstTwo } },
    ]);
    expect(await storedAnswers(lesson.id)).toEqual([
      { slideId: a, points: 1, answer: { slide: 0 } },
      { slideId: b, points: 2.5, answer: { slide: 1 } },
    ]);
    // Completed in a call of its own with what came back.
    const { seen } = outcomes[3] as { seen: NonNullable<AnswerSubmission['seen']> };
    expect(await repository.submitAnswer({ ...sent[3]!, seen, lessonPoints: 7 })).toEqual({
      outcome: 'completed',
      punctajFinal: 7,
    });
  });

  it('stores what the same answers store alone when a call completes attempts and carries no answer', async () => {
    // Two one-slide lessons completed in one call (the second answer with no payload: JSON null), and the
    // same two answers sent one after another to two twin lessons: the same rows, states and outcomes.
    const oneSlide = () => kit.createLesson(draft('LESSON', [infoSlide()]));
    const together = [await oneSlide(), await oneSlide()];
    const alone = [await oneSlide(), await oneSlide()];
    const nothingSeen = { attempt: undefined, answered: [] };
    const answersOf = async (lessons: CreatedLesson[]) => [
      await submission(lessons[0]!, 0, { points: 3, seen: nothingSeen, lessonPoints: 11 }),
      await submission(lessons[1]!, 0, { points: 0, answer: undefined, seen: nothingSeen, lessonPoints: 6 }),
    ];
    const repository = createAnswersRepository(t.database.db);
    // A first answer in flight, so that the two leave together in the next call.
    const opener = await submission(await threeSlides(), 0);
    const both = await answersOf(together);
    const [, ...batched] = await Promise.all([opener, ...both].map((one) => repository.submitAnswer(one)));
    expect(repository.submissionCalls()).toEqual({ items: 3, batches: 2, refused: 0, waiting: 0 });
    const single: Awaited<ReturnType<typeof repository.submitAnswer>>[] = [];
    for (const one of await answersOf(alone)) single.push(await repository.submitAnswer(one));
    const completed = [
      { outcome: 'completed', punctajFinal: 11 },
      { outcome: 'completed', punctajFinal: 6 },
    ];
    expect(batched).toEqual(completed);
    expect(single).toEqual(completed);
    const rowsOf = async (lessons: CreatedLesson[]) =>
      Promise.all(
        lessons.map((lesson) =>
          t.database.db
            .select({
              state: lessonAnswers.state,
              points: lessonAnswers.points,
              answer: lessonAnswers.answer,
            })
            .from(lessonAnswers)
            .where(eq(lessonAnswers.lessonId, lesson.id)),
        ),
      );
    const expected = [
      [{ state: 'COMPLETED', points: 3, answer: { slide: 0 } }],
      [{ state: 'COMPLETED', points: 0, answer: null }],
    ];
    expect(await rowsOf(together)).toEqual(expected);
    expect(await rowsOf(alone)).toEqual(expected);
  });

  it('sends each answer of a call the database refused on its own: only the bad one fails', async () => {
    const lessons = [await threeSlides(), await threeSlides(), await threeSlides()];
    const repository = createAnswersRepository(t.database.db);
    const good = await Promise.all(lessons.map((lesson) => submission(lesson, 0)));
    // A slide that does not exist breaks the foreign key: the whole call is rolled back.
    const bad = { ...good[1]!, slideId: 2_147_483_000 };
    const outcomes = await Promise.allSettled(
      [good[0]!, good[1]!, bad, good[2]!].map((one) => repository.submitAnswer(one)),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ cause: { code: '23503' } });
    expect(repository.submissionCalls()).toEqual({ items: 4, batches: 2, refused: 1, waiting: 0 });
    for (const lesson of lessons)
      expect(await storedAnswers(lesson.id)).toEqual([
        { slideId: Number(lesson.slides[0]!.id), points: 5, answer: { slide: 0 } },
      ]);
  });

  it('gives up a call that waits on a lock, and the answers wait alone: all stored', async () => {
    const [locked, other, third] = [await threeSlides(), await threeSlides(), await threeSlides()];
    const repository = createAnswersRepository(t.database.db);
    const first = await repository.submitAnswer(await submission(locked, 0));
    const attemptId = (first as { seen: NonNullable<AnswerSubmission['seen']> }).seen.attempt!.id;
    const sent = [await submission(third, 0), await submission(locked, 1), await submission(other, 0)];
    // A teacher's review holds the attempt's row lock (answer-review.service.ts takes the same one).
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let isLocked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (isLocked = resolve));
    const review = t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from lesson_attempts where id = ${attemptId} for update`);
      isLocked();
      await held;
    });
    await lockTaken;
    const outcomes = Promise.all(sent.map((one) => repository.submitAnswer(one)));
    if (t.database.kind === 'postgres') {
      // The call of two gives up after its lock timeout (200 ms); then its answers go one by one.
      await vi.waitFor(() => expect(repository.submissionCalls().refused).toBe(1), { timeout: 10_000 });
    }
    // PGlite has one connection: everything waited for the review's transaction.
    release();
    await review;
    expect((await outcomes).map((outcome) => outcome.outcome)).toEqual(['stored', 'stored', 'stored']);
    expect(repository.submissionCalls().refused).toBe(t.database.kind === 'postgres' ? 1 : 0);
    expect((await storedAnswers(locked.id)).map((answer) => answer.slideId)).toEqual(
      locked.slides.slice(0, 2).map((slide) => Number(slide.id)),
    );
  });
});
