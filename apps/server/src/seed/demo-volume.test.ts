import { count, countDistinct, eq, isNull } from 'drizzle-orm';
import { ANSWER_STATES, LESSON_TYPES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { lessonAnswers, lessons, notificationReceivers, schools, users, wasteOrders } from '../db/schema.js';
import { LESSON_IMAGES } from './lesson-images.js';
import { DEMO_STEPS, seedDemoData } from './seed-demo-data.js';

// The demo looks like a real edition (issue 17): enough schools, pupils, answers and orders for the reports,
// charts and filters to show something, in every state, while the fixed demo accounts keep their data.

let t: TestApp;
beforeAll(async () => {
  // What `npm start` seeds on an empty database (API tests seed only the small, exact demo).
  t = await createTestApp({ seed: false });
  await seedDemoData(t.database.db, {
    passwordHasher: t.app.services.passwordHasher,
    storage: t.app.services.uploadsStorage,
    steps: DEMO_STEPS,
  });
}, 180_000);
afterAll(() => t.close());

describe('demo data volume', () => {
  it('has at least 40 schools in several counties, 300 pupils, 1,000 answers and 30 orders', async () => {
    const db = t.database.db;
    const [schoolCount] = await db
      .select({ n: count(), counties: countDistinct(schools.adresaJudet) })
      .from(schools);
    expect(schoolCount!.n).toBeGreaterThanOrEqual(40);
    expect(schoolCount!.counties).toBeGreaterThanOrEqual(8);
    const [pupils] = await db.select({ n: count() }).from(users).where(eq(users.role, 'ELEV'));
    expect(pupils!.n).toBeGreaterThanOrEqual(300);
    const [answers] = await db.select({ n: count() }).from(lessonAnswers);
    expect(answers!.n).toBeGreaterThanOrEqual(1000);
    const [orders] = await db.select({ n: count() }).from(wasteOrders);
    expect(orders!.n).toBeGreaterThanOrEqual(30);
  });

  it('has answers in every state, orders in every state, read and unread notifications', async () => {
    const db = t.database.db;
    const states = await db.selectDistinct({ state: lessonAnswers.state }).from(lessonAnswers);
    expect(states.map((row) => row.state).sort()).toEqual([...ANSWER_STATES].sort());
    const orders = await db.select().from(wasteOrders);
    expect(orders.some((order) => order.isValidated === null)).toBe(true);
    expect(orders.some((order) => order.isValidated === false && order.rejectReason)).toBe(true);
    expect(orders.some((order) => order.isValidated === true && !order.isProcessed)).toBe(true);
    expect(orders.some((order) => order.isProcessed && order.realDeeeKg !== null)).toBe(true);
    expect(orders.filter((order) => order.photos.length > 0).length).toBeGreaterThanOrEqual(30);
    expect(orders.some((order) => order.deeeOrderDocument)).toBe(true);
    const receipts = await db
      .selectDistinct({ isRead: notificationReceivers.isRead })
      .from(notificationReceivers);
    expect(receipts.map((row) => row.isRead).sort()).toEqual([false, true]);
  });

  it('gives every demo lesson a picture, one per lesson type, served by the web app', async () => {
    const rows = await t.database.db.select({ image: lessons.image, type: lessons.type }).from(lessons);
    expect(rows.length).toBeGreaterThan(0);
    expect(await t.database.db.select().from(lessons).where(isNull(lessons.image))).toEqual([]);
    for (const row of rows) expect(row.image).toBe(LESSON_IMAGES[row.type]);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(LESSON_TYPES));
  });

  it('keeps the fixed accounts as the browser journeys know them', async () => {
    const [teacher] = await t.database.db.select().from(users).where(eq(users.email, 'profesor@demo.ro'));
    const ownPupils = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.schoolId, teacher!.schoolId!));
    // profesor@demo.ro, elev@demo.ro and elev.nou@demo.ro: the bulk people belong to the bulk schools.
    expect(ownPupils[0]!.n).toBe(3);
  });
});
