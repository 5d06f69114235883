import { eq } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, ANSWER_MESSAGES, LESSON_MESSAGES } from '@platform/contracts';
import type { TestApp } from '../../../test/test-app.js';
import { editions, lessonAnswers, lessonAttempts, lessons, slides } from '../../db/schema.js';
import {
  answerFor,
  draft,
  imageUploadSlide,
  infoSlide,
  withPupilTestApp,
  type CreatedLesson,
  questionData,
  questionSlide,
  textSlide,
  videoSlide,
} from '../lessons/lessons-test-helpers.js';

let t: TestApp;
let pupilId: number;
const kit = withPupilTestApp((app, id) => {
  t = app;
  pupilId = id;
});

type LessonBody = CreatedLesson;

const createLesson = kit.createLesson;

const submit = (
  lesson: LessonBody,
  index: number,
  answer?: unknown,
  email = 'elev@demo.ro',
  userId = pupilId,
) =>
  kit.inject(email, 'POST', '/api/answers', {
    slideId: lesson.slides[index]!.id,
    lessonId: lesson.id,
    userId,
    answer: answer ?? answerFor(lesson.slides[index]!.type),
  });

async function storedAnswers(lessonId: number) {
  return t.database.db.select().from(lessonAnswers).where(eq(lessonAnswers.lessonId, lessonId));
}
async function attemptsOf(lessonId: number) {
  return t.database.db
    .select()
    .from(lessonAttempts)
    .where(eq(lessonAttempts.lessonId, lessonId))
    .orderBy(lessonAttempts.version);
}
const profilePoints = async () => (await kit.pupil('GET', '/api/users/profile')).json().points as number;

describe('POST /api/answers', () => {
  it('scores from the stored slide and completes the lesson with punctajMaxim scaled by the share earned', async () => {
    const lesson = await createLesson(
      draft('LESSON', [questionSlide(10), infoSlide(), questionSlide(30), videoSlide()], {
        punctajMaxim: 80,
      }),
    );
    const before = await profilePoints();
    const first = await submit(lesson, 0, { selectedOptionIds: ['opt-2'], points: 999 });
    expect(first.json()).toEqual({
      punctajFinal: 0,
      isLessonCompletedNow: false,
      lessonId: lesson.id,
      userId: pupilId,
      feedback: expect.objectContaining({ outcome: 'correct' }),
    });
    expect((await submit(lesson, 1)).json().isLessonCompletedNow).toBe(false);
    expect((await submit(lesson, 2, answerFor('QUESTION', false))).json().isLessonCompletedNow).toBe(false);
    expect((await storedAnswers(lesson.id)).map((answer) => answer.state)).toEqual([
      'IN_PROGRESS',
      'IN_PROGRESS',
      'IN_PROGRESS',
    ]);
    const last = await submit(lesson, 3);
    // 10 of 40 scoreable points earned -> a quarter of 80.
    expect(last.json()).toEqual({
      punctajFinal: 20,
      isLessonCompletedNow: true,
      lessonId: lesson.id,
      userId: pupilId,
      feedback: null, // VIDEO_PREVIEW has nothing to say
    });
    const answers = await storedAnswers(lesson.id);
    expect(answers.map((answer) => Number(answer.points)).sort()).toEqual([0, 0, 0, 10]);
    expect(answers.every((answer) => answer.state === 'COMPLETED')).toBe(true);
    expect(answers.find((answer) => Number(answer.points) === 10)!.answer).toEqual({
      selectedOptionIds: ['opt-2'],
    });
    expect((await attemptsOf(lesson.id))[0]).toMatchObject({
      state: 'COMPLETED',
      version: 0,
      punctajFinal: 20,
    });
    expect(await profilePoints()).toBe(before + 20);
    const mine = (await kit.pupil('GET', `/api/answers/lessons/${lesson.id}`)).json();
    expect(mine.attempt).toMatchObject({ state: 'COMPLETED', punctajFinal: 20, version: 0 });
    expect(mine.answers).toHaveLength(4);
    expect(
      (await kit.pupil('GET', '/api/lessons?type=LESSON'))
        .json()
        .find((l: { id: number }) => l.id === lesson.id).attemptState,
    ).toBe('COMPLETED');
  });

  it('gives the full punctajMaxim for a lesson without scoreable slides', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide()], { punctajMaxim: 15 }));
    expect((await submit(lesson, 0)).json()).toMatchObject({ punctajFinal: 15, isLessonCompletedNow: true });
  });

  it('replays a completed lesson in practice mode: both values null and nothing saved', async () => {
    const lesson = await createLesson(draft('LESSON', [questionSlide(), infoSlide()], { punctajMaxim: 10 }));
    await submit(lesson, 0);
    await submit(lesson, 1);
    const before = {
      answers: await storedAnswers(lesson.id),
      attempts: await attemptsOf(lesson.id),
      points: await profilePoints(),
    };
    for (const index of [0, 1]) {
      expect((await submit(lesson, index, answerFor(lesson.slides[index]!.type, false))).json()).toEqual({
        punctajFinal: null,
        isLessonCompletedNow: null,
        lessonId: lesson.id,
        userId: pupilId,
        // The wrong practice answer to the question is told so; INFO has nothing to say.
        feedback: index === 0 ? expect.objectContaining({ outcome: 'incorrect' }) : null,
      });
    }
    expect({
      answers: await storedAnswers(lesson.id),
      attempts: await attemptsOf(lesson.id),
      points: await profilePoints(),
    }).toEqual(before);
  });

  it("refuses a second answer to the same slide with 409 'Ai început deja această lecție' and keeps the first", async () => {
    const lesson = await createLesson(draft('LESSON', [questionSlide(), infoSlide()]));
    await submit(lesson, 0, answerFor('QUESTION', false));
    const again = await submit(lesson, 0, answerFor('QUESTION', true));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: LESSON_MESSAGES.alreadyStarted, errors: {} });
    const answers = await storedAnswers(lesson.id);
    expect(answers).toHaveLength(1);
    expect(Number(answers[0]!.points)).toBe(0);
  });

  it('stores and scores exactly one of 100 parallel identical submissions', async () => {
    const lesson = await createLesson(
      draft('LESSON', [questionSlide(10), infoSlide()], { punctajMaxim: 10 }),
    );
    const token = await t.authAs('elev@demo.ro');
    const payload = {
      slideId: lesson.slides[0]!.id,
      lessonId: lesson.id,
      userId: pupilId,
      answer: answerFor('QUESTION'),
    };
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({ method: 'POST', url: '/api/answers', headers: token, payload }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(99);
    const answers = await storedAnswers(lesson.id);
    expect(answers).toHaveLength(1);
    expect(Number(answers[0]!.points)).toBe(10);
    expect(await attemptsOf(lesson.id)).toHaveLength(1);
  });

  it('never scores a one-slide lesson twice under 100 parallel submissions', async () => {
    const lesson = await createLesson(draft('LESSON', [questionSlide(10)], { punctajMaxim: 10 }));
    const before = await profilePoints();
    const token = await t.authAs('elev@demo.ro');
    const payload = {
      slideId: lesson.slides[0]!.id,
      lessonId: lesson.id,
      userId: pupilId,
      answer: answerFor('QUESTION'),
    };
    const responses = await Promise.all(
      Array.from({ length: 100 }, () =>
        t.app.inject({ method: 'POST', url: '/api/answers', headers: token, payload }),
      ),
    );
    const completed = responses.filter(
      (response) => response.statusCode === 200 && response.json().isLessonCompletedNow === true,
    );
    expect(completed).toHaveLength(1);
    // The others are duplicates (409) or, once the lesson is completed, practice replays that save nothing.
    for (const response of responses) {
      if (response.statusCode === 409) expect(response.json().message).toBe(LESSON_MESSAGES.alreadyStarted);
      else expect(response.statusCode).toBe(200);
    }
    expect(await storedAnswers(lesson.id)).toHaveLength(1);
    expect(await profilePoints()).toBe(before + 10);
  });

  it("stores a pupil's parallel answers to every slide and completes once, with points from all of them", async () => {
    // Each submission reads the attempt without a lock; the one that completes must see every other answer
    // (the database function makes it read again otherwise), or the points would miss some.
    for (let round = 0; round < 3; round++) {
      const lesson = await createLesson(
        draft('LESSON', [questionSlide(10), questionSlide(20), questionSlide(30), questionSlide(40)], {
          punctajMaxim: 100,
        }),
      );
      const before = await profilePoints();
      // Slides 1 and 3 right (20 + 40 of 100 points), 0 and 2 wrong.
      const responses = await Promise.all(
        lesson.slides.map((_, index) => submit(lesson, index, answerFor('QUESTION', index % 2 === 1))),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
      const completed = responses.filter((response) => response.json().isLessonCompletedNow);
      expect(completed.map((response) => response.json().punctajFinal)).toEqual([60]);
      expect((await storedAnswers(lesson.id)).map((answer) => answer.state)).toEqual(
        Array(4).fill('COMPLETED'),
      );
      expect(await attemptsOf(lesson.id)).toEqual([
        expect.objectContaining({ version: 0, state: 'COMPLETED', punctajFinal: 60 }),
      ]);
      expect(await profilePoints()).toBe(before + 60);
    }
  });

  it('scores against the slide as another server process changed it after this one kept the lesson', async () => {
    const lesson = await createLesson(
      draft('LESSON', [questionSlide(10), questionSlide(10), infoSlide()], { punctajMaxim: 40 }),
    );
    // The first answer makes this process keep the lesson; the change below does not go through it.
    expect((await submit(lesson, 0)).statusCode).toBe(200);
    await t.database.db
      .update(slides)
      .set({ data: questionData(30) })
      .where(eq(slides.id, Number(lesson.slides[1]!.id)));
    expect((await submit(lesson, 1)).statusCode).toBe(200);
    expect((await submit(lesson, 2)).json()).toMatchObject({ isLessonCompletedNow: true, punctajFinal: 40 });
    expect((await storedAnswers(lesson.id)).map((answer) => Number(answer.points)).sort()).toEqual([
      0, 10, 30,
    ]);
  });

  it("completes with the points of every answer when another server process stored one this process didn't", async () => {
    const lesson = await createLesson(
      draft('LESSON', [questionSlide(10), questionSlide(30), questionSlide(20)], { punctajMaxim: 60 }),
    );
    // This process keeps the attempt with slide 0's answer; slide 1's is stored as another process would.
    expect((await submit(lesson, 0)).json()).toMatchObject({ isLessonCompletedNow: false });
    const [attempt] = await attemptsOf(lesson.id);
    await t.database.db.insert(lessonAnswers).values({
      slideId: Number(lesson.slides[1]!.id),
      lessonId: lesson.id,
      userId: pupilId,
      editionId: attempt!.editionId,
      version: attempt!.version,
      state: 'IN_PROGRESS',
      points: 30,
      answer: answerFor('QUESTION'),
    });
    const last = await submit(lesson, 2, answerFor('QUESTION', false));
    expect(last.json()).toMatchObject({ isLessonCompletedNow: true, punctajFinal: 40 });
    expect((await attemptsOf(lesson.id)).map(({ state, punctajFinal }) => [state, punctajFinal])).toEqual([
      ['COMPLETED', 40],
    ]);
  });

  it('replays in practice mode a lesson another server process completed after this one kept the attempt', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide(), infoSlide()], { punctajMaxim: 15 }));
    expect((await submit(lesson, 0)).json()).toMatchObject({ isLessonCompletedNow: false });
    // Completed elsewhere: the attempt this process kept is no longer in progress.
    await t.database.db
      .update(lessonAttempts)
      .set({ state: 'COMPLETED', punctajFinal: 15 })
      .where(eq(lessonAttempts.lessonId, lesson.id));
    const replay = await submit(lesson, 1);
    expect([replay.statusCode, replay.json().punctajFinal, replay.json().isLessonCompletedNow]).toEqual([
      200,
      null,
      null,
    ]);
    expect(await storedAnswers(lesson.id)).toHaveLength(1);
  });

  it('takes answers to a hidden lesson as soon as another server process shows it', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide()], { isHidden: true }));
    expect((await submit(lesson, 0)).statusCode).toBe(404);
    await t.database.db.update(lessons).set({ isHidden: false }).where(eq(lessons.id, lesson.id));
    expect((await submit(lesson, 0)).json()).toMatchObject({ isLessonCompletedNow: true });
    // And hidden again: 404 at once (before practice mode), nothing saved.
    await t.database.db.update(lessons).set({ isHidden: true }).where(eq(lessons.id, lesson.id));
    expect((await submit(lesson, 0)).statusCode).toBe(404);
    expect(await storedAnswers(lesson.id)).toHaveLength(1);
  });

  it('validates the answer with the plugin: the first issue message, and 400 for bad input with nothing saved', async () => {
    const lesson = await createLesson(draft('LESSON', [questionSlide(), textSlide(), imageUploadSlide()]));
    const registry = t.app.services.slideRegistry;
    const questionIssue = registry
      .require('QUESTION')
      .validateAnswer(questionSlide().data, { selectedOptionIds: [] })[0]!.message;
    const empty = await submit(lesson, 0, { selectedOptionIds: [] });
    // The issue names the answer's field it is about, so a form can show it there.
    expect([empty.statusCode, empty.json()]).toEqual([
      400,
      { message: questionIssue, errors: { 'answer.selectedOptionIds': questionIssue } },
    ]);
    const textIssue = registry.require('TEXT').validateAnswer(textSlide().data, { text: '' })[0]!.message;
    expect((await submit(lesson, 1, { text: '' })).json()).toEqual({
      message: textIssue,
      errors: { 'answer.text': textIssue },
    });
    const photoIssue = registry
      .require('IMAGE_UPLOAD')
      .validateAnswer(imageUploadSlide().data, { photoUrls: ['javascript:alert(1)'] })[0]!.message;
    expect((await submit(lesson, 2, { photoUrls: ['javascript:alert(1)'] })).json().message).toBe(photoIssue);
    for (const body of [
      {},
      { slideId: 'abc', lessonId: lesson.id, userId: pupilId, answer: {} },
      { slideId: '9999999999', lessonId: lesson.id, userId: pupilId, answer: {} },
      { slideId: lesson.slides[0]!.id, lessonId: true, userId: pupilId, answer: {} },
      { slideId: lesson.slides[0]!.id, lessonId: -1, userId: pupilId },
    ]) {
      const response = await kit.pupil('POST', '/api/answers', body);
      expect([response.statusCode, response.json().message]).toEqual([400, LESSON_MESSAGES.answerInvalid]);
    }
    expect(await storedAnswers(lesson.id)).toEqual([]);
    expect(await attemptsOf(lesson.id)).toEqual([]);
  });

  it('refuses a slide of another lesson, an unknown lesson and a hidden lesson', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide()]));
    const other = await createLesson(draft('LESSON', [infoSlide()]));
    const mixed = await kit.pupil('POST', '/api/answers', {
      slideId: other.slides[0]!.id,
      lessonId: lesson.id,
      userId: pupilId,
      answer: { seen: true },
    });
    expect(mixed.statusCode).toBe(404);
    expect(
      (
        await kit.pupil('POST', '/api/answers', {
          slideId: '1',
          lessonId: 999999,
          userId: pupilId,
          answer: {},
        })
      ).statusCode,
    ).toBe(404);
    await kit.admin('PATCH', `/api/lessons/${lesson.id}/hide`, { id: lesson.id, isHidden: true });
    expect((await submit(lesson, 0)).statusCode).toBe(404);
  });

  it('accepts answers only in the caller name (403), only from ADMIN, DBEST and ELEV, and only from enabled accounts', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide(), questionSlide()]));
    const adminId = await kit.userId('admin@demo.ro');
    const forSomeoneElse = await submit(lesson, 0, undefined, 'elev@demo.ro', adminId);
    expect([forSomeoneElse.statusCode, forSomeoneElse.json().message]).toEqual([
      403,
      ANSWER_MESSAGES.notYourAnswer,
    ]);
    for (const email of ['profesor@demo.ro', 'logistica@demo.ro', 'sync@demo.ro']) {
      expect((await submit(lesson, 0, undefined, email, await kit.userId(email))).statusCode).toBe(403);
    }
    expect((await submit(lesson, 0, undefined, 'admin@demo.ro', adminId)).statusCode).toBe(200);
    expect(
      (await submit(lesson, 0, undefined, 'programator@demo.ro', await kit.userId('programator@demo.ro')))
        .statusCode,
    ).toBe(200);
    expect(await storedAnswers(lesson.id)).toHaveLength(2);
    const notEnabled = await submit(
      lesson,
      1,
      undefined,
      'elev.nou@demo.ro',
      await kit.userId('elev.nou@demo.ro'),
    );
    expect([notEnabled.statusCode, notEnabled.json().message]).toEqual([
      403,
      ACCOUNT_MESSAGES.accountNotEnabled,
    ]);
    expect((await kit.inject('elev.nou@demo.ro', 'GET', '/api/lessons')).statusCode).toBe(403);
  });

  it('refuses answers after the deadline with a clear message, but still allows practice', async () => {
    const homework = await createLesson(draft('HOMEWORK', [infoSlide(), questionSlide()]));
    await t.database.db
      .update(lessons)
      .set({ deadline: new Date(Date.now() - 1000) })
      .where(eq(lessons.id, homework.id));
    const late = await submit(homework, 0);
    expect([late.statusCode, late.json().message]).toEqual([400, ANSWER_MESSAGES.deadlinePassed]);
    expect(await storedAnswers(homework.id)).toEqual([]);
  });

  it('puts types that need approval in PENDING_APPROVAL with 0 points and refuses resuming with the warning', async () => {
    const activity = await createLesson(
      draft('PRACTICAL_ACTIVITY', [questionSlide(), imageUploadSlide()], { punctajMaxim: 60 }),
    );
    const before = await profilePoints();
    expect((await submit(activity, 0)).json()).toMatchObject({
      punctajFinal: 0,
      isLessonCompletedNow: false,
    });
    expect((await submit(activity, 1)).json()).toMatchObject({ punctajFinal: 0, isLessonCompletedNow: true });
    expect((await attemptsOf(activity.id))[0]).toMatchObject({ state: 'PENDING_APPROVAL', punctajFinal: 0 });
    expect((await storedAnswers(activity.id)).every((answer) => answer.state === 'PENDING_APPROVAL')).toBe(
      true,
    );
    const resume = await submit(activity, 0);
    expect([resume.statusCode, resume.json().message]).toEqual([409, ANSWER_MESSAGES.pendingApproval]);
    expect(await profilePoints()).toBe(before);
  });
});

describe('GET /api/answers', () => {
  it('resumes the latest attempt of the current edition, none while no edition is current, and hides hidden lessons', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide(), questionSlide()]));
    const mine = async () => {
      const response = await kit.pupil('GET', `/api/answers/lessons/${lesson.id}`);
      return response.statusCode === 200 ? response.json() : response.statusCode;
    };
    const [current] = await t.database.db.select().from(editions).where(eq(editions.isCurrentEdition, true));
    const [other] = await t.database.db
      .insert(editions)
      .values({ nume: `Ediția de reluare ${lesson.id}` })
      .returning();
    const attempt = { lessonId: lesson.id, userId: pupilId };
    await t.database.db.insert(lessonAttempts).values([
      { ...attempt, editionId: current!.id, version: 0, state: 'REJECTED' },
      { ...attempt, editionId: current!.id, version: 1, state: 'IN_PROGRESS' },
      { ...attempt, editionId: other!.id, version: 5, state: 'COMPLETED' },
    ]);
    expect((await mine()).attempt).toMatchObject({ state: 'IN_PROGRESS', version: 1 });

    await t.database.db.update(editions).set({ isCurrentEdition: false }).where(eq(editions.id, current!.id));
    try {
      expect(await mine()).toEqual({ lessonId: lesson.id, attempt: null, answers: [] });
    } finally {
      await t.database.db
        .update(editions)
        .set({ isCurrentEdition: true })
        .where(eq(editions.id, current!.id));
    }
    await t.database.db.update(lessons).set({ isHidden: true }).where(eq(lessons.id, lesson.id));
    expect(await mine()).toBe(404);
  });

  it('gives my latest attempt for resume, an empty default, and a pupil’s answers to their teacher', async () => {
    const lesson = await createLesson(draft('HOMEWORK', [infoSlide(), questionSlide(), textSlide()]));
    expect((await kit.pupil('GET', `/api/answers/lessons/${lesson.id}`)).json()).toEqual({
      lessonId: lesson.id,
      attempt: null,
      answers: [],
    });
    await submit(lesson, 0);
    const mine = (await kit.pupil('GET', `/api/answers/lessons/${lesson.id}`)).json();
    expect(mine.attempt).toMatchObject({ state: 'IN_PROGRESS', version: 0 });
    expect(mine.answers.map((answer: { slideId: string }) => answer.slideId)).toEqual([lesson.slides[0]!.id]);
    expect((await kit.pupil('GET', '/api/answers/default')).json()).toEqual({
      slideId: null,
      lessonId: null,
      userId: null,
      answer: null,
    });

    const ofPupil = await kit.inject('profesor@demo.ro', 'GET', `/api/answers/students/${pupilId}`);
    expect(ofPupil.statusCode).toBe(200);
    expect(
      ofPupil.json().find((attempt: { lessonId: number }) => attempt.lessonId === lesson.id),
    ).toMatchObject({ lessonType: 'HOMEWORK', answers: [{ slideId: lesson.slides[0]!.id }] });
    expect((await kit.pupil('GET', `/api/answers/students/${pupilId}`)).statusCode).toBe(200);
    expect(
      (await kit.pupil('GET', `/api/answers/students/${await kit.userId('admin@demo.ro')}`)).statusCode,
    ).toBe(403);
    expect(
      (await kit.inject('profesor.nou@demo.ro', 'GET', `/api/answers/students/${pupilId}`)).statusCode,
    ).toBe(403);
    expect(
      (await kit.inject('logistica@demo.ro', 'GET', `/api/answers/students/${pupilId}`)).statusCode,
    ).toBe(403);
  });
});
