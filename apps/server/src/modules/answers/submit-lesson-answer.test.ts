import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import { lessonAnswers, lessonAttempts } from '../../db/schema.js';
import {
  draft,
  infoSlide,
  withPupilTestApp,
  questionSlide,
  type CreatedLesson,
} from '../lessons/lessons-test-helpers.js';
import { createAnswersRepository, type AnswerSubmission } from './answers.repository.js';

// The database function of migration 0011 (`submit_lesson_answer`) through the repository: what it stores
// when what the server saw still holds, and that it stores nothing ('stale') when it no longer does.
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

/** A submission of `slide` as the server sends it after reading `context` (what it saw). */
async function submission(
  lesson: CreatedLesson,
  slide: number,
  seen: AnswerSubmission['seen'],
  overrides: Partial<AnswerSubmission> = {},
): Promise<AnswerSubmission> {
  const context = (await repository().submissionContext(lesson.id, pupilId))!;
  return {
    userId: pupilId,
    lessonId: lesson.id,
    editionId: context.editionId!,
    slideId: Number(lesson.slides[slide]!.id),
    seen,
    answerableSlideIds: lesson.slides.map((entry) => Number(entry.id)),
    state: 'IN_PROGRESS',
    points: 5,
    answer: { seen: true },
    requiresApproval: false,
    lessonPoints: 42,
    now: new Date(),
    ...overrides,
  };
}

const none = { attempt: undefined, answered: [] };

describe('submit_lesson_answer (migration 0011)', () => {
  it('creates the first attempt with the answer, and reads back as the server saw it', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [questionSlide(), infoSlide(), infoSlide()]));
    expect(await repository().submitAnswer(await submission(lesson, 1, none, { points: 7.5 }))).toEqual({
      outcome: 'stored',
    });
    const context = (await repository().submissionContext(lesson.id, pupilId))!;
    expect(context.latest).toMatchObject({ version: 0, state: 'IN_PROGRESS' });
    expect(context.answered).toEqual([{ slideId: Number(lesson.slides[1]!.id), points: 7.5 }]);
    // The same slide again stores nothing.
    const again = await submission(lesson, 1, { attempt: context.latest, answered: context.answered });
    expect(await repository().submitAnswer(again)).toEqual({ outcome: 'duplicate' });
    expect((await stored(lesson.id)).answers).toHaveLength(1);
  });

  it('stores nothing when the latest attempt is not the one the server saw', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [infoSlide(), infoSlide()]));
    await repository().submitAnswer(await submission(lesson, 0, none));
    const before = await stored(lesson.id);
    // The server saw no attempt, but a parallel request created one.
    expect(await repository().submitAnswer(await submission(lesson, 1, none))).toEqual({ outcome: 'stale' });
    // The server saw the attempt in another state.
    const { latest, answered } = (await repository().submissionContext(lesson.id, pupilId))!;
    const rejected = { ...latest!, state: 'REJECTED' as const };
    expect(
      await repository().submitAnswer(await submission(lesson, 1, { attempt: rejected, answered })),
    ).toEqual({
      outcome: 'stale',
    });
    expect(await stored(lesson.id)).toEqual(before);
  });

  it('completes only with exactly the answers seen; answers it did not see matter only then', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [infoSlide(), infoSlide(), infoSlide()]));
    const [a, b, c] = lesson.slides.map((slide) => Number(slide.id));
    await repository().submitAnswer(await submission(lesson, 0, none, { points: 1 }));
    const { latest } = (await repository().submissionContext(lesson.id, pupilId))!;
    // Slide C while the server saw no answer of A: B is still missing, so this does not complete: stored.
    expect(
      await repository().submitAnswer(await submission(lesson, 2, { attempt: latest, answered: [] })),
    ).toEqual({ outcome: 'stored' });
    // Slide B completes the attempt: seen without C, its points would be wrong, so nothing is stored.
    const missingC = { attempt: latest, answered: [{ slideId: a!, points: 1 }] };
    expect(await repository().submitAnswer(await submission(lesson, 1, missingC))).toEqual({
      outcome: 'stale',
    });
    // A's points as the server saw them differ from the stored ones: stale too.
    const otherPoints = {
      attempt: latest,
      answered: [
        { slideId: a!, points: 2 },
        { slideId: c!, points: 5 },
      ],
    };
    expect(await repository().submitAnswer(await submission(lesson, 1, otherPoints))).toEqual({
      outcome: 'stale',
    });
    expect((await stored(lesson.id)).attempts).toEqual([{ version: 0, state: 'IN_PROGRESS', points: null }]);
    // With exactly the stored answers the attempt completes with the points the server computed.
    const exact = {
      attempt: latest,
      answered: [
        { slideId: a!, points: 1 },
        { slideId: c!, points: 5 },
      ],
    };
    expect(
      await repository().submitAnswer(await submission(lesson, 1, exact, { lessonPoints: 12.25 })),
    ).toEqual({
      outcome: 'completed',
      punctajFinal: 12.25,
    });
    expect(await stored(lesson.id)).toEqual({
      answers: [
        { slideId: a, state: 'COMPLETED', points: 1 },
        { slideId: b, state: 'COMPLETED', points: 5 },
        { slideId: c, state: 'COMPLETED', points: 5 },
      ],
      attempts: [{ version: 0, state: 'COMPLETED', points: 12.25 }],
    });
  });

  it('waits for a teacher where approval is needed, and starts a new attempt after a rejection', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [infoSlide()]));
    const approval = { requiresApproval: true, state: 'PENDING_APPROVAL' as const, lessonPoints: 0 };
    expect(await repository().submitAnswer(await submission(lesson, 0, none, approval))).toEqual({
      outcome: 'completed',
      punctajFinal: 0,
    });
    expect((await stored(lesson.id)).attempts).toEqual([
      { version: 0, state: 'PENDING_APPROVAL', points: 0 },
    ]);
    await t.database.db
      .update(lessonAttempts)
      .set({ state: 'REJECTED' })
      .where(eq(lessonAttempts.lessonId, lesson.id));
    const { latest, answered } = (await repository().submissionContext(lesson.id, pupilId))!;
    expect(answered).toHaveLength(1);
    // The answers of the rejected attempt are not the new attempt's: the server sends none as seen.
    expect(
      await repository().submitAnswer(
        await submission(lesson, 0, { attempt: latest, answered: [] }, approval),
      ),
    ).toEqual({ outcome: 'completed', punctajFinal: 0 });
    expect((await stored(lesson.id)).attempts).toEqual([
      { version: 0, state: 'REJECTED', points: 0 },
      { version: 1, state: 'PENDING_APPROVAL', points: 0 },
    ]);
  });
});
