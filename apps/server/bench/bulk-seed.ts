import { and, asc, eq, inArray } from 'drizzle-orm';
import { LESSON_TYPE_INFO } from '@platform/contracts';
import type { Database } from '../src/db/database.js';
import {
  editions,
  lessonAnswers,
  lessonAttempts,
  lessons,
  schools,
  slides,
  users,
  wasteOrders,
} from '../src/db/schema.js';

/** How much data the benchmark adds on top of the demo seed. */
export interface BenchVolumes {
  schools: number;
  pupils: number;
  lessonAnswers: number;
  wasteOrders: number;
}

export const FULL_VOLUMES: BenchVolumes = {
  schools: 300,
  pupils: 10_000,
  lessonAnswers: 100_000,
  wasteOrders: 5_000,
};

/** What the benchmarks need to know about the seeded data. */
export interface BenchData {
  editionId: number;
  /** Bench pupils (enabled ELEV accounts), oldest first; none has touched `postLessonId`. */
  pupils: { id: number; email: string; nume: string }[];
  /** A visible, approval-free lesson without deadline that no bench pupil has answered (POST /api/answers). */
  postLessonId: number;
  /** A lesson the bench pupils completed (lesson GET). */
  completedLessonId: number;
  counts: {
    schools: number;
    users: number;
    lessonAttempts: number;
    lessonAnswers: number;
    wasteOrders: number;
  };
}

const BATCH_ROWS = 2_000;

/** Deterministic pseudo-random numbers (mulberry32), so every run seeds the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const FIRST_NAMES = [
  'Andrei',
  'Maria',
  'Ioana',
  'Mihai',
  'Elena',
  'Alexandru',
  'Ana',
  'Ștefan',
  'Bianca',
  'Radu',
  'Daria',
  'Tudor',
  'Sofia',
  'Matei',
  'Irina',
  'Vlad',
];
export const LAST_NAMES = [
  'Popescu',
  'Ionescu',
  'Popa',
  'Dumitru',
  'Stan',
  'Stoica',
  'Gheorghe',
  'Rusu',
  'Munteanu',
  'Matei',
  'Constantin',
  'Șerban',
  'Moldovan',
  'Lungu',
  'Nistor',
  'Ene',
];
const COUNTIES: [judet: string, oras: string][] = [
  ['București', 'București'],
  ['Cluj', 'Cluj-Napoca'],
  ['Iași', 'Iași'],
  ['Timiș', 'Timișoara'],
  ['Constanța', 'Constanța'],
  ['Brașov', 'Brașov'],
  ['Dolj', 'Craiova'],
  ['Bihor', 'Oradea'],
  ['Argeș', 'Pitești'],
  ['Suceava', 'Suceava'],
];
export const CLASSES = ['a V-a A', 'a V-a B', 'a VI-a A', 'a VI-a B', 'a VII-a A', 'a VII-a C', 'a VIII-a B'];

async function inBatches<T>(rows: readonly T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH_ROWS)
    await insert(rows.slice(start, start + BATCH_ROWS));
}

const pick = <T>(items: readonly T[], next: () => number): T => items[Math.floor(next() * items.length)]!;

/**
 * Adds schools, one teacher per school, pupils, their lesson attempts and answers, and waste orders to a
 * database that holds the demo seed, in multi-row INSERTs of at most 2,000 rows through drizzle.
 * Answer payloads and points are copied from the demo pupil's own answers, so they are real plugin data.
 */
export async function seedBenchData(
  db: Database,
  options: { volumes: BenchVolumes; passwordHash: string },
): Promise<BenchData> {
  const { volumes, passwordHash } = options;
  const next = random(20_261_122);
  const [edition] = await db.select().from(editions).where(eq(editions.isCurrentEdition, true));
  if (!edition) throw new Error('the demo seed has no current edition');
  const editionId = edition.id;
  const now = Date.now();
  const day = 86_400_000;

  // Schools, each with one enabled teacher.
  const schoolRows = Array.from({ length: volumes.schools }, (_, i) => {
    const [judet, oras] = COUNTIES[i % COUNTIES.length]!;
    const kind = i % 3 === 0 ? 'Liceul Teoretic' : 'Școala Gimnazială';
    return {
      numeInstitutieInvatamant: `${kind} nr. ${i + 10} ${oras}`,
      cui: String(30_000_000 + i),
      codSiiirUnitate: String(4_000_000_000 + i),
      codSe: `SEB${String(i).padStart(5, '0')}`,
      adresaJudet: judet,
      adresaOras: oras,
      adresaStrada: `Strada ${pick(LAST_NAMES, next)}`,
      adresaNumar: String(1 + (i % 90)),
      numarElevi: 200 + Math.floor(next() * 900),
      telefon: `02${String(10_000_000 + i)}`,
      numeReprezentatLegal: `${pick(FIRST_NAMES, next)} ${pick(LAST_NAMES, next)}`,
    };
  });
  const schoolIds: number[] = [];
  await inBatches(schoolRows, async (batch) => {
    const inserted = await db.insert(schools).values(batch).returning({ id: schools.id });
    schoolIds.push(...inserted.map((row) => row.id));
  });

  const teacherRows = schoolIds.map((schoolId, i) => ({
    role: 'PROFESOR' as const,
    email: `profesor${i}@bench.ro`,
    passwordHash,
    nume: `${pick(FIRST_NAMES, next)} ${pick(LAST_NAMES, next)}`,
    telefon: `07${String(20_000_000 + i)}`,
    isEnabled: true,
    schoolId,
    teacherCode: `BENCH${String(i).padStart(4, '0')}`,
    editionId,
    hasSchoolRegistrationFormCompleted: true,
    lastLogin: new Date(now - Math.floor(next() * 60) * day),
  }));
  const teacherIds: number[] = [];
  await inBatches(teacherRows, async (batch) => {
    const inserted = await db.insert(users).values(batch).returning({ id: users.id });
    teacherIds.push(...inserted.map((row) => row.id));
  });

  // Pupils spread over the schools; most enabled, most logged in at some point.
  const pupilRows = Array.from({ length: volumes.pupils }, (_, i) => {
    const school = i % schoolIds.length;
    const first = pick(FIRST_NAMES, next);
    return {
      role: 'ELEV' as const,
      email: `elev${i}@bench.ro`,
      passwordHash,
      nume: `${first} ${pick(LAST_NAMES, next)}`,
      nickname: first,
      clasa: pick(CLASSES, next),
      isEnabled: i % 10 !== 9,
      schoolId: schoolIds[school],
      teacherId: teacherIds[school],
      editionId,
      lastLogin: next() < 0.8 ? new Date(now - Math.floor(next() * 90 * day)) : null,
      createdAt: new Date(now - Math.floor(next() * 180 * day)),
    };
  });
  const pupils: BenchData['pupils'] = [];
  await inBatches(pupilRows, async (batch) => {
    const inserted = await db
      .insert(users)
      .values(batch)
      .returning({ id: users.id, email: users.email, nume: users.nume, isEnabled: users.isEnabled });
    pupils.push(...inserted.filter((row) => row.isEnabled));
  });

  // Lessons of the demo seed: answers go to one approval-free lesson (completed) and one that needs approval.
  const visible = await db
    .select()
    .from(lessons)
    .where(and(eq(lessons.isHidden, false), eq(lessons.editionId, editionId)))
    .orderBy(asc(lessons.id));
  const approvalFree = visible.filter((l) => !LESSON_TYPE_INFO[l.type].requiresApproval && !l.deadline);
  const completedLesson = approvalFree[0];
  const postLesson = approvalFree[1];
  const pendingLesson = visible.find((l) => LESSON_TYPE_INFO[l.type].requiresApproval);
  if (!completedLesson || !postLesson || !pendingLesson)
    throw new Error(
      'the demo seed lacks the lessons the benchmark needs (two approval-free, one with approval)',
    );

  // Real answer payloads: the demo pupil's answers to those lessons, by slide.
  const demoAnswers = await db
    .select({ slideId: lessonAnswers.slideId, answer: lessonAnswers.answer, points: lessonAnswers.points })
    .from(lessonAnswers)
    .where(inArray(lessonAnswers.lessonId, [completedLesson.id, pendingLesson.id]));
  const demoBySlide = new Map(demoAnswers.map((row) => [row.slideId, row]));
  const slidesOf = async (lessonId: number) =>
    (await db.select().from(slides).where(eq(slides.lessonId, lessonId)).orderBy(asc(slides.position)))
      .filter((slide) => demoBySlide.has(slide.id))
      .map((slide) => ({ id: slide.id, ...demoBySlide.get(slide.id)! }));
  const completedSlides = await slidesOf(completedLesson.id);
  const pendingSlides = await slidesOf(pendingLesson.id);
  const perPupil = Math.max(1, Math.round(volumes.lessonAnswers / Math.max(1, pupilRows.length)));
  const pendingCount = Math.max(0, Math.min(pendingSlides.length, perPupil - completedSlides.length));

  // Every pupil (enabled or not) completed one lesson and has answers waiting for approval in another.
  const allPupilIds = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'ELEV'), inArray(users.schoolId, schoolIds)))
    .orderBy(asc(users.id));
  type NewAttempt = typeof lessonAttempts.$inferInsert;
  type NewAnswer = typeof lessonAnswers.$inferInsert;
  const attemptRows: NewAttempt[] = [];
  const answerRows: NewAnswer[] = [];
  for (const { id: userId } of allPupilIds) {
    if (answerRows.length >= volumes.lessonAnswers) break;
    const startedAt = new Date(now - Math.floor(next() * 120 * day));
    const completedSum = completedSlides.reduce((sum, slide) => sum + slide.points, 0);
    attemptRows.push({
      lessonId: completedLesson.id,
      userId,
      editionId,
      state: 'COMPLETED',
      punctajFinal: completedSum,
      startedAt,
      completedAt: new Date(startedAt.getTime() + 15 * 60_000),
    });
    completedSlides.forEach((slide, index) =>
      answerRows.push({
        slideId: slide.id,
        lessonId: completedLesson.id,
        userId,
        editionId,
        state: 'COMPLETED',
        points: slide.points,
        answer: slide.answer,
        startedAt,
        timestamp: new Date(startedAt.getTime() + (index + 1) * 60_000),
      }),
    );
    if (pendingCount === 0) continue;
    const pendingStart = new Date(startedAt.getTime() + day);
    attemptRows.push({
      lessonId: pendingLesson.id,
      userId,
      editionId,
      state: 'IN_PROGRESS',
      punctajFinal: 0,
      startedAt: pendingStart,
    });
    pendingSlides.slice(0, pendingCount).forEach((slide, index) =>
      answerRows.push({
        slideId: slide.id,
        lessonId: pendingLesson.id,
        userId,
        editionId,
        state: 'PENDING_APPROVAL',
        points: slide.points,
        answer: slide.answer,
        startedAt: pendingStart,
        timestamp: new Date(pendingStart.getTime() + (index + 1) * 60_000),
      }),
    );
  }
  await inBatches(attemptRows, (batch) => db.insert(lessonAttempts).values(batch));
  await inBatches(answerRows.slice(0, volumes.lessonAnswers), (batch) =>
    db.insert(lessonAnswers).values(batch),
  );

  // Waste orders in every state, over the last months.
  const orderRows = Array.from({ length: volumes.wasteOrders }, (_, i) => {
    const school = i % schoolIds.length;
    const [judet, oras] = COUNTIES[school % COUNTIES.length]!;
    const state = next();
    const deeeKg = 10 + Math.floor(next() * 300);
    const validated = state < 0.6 ? true : state < 0.7 ? false : null;
    return {
      schoolId: schoolIds[school]!,
      editionId,
      createdBy: teacherIds[school],
      timestamp: new Date(now - Math.floor(next() * 200 * day)),
      contactPersonName: `${pick(FIRST_NAMES, next)} ${pick(LAST_NAMES, next)}`,
      contactPersonEmail: `profesor${school}@bench.ro`,
      contactPersonPhone: `07${String(20_000_000 + school)}`,
      pickupJudet: judet,
      pickupOras: oras,
      pickupStrada: 'Strada Școlii',
      pickupNumar: String(1 + (school % 90)),
      deeeKg,
      dbaKg: Math.floor(next() * 40),
      becuriSiNeoaneKg: Math.floor(next() * 15),
      isValidated: validated,
      validatedAt: validated === true ? new Date(now - 5 * day) : null,
      rejectReason: validated === false ? 'Cantitate prea mică pentru o ridicare.' : null,
      rejectedAt: validated === false ? new Date(now - 5 * day) : null,
      isProcessed: validated === true && state < 0.3,
      realDeeeKg: validated === true && state < 0.3 ? deeeKg * 0.9 : null,
      points: validated === true && state < 0.3 ? deeeKg * 0.9 : 0,
    };
  });
  await inBatches(orderRows, (batch) => db.insert(wasteOrders).values(batch));

  return {
    editionId,
    pupils,
    postLessonId: postLesson.id,
    completedLessonId: completedLesson.id,
    counts: {
      schools: await db.$count(schools),
      users: await db.$count(users),
      lessonAttempts: await db.$count(lessonAttempts),
      lessonAnswers: await db.$count(lessonAnswers),
      wasteOrders: await db.$count(wasteOrders),
    },
  };
}
