import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.js';
import { lessonAttempts } from '../../db/schema.js';
import { createLessonsRepository } from '../lessons/lessons.repository.js';
import {
  answerFor,
  draft,
  infoSlide,
  questionSlide,
  imageUploadSlide,
  withPupilTestApp,
  type CreatedLesson,
} from '../lessons/lessons-test-helpers.js';
import { createAnswersRepository } from './answers.repository.js';
import { createAnswersService } from './answers.service.js';
import type { ServerSlideRegistry } from '../slides/slide-registry.js';

// How many calls of the database function a submission costs: a server process that stored a pupil's earlier
// answers completes the attempt in one call; one that did not (another process behind the load balancer)
// needs the attempt's answers first.
let t: TestApp;
let pupilId: number;
const kit = withPupilTestApp((app, id) => {
  t = app;
  pupilId = id;
});

/** A server process's answers service over the test database, with its calls of the database function counted. */
function serverProcess(slideRegistry: ServerSlideRegistry = t.app.services.slideRegistry) {
  const db = t.database.db;
  const answersRepository = createAnswersRepository(db);
  const calls = vi.spyOn(answersRepository, 'submitAnswer');
  const service = createAnswersService({
    answersRepository,
    lessonsRepository: createLessonsRepository(db),
    usersRepository: t.app.services.usersRepository,
    slideRegistry,
  });
  const pupil = { id: pupilId, email: 'elev@demo.ro', name: 'Elev', role: 'ELEV' as const, isEnabled: true };
  return {
    calls,
    /** The pupil opens the lesson: its attempt and answers are read for resume. */
    open: (lesson: CreatedLesson) => service.mine(pupil, lesson.id),
    answer: (lesson: CreatedLesson, index: number, correct = true) =>
      service.submit(pupil, {
        slideId: lesson.slides[index]!.id,
        lessonId: lesson.id,
        userId: pupilId,
        answer: answerFor(lesson.slides[index]!.type, correct),
      }),
  };
}

describe('answers service: calls of submit_lesson_answer per submission', () => {
  it('stores every answer in one call, the completing one too, when this process stored the others', async () => {
    const lesson = await kit.createLesson(
      draft('LESSON', [questionSlide(10), infoSlide(), questionSlide(30)], { punctajMaxim: 80 }),
    );
    const one = serverProcess();
    expect(await one.answer(lesson, 0)).toMatchObject({ isLessonCompletedNow: false });
    expect(await one.answer(lesson, 1)).toMatchObject({ isLessonCompletedNow: false });
    expect(await one.answer(lesson, 2, false)).toMatchObject({
      isLessonCompletedNow: true,
      punctajFinal: 20,
    });
    expect(one.calls).toHaveBeenCalledTimes(3);
  });

  it('needs the attempt’s answers first when another process stored them, and then scores all of them', async () => {
    const lesson = await kit.createLesson(
      draft('LESSON', [questionSlide(10), questionSlide(30)], { punctajMaxim: 40 }),
    );
    const [one, other] = [serverProcess(), serverProcess()];
    await one.answer(lesson, 0);
    expect(await other.answer(lesson, 1)).toMatchObject({ isLessonCompletedNow: true, punctajFinal: 40 });
    expect(other.calls).toHaveBeenCalledTimes(2);
    expect(await other.calls.mock.results[0]!.value).toMatchObject({ outcome: 'need_points' });
  });

  it('completes in one call what the pupil opened: a one-slide lesson, or the last slide after a reload', async () => {
    const single = await kit.createLesson(draft('LESSON', [questionSlide(10)], { punctajMaxim: 30 }));
    const one = serverProcess();
    await one.open(single);
    expect(await one.answer(single, 0)).toMatchObject({ isLessonCompletedNow: true, punctajFinal: 30 });
    expect(one.calls).toHaveBeenCalledTimes(1);

    const lesson = await kit.createLesson(
      draft('LESSON', [questionSlide(10), questionSlide(30)], { punctajMaxim: 40 }),
    );
    await one.answer(lesson, 0);
    // Reloaded, and served by another process: it reads the attempt for resume, then completes at once.
    const other = serverProcess();
    await other.open(lesson);
    expect(await other.answer(lesson, 1, false)).toMatchObject({
      isLessonCompletedNow: true,
      punctajFinal: 10,
    });
    expect(other.calls).toHaveBeenCalledTimes(1);
  });

  it('starts a new attempt after a rejection in one call once the pupil opened the lesson', async () => {
    const activity = await kit.createLesson(
      draft('PRACTICAL_ACTIVITY', [imageUploadSlide()], { punctajMaxim: 60 }),
    );
    const one = serverProcess();
    await one.answer(activity, 0);
    await t.database.db
      .update(lessonAttempts)
      .set({ state: 'REJECTED' })
      .where(eq(lessonAttempts.lessonId, activity.id));
    one.calls.mockClear();
    await one.open(activity);
    expect(await one.answer(activity, 0)).toMatchObject({ isLessonCompletedNow: true, punctajFinal: 0 });
    expect(one.calls).toHaveBeenCalledTimes(1);
    const attempts = await t.database.db
      .select({ version: lessonAttempts.version, state: lessonAttempts.state })
      .from(lessonAttempts)
      .where(eq(lessonAttempts.lessonId, activity.id))
      .orderBy(lessonAttempts.version);
    expect(attempts).toEqual([
      { version: 0, state: 'REJECTED' },
      { version: 1, state: 'PENDING_APPROVAL' },
    ]);
  });
});

describe('answers service: scoring from the kept lesson', () => {
  it('resolves each slide once per kept lesson, not again for every answer', async () => {
    const lesson = await kit.createLesson(
      draft('LESSON', [questionSlide(10), questionSlide(20), questionSlide(30)], { punctajMaxim: 60 }),
    );
    const registry = t.app.services.slideRegistry;
    const resolve = vi.spyOn(registry, 'resolve');
    const score = vi.spyOn(registry, 'score');
    try {
      const one = serverProcess(registry);
      await one.answer(lesson, 0);
      const resolvedForTheLesson = resolve.mock.calls.length;
      // The lesson's three slides, when the first answer read the lesson (and their highest points).
      expect(resolvedForTheLesson).toBeGreaterThanOrEqual(3);
      expect(await one.answer(lesson, 1, false)).toMatchObject({ isLessonCompletedNow: false });
      expect(await one.answer(lesson, 2)).toMatchObject({ isLessonCompletedNow: true, punctajFinal: 40 });
      expect(resolve).toHaveBeenCalledTimes(resolvedForTheLesson);
      expect(score).not.toHaveBeenCalled();
    } finally {
      resolve.mockRestore();
      score.mockRestore();
    }
  });

  it('refuses, storing nothing, points a plugin computed outside 0..the slide’s highest', async () => {
    const lesson = await kit.createLesson(draft('LESSON', [questionSlide(10)], { punctajMaxim: 30 }));
    const registry = t.app.services.slideRegistry;
    // A plugin whose scoring breaks its contract: 1,000 points on a slide worth 10.
    const broken: ServerSlideRegistry = {
      ...registry,
      resolve(envelope, lessonType) {
        const resolution = registry.resolve(envelope, lessonType);
        if (resolution.status !== 'ok' || !resolution.plugin.scoring) return resolution;
        const scoring = { ...resolution.plugin.scoring, score: () => 1000 };
        return { ...resolution, plugin: { ...resolution.plugin, scoring } };
      },
    };
    const one = serverProcess(broken);
    await expect(one.answer(lesson, 0)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Punctajul calculat (1000) nu este între 0 și 10',
      fieldErrors: {}, // the slide's fault, not a field of the answer
    });
    expect(one.calls).not.toHaveBeenCalled();
  });
});
