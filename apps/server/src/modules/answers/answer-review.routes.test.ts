import { eq, ne } from 'drizzle-orm';
import { ANSWER_MESSAGES, ANSWER_STATES, LESSON_MESSAGES, PAGING_MESSAGES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { lessonAnswers, lessonAttempts, schools, users } from '../../db/schema.js';
import {
  answerFor,
  draft,
  imageUploadSlide,
  infoSlide,
  lessonTestKit,
  type CreatedLesson,
  questionSlide,
  textSlide,
} from '../lessons/lessons-test-helpers.js';

let t: TestApp;
let pupilId: number;
let editionId: number;
beforeAll(async () => {
  t = await createTestApp();
  pupilId = await kit.userId('elev@demo.ro');
  editionId = (await t.app.services.editionsService.currentEditionId())!;
});
afterAll(() => t.close());
const kit = lessonTestKit(() => t);

type LessonBody = CreatedLesson;
const createLesson = kit.createLesson;
const submit = (lesson: LessonBody, index: number, answer?: unknown) =>
  kit.pupil('POST', '/api/answers', {
    slideId: lesson.slides[index]!.id,
    lessonId: lesson.id,
    userId: pupilId,
    answer: answer ?? answerFor(lesson.slides[index]!.type),
  });
async function completeAll(lesson: LessonBody) {
  let last;
  for (const index of lesson.slides.keys()) last = await submit(lesson, index);
  return last!.json();
}
const answersOf = (lessonId: number) =>
  t.database.db
    .select()
    .from(lessonAnswers)
    .where(eq(lessonAnswers.lessonId, lessonId))
    .orderBy(lessonAnswers.version, lessonAnswers.id);
const attemptsOf = (lessonId: number) =>
  t.database.db
    .select()
    .from(lessonAttempts)
    .where(eq(lessonAttempts.lessonId, lessonId))
    .orderBy(lessonAttempts.version);
const review = (email: string, answerId: number, body: object) =>
  kit.inject(email, 'PATCH', `/api/lessons/answers/${answerId}/approval`, { id: answerId, ...body });
const profilePoints = async () => (await kit.pupil('GET', '/api/users/profile')).json().points as number;
const schoolPoints = async () =>
  (await kit.inject('profesor@demo.ro', 'GET', '/api/users/profile')).json().points as number;

describe('demo seed', () => {
  it('holds answers of elev@demo.ro in every state, with attempt points consistent with the profile', async () => {
    const rows = (await kit.admin('GET', `/api/lessons/answers?userId=${pupilId}`)).json() as {
      state: string;
      attemptState: string;
    }[];
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(ANSWER_STATES));
    expect(new Set(rows.map((row) => row.attemptState))).toEqual(new Set(ANSWER_STATES));
    const scored = (await kit.pupil('GET', `/api/answers/students/${pupilId}`)).json() as {
      state: string;
      punctajFinal: number;
    }[];
    const total = scored
      .filter((a) => a.state === 'COMPLETED' || a.state === 'APPROVED')
      .reduce((sum, a) => sum + a.punctajFinal, 0);
    expect(total).toBeGreaterThan(0);
    expect(await profilePoints()).toBe(total);
  });
});

describe('approval', () => {
  it('approving the last pending answer of a practical activity completes it and awards its points', async () => {
    const activity = await createLesson(
      draft('PRACTICAL_ACTIVITY', [questionSlide(10), imageUploadSlide()], { punctajMaxim: 60 }),
    );
    expect(await completeAll(activity)).toMatchObject({ punctajFinal: 0, isLessonCompletedNow: true });
    const [first, second] = await answersOf(activity.id);
    const before = { pupil: await profilePoints(), school: await schoolPoints() };

    const teacher = await review('profesor@demo.ro', first!.id, { approved: true });
    expect([teacher.statusCode, teacher.json().message]).toEqual([403, ANSWER_MESSAGES.practicalByTeacher]);

    const one = await review('admin@demo.ro', first!.id, { approved: true });
    expect(one.json()).toMatchObject({
      message: ANSWER_MESSAGES.answerApproved,
      answer: { state: 'APPROVED' },
      attempt: { state: 'PENDING_APPROVAL', punctajFinal: 0 },
    });
    expect(await profilePoints()).toBe(before.pupil);
    const two = await review('programator@demo.ro', second!.id, { approved: true });
    expect(two.json().attempt).toMatchObject({ state: 'APPROVED', punctajFinal: 60 });
    expect(await profilePoints()).toBe(before.pupil + 60);
    expect(await schoolPoints()).toBe(before.school + 60);
    expect((await kit.pupil('GET', '/api/points/me')).json()).toEqual({
      editionId,
      userPoints: before.pupil + 60,
      schoolPoints: before.school + 60,
    });
    expect((await review('admin@demo.ro', second!.id, { approved: false })).json().message).toBe(
      ANSWER_MESSAGES.alreadyReviewed,
    );
    // Approved means completed: the pupil replays it in practice mode.
    expect((await submit(activity, 0)).json()).toMatchObject({
      punctajFinal: null,
      isLessonCompletedNow: null,
    });
  });

  it("rejecting a homework revokes its points, defaults the reason to 'Răspuns respins', and the retry scores again", async () => {
    const homework = await createLesson(
      draft('HOMEWORK', [questionSlide(10), textSlide()], { punctajMaxim: 30 }),
    );
    const before = await profilePoints();
    expect(await completeAll(homework)).toMatchObject({ punctajFinal: 30, isLessonCompletedNow: true });
    expect(await profilePoints()).toBe(before + 30);
    const [, text] = await answersOf(homework.id);
    const rejected = await review('profesor@demo.ro', text!.id, { approved: false, reason: '   ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: ANSWER_MESSAGES.answerRejected,
      answer: { state: 'REJECTED', rejectReason: LESSON_MESSAGES.defaultRejectReason },
      attempt: { state: 'REJECTED', rejectReason: LESSON_MESSAGES.defaultRejectReason, punctajFinal: 0 },
    });
    expect((await answersOf(homework.id)).map((answer) => answer.state)).toEqual(['REJECTED', 'REJECTED']);
    expect(await profilePoints()).toBe(before);
    expect(
      (await kit.pupil('GET', '/api/lessons?type=HOMEWORK'))
        .json()
        .find((l: { id: number }) => l.id === homework.id).attemptState,
    ).toBe('REJECTED');

    // Reîncearcă: a new scored attempt (version 1).
    expect((await submit(homework, 0)).json()).toMatchObject({
      isLessonCompletedNow: false,
      punctajFinal: 0,
    });
    expect((await submit(homework, 1)).json()).toMatchObject({
      isLessonCompletedNow: true,
      punctajFinal: 30,
    });
    expect((await attemptsOf(homework.id)).map((attempt) => [attempt.version, attempt.state])).toEqual([
      [0, 'REJECTED'],
      [1, 'COMPLETED'],
    ]);
    expect(await profilePoints()).toBe(before + 30);
    const mine = (await kit.pupil('GET', `/api/answers/lessons/${homework.id}`)).json();
    expect(mine.attempt.version).toBe(1);
    expect(mine.answers.every((answer: { version: number }) => answer.version === 1)).toBe(true);
  });

  it('a teacher rejects a daily challenge with a reason; the pupil retries and the approval awards points once', async () => {
    const daily = await createLesson(draft('DAILY_CHALLENGE', [imageUploadSlide()], { punctajMaxim: 20 }));
    await completeAll(daily);
    const [answer] = await answersOf(daily.id);
    await review('profesor@demo.ro', answer!.id, { approved: false, reason: 'Poza este neclară' });
    const retry = await submit(daily, 0);
    expect(retry.json()).toMatchObject({ isLessonCompletedNow: true, punctajFinal: 0 });
    const before = await profilePoints();
    const [, second] = await answersOf(daily.id);
    expect((await review('profesor@demo.ro', second!.id, { approved: true })).json().attempt).toMatchObject({
      version: 1,
      state: 'APPROVED',
      punctajFinal: 20,
    });
    expect(await profilePoints()).toBe(before + 20);
  });

  it('refuses approving plain lessons, pupils of another school, unknown answers and bad bodies', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide()]));
    await completeAll(lesson);
    const [answer] = await answersOf(lesson.id);
    const plain = await review('admin@demo.ro', answer!.id, { approved: true });
    expect([plain.statusCode, plain.json().message]).toEqual([403, ANSWER_MESSAGES.approvalNotAllowed]);

    const homework = await createLesson(draft('HOMEWORK', [textSlide(), infoSlide()]));
    await submit(homework, 0);
    const [inProgress] = await answersOf(homework.id);
    const early = await review('profesor@demo.ro', inProgress!.id, { approved: false });
    expect([early.statusCode, early.json().message]).toEqual([409, ANSWER_MESSAGES.notFinished]);
    await submit(homework, 1);
    const [homeworkAnswer] = await answersOf(homework.id);
    const [cluj] = await t.database.db
      .select()
      .from(schools)
      .where(eq(schools.numeInstitutieInvatamant, 'Liceul Teoretic Demo Cluj'));
    await t.database.db
      .update(users)
      .set({ schoolId: cluj!.id, isEnabled: true })
      .where(eq(users.email, 'profesor.nou@demo.ro'));
    const stranger = await review('profesor.nou@demo.ro', homeworkAnswer!.id, { approved: true });
    expect([stranger.statusCode, stranger.json().message]).toEqual([403, ANSWER_MESSAGES.notYourPupil]);
    expect((await review('admin@demo.ro', 999999, { approved: true })).statusCode).toBe(404);
    expect(
      (
        await kit.admin('PATCH', `/api/lessons/answers/${homeworkAnswer!.id}/approval`, {
          id: homeworkAnswer!.id,
        })
      ).statusCode,
    ).toBe(400);
    expect((await review('elev@demo.ro', homeworkAnswer!.id, { approved: true })).statusCode).toBe(403);
    expect((await answersOf(homework.id))[0]!.state).toBe('COMPLETED');
  });
});

describe('Istoric Activitati report', () => {
  it('sorted by pupil name, the answers of pupils who share a name come pupil by pupil; by points, most first', async () => {
    type Row = { id: number; userId: number; userName: string; points: number };
    const all = async (sort: string) =>
      (await kit.admin('GET', `/api/lessons/answers/report?size=100000&sort=${sort}`)).json()
        .content as Row[];
    // A second pupil with answers takes the demo pupil's name, so two pupils share it.
    // A second pupil of the demo school takes the demo pupil's name and answers a lesson, so two pupils
    // share a name and each has several answers.
    const [demoPupil] = await t.database.db.select().from(users).where(eq(users.id, pupilId));
    const { id: _id, email: _email, ...same } = demoPupil!;
    const [namesake] = await t.database.db
      .insert(users)
      .values({ ...same, email: 'andrei.elev.doi@demo.ro' })
      .returning();
    const lesson = await createLesson(draft('HOMEWORK', [textSlide(), questionSlide()]));
    for (const [index, slide] of lesson.slides.entries()) {
      for (const [email, userId] of [
        ['elev@demo.ro', pupilId],
        [namesake!.email, namesake!.id],
      ] as const) {
        const sent = await kit.inject(email, 'POST', '/api/answers', {
          slideId: slide.id,
          lessonId: lesson.id,
          userId,
          answer: answerFor(lesson.slides[index]!.type),
        });
        expect(sent.statusCode).toBe(200);
      }
    }
    for (const direction of ['asc', 'desc'] as const) {
      const rows = await all(`userName,${direction}`);
      const pupilsOf = new Map<string, Set<number>>();
      for (const row of rows)
        pupilsOf.set(row.userName, (pupilsOf.get(row.userName) ?? new Set()).add(row.userId));
      expect([...pupilsOf.values()].some((pupils) => pupils.size > 1)).toBe(true);
      const finished = new Set<number>();
      rows.forEach((row, index) => {
        const previous = rows[index - 1];
        if (!previous || previous.userName !== row.userName) return;
        if (previous.userId === row.userId) expect(row.id).toBeGreaterThan(previous.id);
        else {
          expect(direction === 'asc' ? row.userId > previous.userId : row.userId < previous.userId).toBe(
            true,
          );
          finished.add(previous.userId);
          expect(finished.has(row.userId)).toBe(false);
        }
      });
    }
    const byPoints = await all('points,desc');
    expect(new Set(byPoints.map((row) => row.points)).size).toBeGreaterThan(1);
    byPoints.forEach((row, index) => {
      const previous = byPoints[index - 1];
      if (!previous) return;
      expect(row.points).toBeLessThanOrEqual(previous.points);
      if (row.points === previous.points) expect(row.id).toBeGreaterThan(previous.id);
    });
  });

  it('pages, sorts and filters answers; teachers see only their school; approval rights per row', async () => {
    const page = await kit.admin('GET', '/api/lessons/answers/report?size=5&sort=userName,asc');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.content).toHaveLength(5);
    expect(body.totalElements).toBeGreaterThan(5);
    expect(body.pageable).toEqual({ pageNumber: 0, pageSize: 5, sort: 'userName,asc' });
    const practical = (
      await kit.admin(
        'GET',
        '/api/lessons/answers/report?state=PENDING_APPROVAL&lessonType=PRACTICAL_ACTIVITY&size=100',
      )
    ).json();
    expect(practical.content.length).toBeGreaterThan(0);
    expect(
      practical.content.every(
        (row: { state: string; lessonType: string; canApprove: boolean }) =>
          row.state === 'PENDING_APPROVAL' && row.lessonType === 'PRACTICAL_ACTIVITY' && row.canApprove,
      ),
    ).toBe(true);
    const asTeacher = (
      await kit.inject(
        'profesor@demo.ro',
        'GET',
        '/api/lessons/answers/report?lessonType=PRACTICAL_ACTIVITY&size=100',
      )
    ).json();
    expect(asTeacher.content.every((row: { canApprove: boolean }) => !row.canApprove)).toBe(true);
    const titled = (
      await kit.admin('GET', `/api/lessons/answers/report?lessonTitle=${encodeURIComponent('cutia pentru')}`)
    ).json();
    expect(
      titled.content.every((row: { lessonTitle: string }) => row.lessonTitle.includes('cutia pentru')),
    ).toBe(true);
    const bad = await kit.admin('GET', '/api/lessons/answers/report?sort=password,asc');
    expect([bad.statusCode, bad.json().message]).toEqual([400, PAGING_MESSAGES.invalidSort]);
    expect((await kit.pupil('GET', '/api/lessons/answers/report')).statusCode).toBe(403);

    await t.database.db.update(users).set({ schoolId: null }).where(eq(users.email, 'profesor.nou@demo.ro'));
    await t.database.db.update(users).set({ isEnabled: true }).where(eq(users.email, 'profesor.nou@demo.ro'));
    expect(
      (await kit.inject('profesor.nou@demo.ro', 'GET', '/api/lessons/answers/report')).json().totalElements,
    ).toBe(0);
    const list = (
      await kit.inject('profesor@demo.ro', 'GET', `/api/lessons/answers?userId=${pupilId}`)
    ).json();
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row: { userId: number }) => row.userId === pupilId)).toBe(true);
  });

  it("a pupil who changes school takes their answers to the new school's teacher; an answer's school is always its pupil's", async () => {
    const db = t.database.db;
    const schoolOf = async (email: string) =>
      (await db.select({ schoolId: users.schoolId }).from(users).where(eq(users.email, email)))[0]!.schoolId;
    const pupilSchool = (await schoolOf('elev@demo.ro'))!;
    const [other] = await db
      .select({ id: schools.id })
      .from(schools)
      .where(ne(schools.id, pupilSchool))
      .limit(1);
    await db
      .update(users)
      .set({ schoolId: other!.id, isEnabled: true })
      .where(eq(users.email, 'profesor.nou@demo.ro'));
    const report = async (email: string) =>
      (await kit.inject(email, 'GET', '/api/lessons/answers/report?size=1000')).json() as {
        totalElements: number;
        content: { id: number; userId: number }[];
      };
    const pupilAnswerIds = async () =>
      (await report('profesor@demo.ro')).content.filter((row) => row.userId === pupilId).map((row) => row.id);
    const moved = await pupilAnswerIds();
    expect(moved.length).toBeGreaterThan(0);
    const [oldTeacher, newTeacher] = [await report('profesor@demo.ro'), await report('profesor.nou@demo.ro')];
    expect(newTeacher.content.some((row) => row.userId === pupilId)).toBe(false);

    await db.update(users).set({ schoolId: other!.id }).where(eq(users.id, pupilId));
    const [oldAfter, newAfter] = [await report('profesor@demo.ro'), await report('profesor.nou@demo.ro')];
    expect(oldAfter.totalElements).toBe(oldTeacher.totalElements - moved.length);
    expect(oldAfter.content.some((row) => row.userId === pupilId)).toBe(false);
    expect(newAfter.totalElements).toBe(newTeacher.totalElements + moved.length);
    expect(
      newAfter.content
        .filter((row) => row.userId === pupilId)
        .map((row) => row.id)
        .sort((a, b) => a - b),
    ).toEqual([...moved].sort((a, b) => a - b));

    // An answer stored now is the new school's, and a school written by hand is replaced by the pupil's.
    const lesson = await createLesson(draft('LESSON', [questionSlide()], { punctajMaxim: 5 }));
    expect((await submit(lesson, 0)).statusCode).toBe(200);
    const [stored] = await answersOf(lesson.id);
    expect(stored!.schoolId).toBe(other!.id);
    await db.update(lessonAnswers).set({ schoolId: pupilSchool }).where(eq(lessonAnswers.id, stored!.id));
    expect((await answersOf(lesson.id))[0]!.schoolId).toBe(other!.id);
    expect((await report('profesor.nou@demo.ro')).totalElements).toBe(newAfter.totalElements + 1);

    // Without a school the pupil's answers are no teacher's; back at their school they are again.
    await db.update(users).set({ schoolId: null }).where(eq(users.id, pupilId));
    expect((await report('profesor.nou@demo.ro')).totalElements).toBe(newTeacher.totalElements);
    expect((await report('profesor@demo.ro')).totalElements).toBe(oldAfter.totalElements);
    await db.update(users).set({ schoolId: pupilSchool }).where(eq(users.id, pupilId));
    expect((await report('profesor@demo.ro')).totalElements).toBe(oldTeacher.totalElements + 1);
    expect(await pupilAnswerIds()).toEqual(expect.arrayContaining([...moved, stored!.id]));
  });

  it('exports raport_raspunsuri_lectii for ADMIN and DBEST only', async () => {
    const exported = await kit.admin('GET', '/api/lessons/answers/report?export=xlsx&state=APPROVED');
    expect(exported.statusCode).toBe(200);
    expect(exported.json()).toEqual({
      url: expect.stringMatching(/^exports\/.+\.xlsx$/),
      fileName: 'raport_raspunsuri_lectii.xlsx',
    });
    const file = await kit.admin(
      'GET',
      `/api/files/excel-reports?url=${encodeURIComponent(exported.json().url)}`,
    );
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect(
      (await kit.inject('profesor@demo.ro', 'GET', '/api/lessons/answers/report?export=xlsx')).statusCode,
    ).toBe(403);
  });
});

describe('DELETE /api/lessons/answers/users/{userId}/lessons/{lessonId}/editions/{editionId}', () => {
  it("removes the pupil's answers, attempts and points for the lesson (ADMIN, DBEST)", async () => {
    const lesson = await createLesson(draft('LESSON', [questionSlide(), infoSlide()], { punctajMaxim: 25 }));
    const before = await profilePoints();
    await completeAll(lesson);
    expect(await profilePoints()).toBe(before + 25);
    const url = `/api/lessons/answers/users/${pupilId}/lessons/${lesson.id}/editions/${editionId}`;
    expect((await kit.inject('profesor@demo.ro', 'DELETE', url)).statusCode).toBe(403);
    const deleted = await kit.inject('programator@demo.ro', 'DELETE', url);
    expect(deleted.json()).toEqual({ deletedAnswers: 2, deletedAttempts: 1 });
    expect(await answersOf(lesson.id)).toEqual([]);
    expect(await attemptsOf(lesson.id)).toEqual([]);
    expect(await profilePoints()).toBe(before);
    expect((await kit.admin('DELETE', url)).statusCode).toBe(404);
    // With its history gone the pupil starts over and scores again.
    expect((await completeAll(lesson)).punctajFinal).toBe(25);
  });
});
