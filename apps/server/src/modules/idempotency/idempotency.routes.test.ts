import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { IDEMPOTENCY_MESSAGES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { idempotencyKeys, lessonAnswers } from '../../db/schema.js';
import {
  answerFor,
  draft,
  lessonTestKit,
  questionSlide,
  textSlide,
} from '../lessons/lessons-test-helpers.js';
import { createIdempotencyRepository } from './idempotency.repository.js';

let t: TestApp;
let pupilId: number;
const kit = lessonTestKit(() => t);
beforeAll(async () => {
  t = await createTestApp();
  pupilId = await kit.userId('elev@demo.ro');
});
afterAll(() => t.close());

type LessonBody = { id: number; slides: { id: string; type: string }[] };

async function createHomework(): Promise<LessonBody> {
  const response = await kit.admin(
    'POST',
    '/api/lessons',
    draft('HOMEWORK', [questionSlide(10), textSlide()]),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const bodyFor = (lesson: LessonBody, index: number, answer?: unknown) => ({
  slideId: lesson.slides[index]!.id,
  lessonId: lesson.id,
  userId: pupilId,
  answer: answer ?? answerFor(lesson.slides[index]!.type),
});

async function post(body: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/answers',
    headers: { ...(await t.authAs('elev@demo.ro')), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body,
  });
}

const storedAnswers = (lessonId: number) =>
  t.database.db.select().from(lessonAnswers).where(eq(lessonAnswers.lessonId, lessonId));
const profilePoints = async () => (await kit.pupil('GET', '/api/users/profile')).json().points as number;

describe('POST /api/answers with an Idempotency-Key', () => {
  it('stores and scores once when the same key arrives 50 times in parallel, and answers 50 times alike', async () => {
    const lesson = await createHomework();
    const before = await profilePoints();

    const firstKey = randomUUID();
    const first = await Promise.all(Array.from({ length: 50 }, () => post(bodyFor(lesson, 0), firstKey)));
    expect(first.map((response) => response.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(first.map((response) => response.body)).size).toBe(1);
    expect(first.filter((response) => response.headers['idempotent-replayed'] === 'true')).toHaveLength(49);
    expect(await storedAnswers(lesson.id)).toHaveLength(1);

    // The last slide completes the homework: its points are counted once, whatever the number of replays.
    const lastKey = randomUUID();
    const last = await Promise.all(Array.from({ length: 50 }, () => post(bodyFor(lesson, 1), lastKey)));
    expect(new Set(last.map((response) => `${response.statusCode} ${response.body}`)).size).toBe(1);
    const result = last[0]!.json<{ punctajFinal: number; isLessonCompletedNow: boolean }>();
    expect(result.isLessonCompletedNow).toBe(true);
    expect(result.punctajFinal).toBeGreaterThan(0);
    expect(await storedAnswers(lesson.id)).toHaveLength(2);
    expect(await profilePoints()).toBe(before + result.punctajFinal);

    // Days later (the outbox of a phone that was off): still the first response, nothing stored again.
    const replay = await post(bodyFor(lesson, 1), lastKey);
    expect(replay.statusCode).toBe(200);
    expect(replay.body).toBe(last[0]!.body);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await profilePoints()).toBe(before + result.punctajFinal);
  });

  it('refuses a key reused with another body (422, Romanian message) and stores nothing for it', async () => {
    const lesson = await createHomework();
    const key = randomUUID();
    expect((await post(bodyFor(lesson, 0), key)).statusCode).toBe(200);
    const reused = await post(bodyFor(lesson, 1), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: IDEMPOTENCY_MESSAGES.keyReused,
      errors: { 'idempotency-key': IDEMPOTENCY_MESSAGES.keyReused },
    });
    expect((await storedAnswers(lesson.id)).map((answer) => String(answer.slideId))).toEqual([
      lesson.slides[0]!.id,
    ]);
    // The same body with its keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(bodyFor(lesson, 0)).reverse());
    expect((await post(reordered, key)).headers['idempotent-replayed']).toBe('true');
  });

  it('still accepts submissions without the header (older clients)', async () => {
    const lesson = await createHomework();
    const response = await post(bodyFor(lesson, 0));
    expect(response.statusCode).toBe(200);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    expect(await storedAnswers(lesson.id)).toHaveLength(1);
    // Without a key a repeat is a new request: the existing 409 of an answered slide.
    expect((await post(bodyFor(lesson, 0))).statusCode).toBe(409);
  });

  it('replays a refusal too, so a queued answer shows the same reason on every device', async () => {
    const lesson = await createHomework();
    expect((await post(bodyFor(lesson, 0))).statusCode).toBe(200);
    const key = randomUUID();
    const refused = await post(bodyFor(lesson, 0), key);
    expect(refused.statusCode).toBe(409);
    const again = await post(bodyFor(lesson, 0), key);
    expect(again.statusCode).toBe(409);
    expect(again.body).toBe(refused.body);
    expect(again.headers['idempotent-replayed']).toBe('true');
  });

  it('answers 400 for a malformed key', async () => {
    const lesson = await createHomework();
    const response = await post(bodyFor(lesson, 0), 'kurz');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors['idempotency-key']).toBe(IDEMPOTENCY_MESSAGES.invalidKey);
    expect(await storedAnswers(lesson.id)).toHaveLength(0);
  });

  it('keeps keys 7 days; the clean-up deletes expired ones and an expired key can be used afresh', async () => {
    const lesson = await createHomework();
    const key = randomUUID();
    expect((await post(bodyFor(lesson, 0), key)).statusCode).toBe(200);
    const [row] = await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    const days = (row!.expiresAt.getTime() - row!.claimedAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 3);

    await t.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(idempotencyKeys.key, key));
    // Not yet cleaned: the expired record does not bind the key any more.
    expect((await post(bodyFor(lesson, 1), key)).statusCode).toBe(200);
    await t.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(idempotencyKeys.key, key));
    expect(await createIdempotencyRepository(t.database.db).deleteExpired()).toBeGreaterThanOrEqual(1);
    expect(
      await t.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key)),
    ).toHaveLength(0);
  });

  it('lets a retry take over the claim of a request that died before answering', async () => {
    const repository = createIdempotencyRepository(t.database.db);
    const ref = { userId: pupilId, key: randomUUID() };
    expect(await repository.claim(ref, 'hash', 60)).toBe(true);
    expect(await repository.claim(ref, 'hash', 60)).toBe(false);
    expect(await repository.takeOverStale(ref, 3600)).toBe(false);
    await t.database.db
      .update(idempotencyKeys)
      .set({ claimedAt: sql`now() - interval '2 hours'` })
      .where(eq(idempotencyKeys.key, ref.key));
    expect(await repository.takeOverStale(ref, 3600)).toBe(true);
    await repository.release(ref);
    expect(await repository.find(ref)).toBeUndefined();
  });
});
