import { eq, isNull } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test-app.js';
import { lessonAnswers, lessonAttempts, notifications, wasteOrders } from '../../src/db/schema.js';
import {
  answerFor,
  draft,
  infoSlide,
  lessonTestKit,
  questionSlide,
  textSlide,
} from '../../src/modules/lessons/lessons-test-helpers.js';

/** Issue 9 item 3: the same action many times at once has exactly one effect; figures printed. */
let t: TestApp;
let pupilId: number;
const kit = lessonTestKit(() => t);
const figures: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT: 'off' } });
  pupilId = await kit.userId('elev@demo.ro');
  for (const email of ['elev@demo.ro', 'profesor@demo.ro', 'admin@demo.ro', 'programator@demo.ro'])
    await t.authAs(email);
}, 300_000);
afterAll(async () => {
  console.log(figures.map((line) => `[concurrency] ${line}`).join('\n'));
  await t?.close();
});

type LessonBody = { id: number; title: string; slides: { id: string; type: string }[] };
async function createLesson(body: object): Promise<LessonBody> {
  const response = await kit.admin('POST', '/api/lessons', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}
const submitPayload = (lesson: LessonBody, index: number) => ({
  slideId: lesson.slides[index]!.id,
  lessonId: lesson.id,
  userId: pupilId,
  answer: answerFor(lesson.slides[index]!.type),
});
const inParallel = async (count: number, request: () => Promise<{ statusCode: number }>) => {
  const responses = await Promise.all(Array.from({ length: count }, request));
  return responses.map((response) => response.statusCode);
};
const countOf = (statuses: number[], status: number) => statuses.filter((s) => s === status).length;
const points = async () => (await kit.pupil('GET', '/api/users/profile')).json().points as number;

describe('parallel identical actions', () => {
  it('200 parallel submissions of the same answer store and score one', async () => {
    const lesson = await createLesson(
      draft('HOMEWORK', [questionSlide(10), textSlide()], { punctajMaxim: 50 }),
    );
    const headers = await t.authAs('elev@demo.ro');
    const payload = submitPayload(lesson, 0);
    const statuses = await inParallel(200, () =>
      t.app.inject({ method: 'POST', url: '/api/answers', headers, payload }),
    );
    const stored = await t.database.db
      .select()
      .from(lessonAnswers)
      .where(eq(lessonAnswers.lessonId, lesson.id));
    figures.push(
      `submissions: 200 sent, 200 OK ${countOf(statuses, 200)}, 409 ${countOf(statuses, 409)}, rows stored ${stored.length}`,
    );
    expect(countOf(statuses, 200)).toBe(1);
    expect(countOf(statuses, 409)).toBe(199);
    expect(stored).toHaveLength(1);

    // Completing the homework makes it wait for approval; then 200 parallel approvals of it.
    const before = await points();
    const completed = await t.app.inject({
      method: 'POST',
      url: '/api/answers',
      headers,
      payload: submitPayload(lesson, 1),
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const [answer] = await t.database.db
      .select()
      .from(lessonAnswers)
      .where(eq(lessonAnswers.lessonId, lesson.id));
    const teacher = await t.authAs('profesor@demo.ro');
    const approvals = await inParallel(200, () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/lessons/answers/${answer!.id}/approval`,
        headers: teacher,
        payload: { id: answer!.id, approved: true },
      }),
    );
    const after = await points();
    const [attempt] = await t.database.db
      .select()
      .from(lessonAttempts)
      .where(eq(lessonAttempts.lessonId, lesson.id));
    figures.push(
      `approvals: 200 sent, 200 OK ${countOf(approvals, 200)}, 409 ${countOf(approvals, 409)}, points added ${after - before} (once: ${attempt!.punctajFinal})`,
    );
    expect(countOf(approvals, 200)).toBe(1);
    expect(countOf(approvals, 200) + countOf(approvals, 409)).toBe(200);
    expect(['APPROVED', 'COMPLETED']).toContain(attempt!.state);
    expect(after - before).toBeCloseTo(Number(attempt!.punctajFinal), 2);
  });

  it('50 parallel completions of the same lesson complete and score it once', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide()], { punctajMaxim: 30 }));
    const headers = await t.authAs('elev@demo.ro');
    const before = await points();
    const responses = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.app.inject({ method: 'POST', url: '/api/answers', headers, payload: submitPayload(lesson, 0) }),
      ),
    );
    const completedNow = responses.filter(
      (r) => r.statusCode === 200 && r.json().isLessonCompletedNow === true,
    );
    const attempts = await t.database.db
      .select()
      .from(lessonAttempts)
      .where(eq(lessonAttempts.lessonId, lesson.id));
    const gained = (await points()) - before;
    figures.push(
      `completions: 50 sent, completed now ${completedNow.length}, attempts ${attempts.length}, points added ${gained} of 30`,
    );
    expect(completedNow).toHaveLength(1);
    expect(attempts).toHaveLength(1);
    expect(gained).toBe(30);
    expect(responses.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
  });

  it('two authors saving the same lesson at once: last write wins, never a mix', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide('start')]));
    const stored = (await kit.admin('GET', `/api/lessons/${lesson.id}`)).json();
    const version = (author: string) => ({
      ...stored,
      title: `Versiunea ${author}`,
      description: `Descrierea ${author}`,
      slides: [infoSlide(`${author} 1`), infoSlide(`${author} 2`), infoSlide(`${author} 3`)].map(
        (slide, index) => ({
          ...slide,
          number: index + 1,
        }),
      ),
    });
    let mixes = 0;
    const rounds = 10;
    for (let round = 0; round < rounds; round += 1) {
      const statuses = await Promise.all([
        kit.inject('admin@demo.ro', 'PATCH', '/api/lessons', version('A')),
        kit.inject('programator@demo.ro', 'PATCH', '/api/lessons', version('B')),
      ]);
      expect(statuses.map((r) => r.statusCode).every((s) => s === 200 || s === 409)).toBe(true);
      const now = (await kit.admin('GET', `/api/lessons/${lesson.id}`)).json() as {
        title: string;
        description: string;
        slides: { data: { markdown: string } }[];
      };
      const author = now.title.endsWith('A') ? 'A' : 'B';
      const consistent =
        now.description === `Descrierea ${author}` &&
        now.slides.length === 3 &&
        now.slides.every((slide, index) => slide.data.markdown === `${author} ${index + 1}`);
      if (!consistent) mixes += 1;
    }
    figures.push(`parallel lesson saves: ${rounds} rounds of 2 authors, mixed results ${mixes}`);
    expect(mixes).toBe(0);
  });

  it('parallel validations of one order validate it once and notify once', async () => {
    const [order] = await t.database.db
      .select()
      .from(wasteOrders)
      .where(isNull(wasteOrders.isValidated))
      .limit(1);
    expect(order).toBeDefined();
    const notificationsBefore = (await t.database.db.select().from(notifications)).length;
    const admin = await t.authAs('admin@demo.ro');
    const statuses = await inParallel(50, () =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/waste-collection-forms/${order!.id}/validation`,
        headers: admin,
        payload: { isValidated: true },
      }),
    );
    const notificationsAdded =
      (await t.database.db.select().from(notifications)).length - notificationsBefore;
    figures.push(
      `order validations: 50 sent, 200 OK ${countOf(statuses, 200)}, 409 ${countOf(statuses, 409)}, notifications added ${notificationsAdded}`,
    );
    expect(countOf(statuses, 200)).toBe(1);
    expect(countOf(statuses, 409)).toBe(49);
    expect(notificationsAdded).toBeLessThanOrEqual(1);
  });
});
