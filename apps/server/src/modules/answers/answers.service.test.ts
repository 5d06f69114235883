import type { TestApp } from '../../../test/test-app.js';
import { createLessonsRepository } from '../lessons/lessons.repository.js';
import {
  answerFor,
  draft,
  infoSlide,
  questionSlide,
  withPupilTestApp,
  type CreatedLesson,
} from '../lessons/lessons-test-helpers.js';
import { createAnswersRepository } from './answers.repository.js';
import { createAnswersService } from './answers.service.js';

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
function serverProcess() {
  const db = t.database.db;
  const answersRepository = createAnswersRepository(db);
  const calls = vi.spyOn(answersRepository, 'submitAnswer');
  const service = createAnswersService({
    answersRepository,
    lessonsRepository: createLessonsRepository(db),
    usersRepository: t.app.services.usersRepository,
    editionsService: t.app.services.editionsService,
    slideRegistry: t.app.services.slideRegistry,
  });
  const pupil = { id: pupilId, email: 'elev@demo.ro', name: 'Elev', role: 'ELEV' as const, isEnabled: true };
  return {
    calls,
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
});
