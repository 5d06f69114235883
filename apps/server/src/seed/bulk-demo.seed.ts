import type { AnswerState, LessonType } from '@platform/contracts';
import {
  lessonAnswers,
  lessonAttempts,
  lessons,
  notificationReceivers,
  notifications,
  schoolParticipations,
  schools,
  slides,
  users,
  wasteOrders,
} from '../db/schema.js';
import { serverSlideRegistry } from '../modules/slides/slide-registry.js';
import { lessonPoints } from '../modules/answers/lesson-points.js';
import { seedImage } from './demo-photos.js';
import { fixtureAnswer, fixtureEnvelope } from './lessons.seed.js';
import { LESSON_IMAGES } from './lesson-images.js';
import type { SeedContext, SeedStep } from './seed-context.js';

/**
 * The bulk of the demo around the fixed accounts: 40 schools in ten counties with a teacher and eight pupils
 * each, three lessons they answered (every answer state; no photo answers, whose files belong to their pupil), an order per school in every state with photos and
 * a document, and notifications read and unread. Deterministic: a fixed pseudo-random sequence and fixed
 * dates. The fixed accounts' data is untouched: these schools take part only in the current edition, and
 * the lessons, contacts and senders differ from the ones the browser journeys look for.
 */

/** mulberry32: the same seed gives the same demo on every machine. */
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

const COUNTIES: [county: string, city: string, code: string][] = [
  ['Alba', 'Alba Iulia', '01'],
  ['Argeș', 'Pitești', '03'],
  ['Bacău', 'Bacău', '04'],
  ['Bihor', 'Oradea', '05'],
  ['Dolj', 'Craiova', '16'],
  ['Iași', 'Iași', '22'],
  ['Mureș', 'Târgu Mureș', '26'],
  ['Prahova', 'Ploiești', '29'],
  ['Sibiu', 'Sibiu', '32'],
  ['Suceava', 'Suceava', '33'],
];
const FIRST_NAMES = [
  'Maria',
  'Andrei',
  'Elena',
  'Mihai',
  'Ioana',
  'Alexandru',
  'Ana',
  'Vlad',
  'Sofia',
  'Matei',
];
const LAST_NAMES = [
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
];
const CLASSES = ['a V-a A', 'a V-a B', 'a VI-a A', 'a VI-a B', 'a VII-a A', 'a VIII-a C'];
const SCHOOLS = 40;
const PUPILS_PER_SCHOOL = 8;
const BASE = Date.parse('2025-10-06T08:00:00Z');
const DAY = 86_400_000;

type SlideSpec = [type: string, fixture: string];
const BULK_LESSONS: {
  type: LessonType;
  title: string;
  description: string;
  punctajMaxim: number;
  slides: SlideSpec[];
}[] = [
  {
    type: 'LESSON',
    title: 'Telefoanele vechi au o a doua viață',
    description: 'Ce metale prețioase ascunde un telefon și de ce îl predăm la colectare.',
    punctajMaxim: 30,
    slides: [
      ['INFO', 'text-only'],
      ['QUESTION', 'single-choice'],
      ['QUESTION', 'multiple-choice'],
    ],
  },
  {
    type: 'HOMEWORK',
    title: 'Temă: inventarul bateriilor din casă',
    description: 'Numără bateriile uzate de acasă și scrie unde le vei duce.',
    punctajMaxim: 20,
    slides: [
      ['INFO', 'text-only'],
      ['TEXT', 'short-answer'],
      ['QUESTION', 'single-choice'],
    ],
  },
  {
    type: 'MONTHLY_CHALLENGE',
    title: 'Provocarea lunii: un kilogram de baterii pe clasă',
    description: 'Fiecare clasă strânge cel puțin un kilogram de baterii uzate până la sfârșitul lunii.',
    punctajMaxim: 60,
    slides: [
      ['INFO', 'text-only'],
      ['QUESTION', 'single-choice'],
      ['TEXT', 'reflection'],
    ],
  },
];
const STATES: AnswerState[] = ['COMPLETED', 'IN_PROGRESS', 'PENDING_APPROVAL', 'APPROVED', 'REJECTED'];
const ORDER_STATES = ['PENDING', 'VALIDATED', 'PROCESSED', 'REJECTED'] as const;

/** Inserts in slices, so a statement never carries too many parameters. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>, size = 400): Promise<void> {
  for (let start = 0; start < rows.length; start += size) await insert(rows.slice(start, start + size));
}

async function seedSchoolsAndPeople(context: SeedContext, next: () => number) {
  const { tx, ref, passwordHash } = context;
  const schoolRows = await tx
    .insert(schools)
    .values(
      Array.from({ length: SCHOOLS }, (_, index) => {
        const [county, city, code] = COUNTIES[index % COUNTIES.length]!;
        const number = Math.floor(index / COUNTIES.length) + 2;
        return {
          numeInstitutieInvatamant: `Școala Gimnazială nr. ${number} ${city}`,
          cui: String(30_000_000 + index * 137),
          codSiiirUnitate: `${code}61100${String(100 + index).padStart(3, '0')}`,
          codSe: `SE${String(100 + index).padStart(4, '0')}`,
          adresaJudet: county,
          adresaOras: city,
          adresaStrada: `Strada Școlii`,
          adresaNumar: String(number * 3),
          numarElevi: 180 + Math.floor(next() * 700),
          telefon: `02${code}${String(100_000 + index).padStart(6, '0')}`,
          numeReprezentatLegal: `${FIRST_NAMES[index % 10]} ${LAST_NAMES[(index * 3) % 10]}`,
          detineRecipiente: next() < 0.6,
          participareEditieAnterioara: next() < 0.4,
        };
      }),
    )
    .returning({ id: schools.id });
  await tx
    .insert(schoolParticipations)
    .values(schoolRows.map((school) => ({ schoolId: school.id, editionId: ref('edition.current') })));
  const teachers = await tx
    .insert(users)
    .values(
      schoolRows.map((school, index) => ({
        role: 'PROFESOR' as const,
        email: `profesor${index + 1}@scoli.demo.ro`,
        nume: `${FIRST_NAMES[(index + 4) % 10]} ${LAST_NAMES[index % 10]}`,
        telefon: `07${String(20_000_000 + index).padStart(8, '0')}`,
        passwordHash,
        isEnabled: true,
        schoolId: school.id,
        teacherCode: `SCOALA${String(index + 1).padStart(2, '0')}`,
        hasSchoolRegistrationFormCompleted: true,
      })),
    )
    .returning({ id: users.id, schoolId: users.schoolId });
  const pupilValues = teachers.flatMap((teacher, schoolIndex) =>
    Array.from({ length: PUPILS_PER_SCHOOL }, (_, index) => {
      const n = schoolIndex * PUPILS_PER_SCHOOL + index;
      return {
        role: 'ELEV' as const,
        email: `elev${n + 1}@scoli.demo.ro`,
        nume: `${FIRST_NAMES[n % 10]} ${LAST_NAMES[Math.floor(n / 10) % 10]}`,
        nickname: `${FIRST_NAMES[n % 10]}${n + 1}`,
        clasa: CLASSES[n % CLASSES.length],
        passwordHash,
        // Every ninth pupil still waits for the parental approval.
        isEnabled: n % 9 !== 0,
        teacherId: teacher.id,
        schoolId: teacher.schoolId,
        editionId: ref('edition.current'),
        createdAt: new Date(BASE - (n % 30) * DAY),
      };
    }),
  );
  const pupils: { id: number; schoolId: number | null; teacherId: number | null; isEnabled: boolean }[] = [];
  await insertAll(pupilValues, async (slice) => {
    pupils.push(
      ...(await tx.insert(users).values(slice).returning({
        id: users.id,
        schoolId: users.schoolId,
        teacherId: users.teacherId,
        isEnabled: users.isEnabled,
      })),
    );
  });
  return { schoolRows, teachers, pupils };
}

async function seedAnswers(
  context: SeedContext,
  next: () => number,
  pupils: { id: number; teacherId: number | null; isEnabled: boolean }[],
) {
  const { tx, ref } = context;
  const editionId = ref('edition.current');
  const attempts: (typeof lessonAttempts.$inferInsert)[] = [];
  const answers: (typeof lessonAnswers.$inferInsert)[] = [];
  for (const [lessonIndex, spec] of BULK_LESSONS.entries()) {
    const [lesson] = await tx
      .insert(lessons)
      .values({
        type: spec.type,
        title: spec.title,
        description: spec.description,
        punctajMaxim: spec.punctajMaxim,
        image: LESSON_IMAGES[spec.type],
        deadline: spec.type === 'LESSON' ? null : new Date(BASE + 400 * DAY),
        editionId,
        createdBy: ref('user.programator@demo.ro'),
      })
      .returning();
    const slideRows = await tx
      .insert(slides)
      .values(
        spec.slides.map(([type, name], index) => ({
          lessonId: lesson!.id,
          position: index + 1,
          ...fixtureEnvelope(type, name),
        })),
      )
      .returning();
    for (const [pupilIndex, pupil] of pupils.entries()) {
      if (!pupil.isEnabled) continue;
      const approvable = spec.type !== 'LESSON';
      const state = STATES[(pupilIndex + lessonIndex * 2) % STATES.length]!;
      const finalState: AnswerState =
        !approvable && (state === 'PENDING_APPROVAL' || state === 'APPROVED' || state === 'REJECTED')
          ? 'COMPLETED'
          : state;
      const answered = finalState === 'IN_PROGRESS' ? 1 : slideRows.length;
      const startedAt = new Date(BASE + Math.floor(next() * 45) * DAY + pupilIndex * 60_000);
      const reviewed = finalState === 'APPROVED' || finalState === 'REJECTED';
      const rejectReason =
        finalState === 'REJECTED' ? 'Răspunsul este incomplet. Mai încearcă o dată.' : null;
      const rows = slideRows.slice(0, answered).map((slide, index) => {
        const [type, name] = spec.slides[index]!;
        const answer = fixtureAnswer(type, name);
        const scored = serverSlideRegistry.score(slide, answer);
        return {
          slideId: slide.id,
          lessonId: lesson!.id,
          userId: pupil.id,
          editionId,
          version: 0,
          state: finalState === 'IN_PROGRESS' && approvable ? ('PENDING_APPROVAL' as const) : finalState,
          points: scored.ok ? scored.points : 0,
          answer,
          rejectReason,
          startedAt,
          timestamp: new Date(startedAt.getTime() + (index + 1) * 120_000),
          approvedBy: reviewed ? pupil.teacherId : null,
          approvedAt: reviewed ? new Date(startedAt.getTime() + 2 * DAY) : null,
        };
      });
      const earned = lessonPoints(serverSlideRegistry, lesson!, slideRows, rows);
      attempts.push({
        lessonId: lesson!.id,
        userId: pupil.id,
        editionId,
        version: 0,
        state: finalState,
        punctajFinal: finalState === 'COMPLETED' || finalState === 'APPROVED' ? earned : 0,
        rejectReason,
        startedAt,
        completedAt: finalState === 'IN_PROGRESS' ? null : new Date(startedAt.getTime() + DAY / 24),
        approvedBy: reviewed ? pupil.teacherId : null,
        approvedAt: reviewed ? new Date(startedAt.getTime() + 2 * DAY) : null,
      });
      answers.push(...rows);
    }
  }
  await insertAll(attempts, (slice) => tx.insert(lessonAttempts).values(slice));
  await insertAll(answers, (slice) => tx.insert(lessonAnswers).values(slice));
}

async function seedOrders(
  context: SeedContext,
  next: () => number,
  schoolRows: { id: number }[],
  teachers: { id: number }[],
  photoUrl: string,
) {
  const { tx, ref } = context;
  const values = schoolRows.map((school, index) => {
    const [county, city] = COUNTIES[index % COUNTIES.length]!;
    const state = ORDER_STATES[index % ORDER_STATES.length]!;
    const deeeKg = 20 + Math.floor(next() * 300);
    const dbaKg = Math.floor(next() * 40);
    const becuriSiNeoaneKg = Math.floor(next() * 15);
    const timestamp = new Date(BASE + index * DAY);
    const validated = state === 'VALIDATED' || state === 'PROCESSED';
    const real = state === 'PROCESSED';
    const realDeeeKg = real ? Math.round(deeeKg * 0.93 * 100) / 100 : null;
    const realDbaKg = real ? Math.round(dbaKg * 0.9 * 100) / 100 : null;
    const realBecuriSiNeoaneKg = real ? becuriSiNeoaneKg : null;
    return {
      schoolId: school.id,
      editionId: ref('edition.current'),
      createdBy: teachers[index]!.id,
      timestamp,
      contactPersonName: `${FIRST_NAMES[(index + 4) % 10]} ${LAST_NAMES[index % 10]}`,
      contactPersonEmail: `profesor${index + 1}@scoli.demo.ro`,
      contactPersonPhone: `07${String(20_000_000 + index).padStart(8, '0')}`,
      pickupAddressSameWithSchoolAddress: true,
      pickupJudet: county,
      pickupOras: city,
      pickupStrada: 'Strada Școlii',
      pickupNumar: String(index + 1),
      deeeKg,
      dbaKg,
      becuriSiNeoaneKg,
      photos: [photoUrl],
      isValidated: state === 'PENDING' ? null : validated,
      validatedAt: validated ? new Date(timestamp.getTime() + DAY) : null,
      rejectedAt: state === 'REJECTED' ? new Date(timestamp.getTime() + DAY) : null,
      rejectReason:
        state === 'REJECTED' ? 'Cantitatea estimată este prea mică pentru o ridicare separată.' : null,
      dataOrientativaColectare: validated ? new Date(timestamp.getTime() + 10 * DAY) : null,
      deeeOrderNumber: validated ? `DEEE-2025-${String(100 + index)}` : null,
      isProcessed: real,
      processedAt: real ? new Date(timestamp.getTime() + 12 * DAY) : null,
      deeeOrderDocument: real ? photoUrl : null,
      deeeOrderProcessedDate: real ? new Date(timestamp.getTime() + 12 * DAY) : null,
      realDeeeKg,
      realDbaKg,
      realBecuriSiNeoaneKg,
      points: real ? (realDeeeKg ?? 0) + (realDbaKg ?? 0) + (realBecuriSiNeoaneKg ?? 0) : 0,
    };
  });
  await tx.insert(wasteOrders).values(values);
}

async function seedNotifications(context: SeedContext, teachers: { id: number }[]) {
  const { tx, ref } = context;
  const messages = [
    ['Calendarul colectărilor din noiembrie', 'Ridicările se fac **marțea și joia**, între 9 și 14.'],
    ['Concursul de afișe', 'Trimiteți afișele elevilor până la **15 decembrie**.'],
    ['Materiale noi pentru ore', 'Am adăugat o lecție despre telefoanele vechi.'],
  ] as const;
  for (const [index, [subject, content]] of messages.entries()) {
    const [row] = await tx
      .insert(notifications)
      .values({
        subject,
        content,
        senderId: ref('user.programator@demo.ro'),
        sendAt: new Date(BASE + index * 9 * DAY),
      })
      .returning({ id: notifications.id });
    await tx.insert(notificationReceivers).values(
      teachers.map((teacher, teacherIndex) => {
        const isRead = (teacherIndex + index) % 3 !== 0;
        return {
          notificationId: row!.id,
          receiverId: teacher.id,
          isRead,
          readAt: isRead ? new Date(BASE + (index * 9 + 1) * DAY) : null,
        };
      }),
    );
  }
}

export const bulkDemoSeed: SeedStep = {
  name: 'bulk-demo',
  async run(context) {
    const next = random(20251006);
    const photoUrl = await seedImage(context, {
      ownerRef: 'user.profesor@demo.ro',
      category: 'WASTE_COLLECTION_FORM_PHOTOS',
      name: 'colectare-scoala',
      colour: [46, 125, 50],
    });
    const { schoolRows, teachers, pupils } = await seedSchoolsAndPeople(context, next);
    await seedAnswers(context, next, pupils);
    await seedOrders(context, next, schoolRows, teachers, photoUrl);
    await seedNotifications(context, teachers);
  },
};
