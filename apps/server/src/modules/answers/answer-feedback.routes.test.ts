import { eq } from 'drizzle-orm';
import { SlideFeedbackSchema } from '@platform/slide-sdk';
import type { TestApp } from '../../../test/test-app.js';
import { lessonAnswers, slides } from '../../db/schema.js';
import {
  answerFor,
  draft,
  envelope,
  imageUploadSlide,
  infoSlide,
  withPupilTestApp,
  type CreatedLesson,
  questionData,
  textSlide,
  videoSlide,
} from '../lessons/lessons-test-helpers.js';

// Issue 12: the submit response carries what the pupil may now see about the answer, and nothing before.
let t: TestApp;
let pupilId: number;
const kit = withPupilTestApp((app, id) => {
  t = app;
  pupilId = id;
});

type LessonBody = CreatedLesson;
const EXPLANATION = 'Bateriile conțin metale grele: la punctul de colectare sunt reciclate.';
const explainedQuestion = () => envelope('QUESTION', 3, { ...questionData(10), explanation: EXPLANATION });

const createLesson = kit.createLesson;
const submit = (lesson: LessonBody, index: number, answer?: unknown) =>
  kit.pupil('POST', '/api/answers', {
    slideId: lesson.slides[index]!.id,
    lessonId: lesson.id,
    userId: pupilId,
    answer: answer ?? answerFor(lesson.slides[index]!.type),
  });
const feedbackOf = async (lesson: LessonBody, index: number, answer?: unknown) => {
  const response = await submit(lesson, index, answer);
  expect(response.statusCode, response.body).toBe(200);
  const { feedback } = response.json() as { feedback: unknown };
  // Whatever a plugin returns, the pupil gets only the strict feedback shape.
  if (feedback !== null) expect(SlideFeedbackSchema.safeParse(feedback).success).toBe(true);
  return feedback;
};

const WRONG_QUESTION_FEEDBACK = {
  outcome: 'incorrect',
  items: [
    { id: 'opt-1', chosen: true, correct: false },
    { id: 'opt-2', chosen: false, correct: true },
  ],
  explanation: EXPLANATION,
};

describe('POST /api/answers feedback', () => {
  it('carries each slide type’s feedback in a scored attempt', async () => {
    const lesson = await createLesson(
      draft('LESSON', [
        explainedQuestion(),
        envelope('QUESTION', 2, questionData()),
        textSlide(),
        imageUploadSlide(),
        infoSlide(),
        videoSlide(),
      ]),
    );
    expect(await feedbackOf(lesson, 0, answerFor('QUESTION', false))).toEqual(WRONG_QUESTION_FEEDBACK);
    // A version 2 question (migrated on read) has no explanation: the key is absent, the verdict is there.
    expect(await feedbackOf(lesson, 1)).toEqual({
      outcome: 'correct',
      items: [
        { id: 'opt-1', chosen: false, correct: false },
        { id: 'opt-2', chosen: true, correct: true },
      ],
    });
    expect(await feedbackOf(lesson, 2)).toEqual({ outcome: 'pending-review' });
    expect(await feedbackOf(lesson, 3)).toEqual({ outcome: 'pending-review' });
    expect(await feedbackOf(lesson, 4)).toBeNull();
    expect(await feedbackOf(lesson, 5)).toBeNull();
  });

  it('carries the feedback in practice mode too (nothing saved)', async () => {
    const lesson = await createLesson(
      draft('LESSON', [explainedQuestion(), infoSlide()], { punctajMaxim: 10 }),
    );
    await submit(lesson, 0);
    await submit(lesson, 1);
    const stored = await t.database.db
      .select()
      .from(lessonAnswers)
      .where(eq(lessonAnswers.lessonId, lesson.id));
    const replay = await submit(lesson, 0, answerFor('QUESTION', false));
    expect(replay.json()).toMatchObject({ punctajFinal: null, isLessonCompletedNow: null });
    expect(replay.json().feedback).toEqual(WRONG_QUESTION_FEEDBACK);
    expect(await feedbackOf(lesson, 1)).toBeNull();
    expect(
      await t.database.db.select().from(lessonAnswers).where(eq(lessonAnswers.lessonId, lesson.id)),
    ).toEqual(stored);
  });

  it('waits for the teacher’s decision where approval is needed, and gives it all after approval', async () => {
    const activity = await createLesson(
      draft('PRACTICAL_ACTIVITY', [explainedQuestion(), imageUploadSlide()], { punctajMaxim: 60 }),
    );
    const pending = await submit(activity, 0, answerFor('QUESTION', false));
    expect(pending.json().feedback).toEqual({ outcome: 'pending-review' });
    expect(pending.body).not.toContain(EXPLANATION);
    expect(pending.body).not.toContain('"items"');
    expect(await feedbackOf(activity, 1)).toEqual({ outcome: 'pending-review' });
    const rows = await t.database.db
      .select()
      .from(lessonAnswers)
      .where(eq(lessonAnswers.lessonId, activity.id))
      .orderBy(lessonAnswers.id);
    for (const row of rows) {
      const decided = await kit.admin('PATCH', `/api/lessons/answers/${row.id}/approval`, {
        id: row.id,
        approved: true,
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    // Decided: the replay (practice mode) tells the verdict, the correct option and the explanation.
    expect(await feedbackOf(activity, 0, answerFor('QUESTION', false))).toEqual(WRONG_QUESTION_FEEDBACK);
  });

  it('gives none before submission: no explanation or feedback in what the pupil reads first', async () => {
    const lesson = await createLesson(draft('HOMEWORK', [explainedQuestion(), textSlide()]));
    const bodies = [
      (await kit.pupil('GET', `/api/lessons/${lesson.id}`)).body,
      (await kit.pupil('GET', `/api/slides/${lesson.slides[0]!.id}`)).body,
      (await kit.pupil('GET', `/api/answers/lessons/${lesson.id}`)).body,
    ];
    for (const body of bodies) {
      expect(body).not.toContain(EXPLANATION);
      expect(body).not.toContain('"explanation"');
      expect(body).not.toContain('"feedback"');
      expect(body).not.toContain('"isCorrect"');
    }
    // The author, by contrast, reads and edits the explanation.
    expect((await kit.admin('GET', `/api/lessons/${lesson.id}`)).body).toContain(EXPLANATION);
    // A refused answer (invalid) gets no feedback either.
    const refused = await submit(lesson, 0, { selectedOptionIds: 'opt-2' });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).not.toContain(EXPLANATION);
  });

  it('comes back with the stored answers when the pupil resumes, after the decision where one is needed', async () => {
    const mine = async (lesson: LessonBody) => {
      const response = await kit.pupil('GET', `/api/answers/lessons/${lesson.id}`);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { answers: { slideId: string; feedback: unknown }[] }).answers;
    };
    const lesson = await createLesson(draft('LESSON', [explainedQuestion(), textSlide(), infoSlide()]));
    await submit(lesson, 0, answerFor('QUESTION', false));
    await submit(lesson, 1);
    expect(await mine(lesson)).toEqual([
      expect.objectContaining({ slideId: lesson.slides[0]!.id, feedback: WRONG_QUESTION_FEEDBACK }),
      expect.objectContaining({ slideId: lesson.slides[1]!.id, feedback: { outcome: 'pending-review' } }),
    ]);
    // An edit made by another server process (straight in the database) shows at the next resume, although
    // this process keeps the lesson its submissions scored against.
    const [question] = await t.database.db
      .select()
      .from(slides)
      .where(eq(slides.id, Number(lesson.slides[0]!.id)));
    await t.database.db
      .update(slides)
      .set({ data: { ...(question!.data as object), explanation: 'Explicația nouă.' } })
      .where(eq(slides.id, question!.id));
    expect((await mine(lesson))[0]!.feedback).toEqual({
      ...WRONG_QUESTION_FEEDBACK,
      explanation: 'Explicația nouă.',
    });

    const activity = await createLesson(
      draft('PRACTICAL_ACTIVITY', [explainedQuestion(), imageUploadSlide()], { punctajMaxim: 60 }),
    );
    await submit(activity, 0, answerFor('QUESTION', false));
    await submit(activity, 1);
    const waiting = await mine(activity);
    expect(waiting.map((answer) => answer.feedback)).toEqual([
      { outcome: 'pending-review' },
      { outcome: 'pending-review' },
    ]);
    expect(JSON.stringify(waiting)).not.toContain(EXPLANATION);
    const rows = await t.database.db
      .select()
      .from(lessonAnswers)
      .where(eq(lessonAnswers.lessonId, activity.id));
    for (const row of rows) {
      const decided = await kit.admin('PATCH', `/api/lessons/answers/${row.id}/approval`, {
        id: row.id,
        approved: true,
      });
      expect(decided.statusCode, decided.body).toBe(200);
    }
    expect((await mine(activity))[0]!.feedback).toEqual(WRONG_QUESTION_FEEDBACK);
  });
});
