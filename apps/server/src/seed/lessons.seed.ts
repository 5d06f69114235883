import { LESSON_TYPE_INFO, type AnswerState, type LessonType } from '@platform/contracts';
import type { SlideFixtures } from '@platform/slide-sdk';
import { questionFixtures } from '@platform/slide-question/fixtures';
import { videoPreviewFixtures } from '@platform/slide-video-preview/fixtures';
import { infoFixtures } from '@platform/slide-info/fixtures';
import { imageUploadFixtures } from '@platform/slide-image-upload/fixtures';
import { textFixtures } from '@platform/slide-text/fixtures';
import { lessonAnswers, lessonAttempts, lessons, slides } from '../db/schema.js';
import { serverSlideRegistry } from '../modules/slides/slide-registry.js';
import { lessonPoints } from '../modules/answers/lesson-points.js';
import type { SeedContext, SeedStep } from './seed-context.js';
import { seedImage } from './demo-photos.js';
import { LESSON_IMAGES } from './lesson-images.js';

// The demo's slide data and answers come from each plugin's own fixtures.
const FIXTURES: Record<string, SlideFixtures<unknown, unknown>> = {
  QUESTION: questionFixtures as SlideFixtures<unknown, unknown>,
  VIDEO_PREVIEW: videoPreviewFixtures as SlideFixtures<unknown, unknown>,
  INFO: infoFixtures as SlideFixtures<unknown, unknown>,
  IMAGE_UPLOAD: imageUploadFixtures as SlideFixtures<unknown, unknown>,
  TEXT: textFixtures as SlideFixtures<unknown, unknown>,
};

// The demo ships no video file, so no slide uses the 'uploaded-file' VIDEO_PREVIEW fixture.
type SlideSpec = [type: string, fixture: string];
interface LessonSpec {
  type: LessonType;
  title: string;
  description: string;
  punctajMaxim: number;
  deadlineInHours?: number;
  isHidden?: boolean;
  slides: SlideSpec[];
  /** State of elev@demo.ro's attempt; how many slides are answered when IN_PROGRESS. */
  pupilAttempt?: { state: AnswerState; answered?: number; rejectReason?: string };
}

const ALL_FIVE: SlideSpec[] = [
  ['INFO', 'with-image'],
  ['VIDEO_PREVIEW', 'youtube'],
  ['QUESTION', 'single-choice'],
  ['TEXT', 'reflection'],
  ['IMAGE_UPLOAD', 'battery-box'],
];

const DEMO_LESSONS: LessonSpec[] = [
  {
    type: 'LESSON',
    title: 'Bateriile uzate și mediul',
    description: 'De ce nu aruncăm bateriile la gunoi și unde le ducem.',
    punctajMaxim: 50,
    slides: [...ALL_FIVE, ['QUESTION', 'multiple-choice']],
    pupilAttempt: { state: 'COMPLETED' },
  },
  {
    type: 'LESSON',
    title: 'Becurile și tuburile de neon',
    description: 'Ce conțin becurile economice și cum le colectăm separat.',
    punctajMaxim: 40,
    slides: [
      ['INFO', 'text-only'],
      ['VIDEO_PREVIEW', 'youtube'],
      ['QUESTION', 'with-images'],
      ['QUESTION', 'v1-single-choice'],
    ],
  },
  {
    type: 'LESSON',
    title: 'Ciornă: aparatele mici (ascunsă)',
    description: 'O lecție în lucru, vizibilă doar echipei programului.',
    punctajMaxim: 10,
    isHidden: true,
    slides: [['INFO', 'text-only']],
  },
  {
    type: 'HOMEWORK',
    title: 'Temă: deșeurile electrice din casa ta',
    description: 'Caută acasă aparatele electrice vechi și povestește ce ai găsit.',
    punctajMaxim: 30,
    deadlineInHours: 24 * 7,
    slides: [
      ['INFO', 'text-only'],
      ['QUESTION', 'multiple-choice'],
      ['TEXT', 'short-answer'],
      ['IMAGE_UPLOAD', 'single-photo'],
      ['VIDEO_PREVIEW', 'youtube'],
    ],
    pupilAttempt: { state: 'IN_PROGRESS', answered: 2 },
  },
  {
    type: 'PRACTICAL_ACTIVITY',
    title: 'Activitate practică: cutia pentru baterii',
    description: 'Construiește o cutie de colectare pentru bateriile uzate din clasă.',
    punctajMaxim: 100,
    slides: ALL_FIVE,
    pupilAttempt: { state: 'PENDING_APPROVAL' },
  },
  {
    type: 'MONTHLY_CHALLENGE',
    title: 'Provocarea lunii: colectăm becurile vechi',
    description: 'O lună întreagă strângem becurile arse din cartier.',
    punctajMaxim: 200,
    deadlineInHours: 24 * 20,
    slides: [...ALL_FIVE, ['QUESTION', 'with-images']],
    pupilAttempt: { state: 'APPROVED' },
  },
  {
    type: 'DAILY_CHALLENGE',
    title: 'Provocarea zilei: un bec vechi',
    description: 'Adu azi la școală un bec vechi și fotografiază-l la punctul de colectare.',
    punctajMaxim: 20,
    deadlineInHours: 20,
    slides: [
      ['QUESTION', 'single-choice'],
      ['INFO', 'text-only'],
      ['TEXT', 'short-answer'],
      ['IMAGE_UPLOAD', 'single-photo'],
      ['VIDEO_PREVIEW', 'youtube'],
    ],
    pupilAttempt: { state: 'REJECTED', rejectReason: 'Fotografia nu arată becul. Încearcă din nou.' },
  },
];

/** The stored envelope of a fixture: current data, or a past schema version for legacy fixtures. */
export function fixtureEnvelope(type: string, name: string) {
  const plugin = serverSlideRegistry.require(type);
  const fixtures = FIXTURES[type]!;
  const current = fixtures.data.find((item) => item.name === name);
  if (current)
    return { type, pluginVersion: plugin.version, schemaVersion: plugin.schemaVersion, data: current.data };
  const legacy = fixtures.legacyData.find((item) => item.name === name);
  if (!legacy) throw new Error(`no fixture ${type}/${name}`);
  return { type, pluginVersion: '0.9.0', schemaVersion: legacy.schemaVersion, data: legacy.data };
}

/** A correct (or the first) fixture answer to a fixture's data. */
export function fixtureAnswer(type: string, dataName: string): unknown {
  const answers = FIXTURES[type]!.answers.filter((item) => item.dataName === dataName);
  const answer = answers.find((item) => item.isCorrect !== false) ?? answers[0];
  if (!answer) throw new Error(`no fixture answer for ${type}/${dataName}`);
  return answer.answer;
}

// Colours of the demo photos that stand in for the IMAGE_UPLOAD fixtures' placeholder photo URLs.
const PHOTO_COLOURS: [red: number, green: number, blue: number][] = [
  [46, 125, 50],
  [21, 101, 192],
  [239, 108, 0],
  [106, 27, 154],
];

/**
 * The fixtures' photo URLs name no stored file, so each distinct one is replaced by a real image uploaded
 * as elev@demo.ro (the same stored image for the same fixture URL).
 */
function photoReplacer(context: SeedContext) {
  const urls = new Map<string, string>();
  return async (type: string, answer: unknown): Promise<unknown> => {
    if (type !== 'IMAGE_UPLOAD') return answer;
    const { photoUrls, ...rest } = answer as { photoUrls: string[] };
    const replaced: string[] = [];
    for (const url of photoUrls) {
      let stored = urls.get(url);
      if (!stored) {
        stored = await seedImage(context, {
          ownerRef: 'user.elev@demo.ro',
          category: 'LESSON_ANSWER_PHOTOS',
          name: url
            .split('/')
            .pop()!
            .replace(/\.[a-z]+$/, ''),
          colour: PHOTO_COLOURS[urls.size % PHOTO_COLOURS.length]!,
        });
        urls.set(url, stored);
      }
      replaced.push(stored);
    }
    return { ...rest, photoUrls: replaced };
  };
}

type PhotoReplacer = ReturnType<typeof photoReplacer>;

async function seedLesson(
  context: SeedContext,
  spec: LessonSpec,
  nowMs: number,
  replacePhotos: PhotoReplacer,
): Promise<void> {
  const { tx, ref } = context;
  const [lesson] = await tx
    .insert(lessons)
    .values({
      type: spec.type,
      title: spec.title,
      description: spec.description,
      punctajMaxim: spec.punctajMaxim,
      isHidden: spec.isHidden ?? false,
      image: LESSON_IMAGES[spec.type],
      deadline: spec.deadlineInHours ? new Date(nowMs + spec.deadlineInHours * 3_600_000) : null,
      editionId: ref('edition.current'),
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
  if (!spec.pupilAttempt) return;

  const { state, answered = slideRows.length, rejectReason = null } = spec.pupilAttempt;
  const key = { userId: ref('user.elev@demo.ro'), lessonId: lesson!.id, editionId: ref('edition.current') };
  const startedAt = new Date(nowMs - 2 * 3_600_000);
  const answers: unknown[] = [];
  for (const [type, name] of spec.slides.slice(0, answered))
    answers.push(await replacePhotos(type, fixtureAnswer(type, name)));
  const answerRows = slideRows.slice(0, answered).map((slide, index) => {
    const answer = answers[index];
    const scored = serverSlideRegistry.score(slide, answer);
    return {
      ...key,
      slideId: slide.id,
      version: 0,
      state:
        state === 'IN_PROGRESS' && LESSON_TYPE_INFO[spec.type].requiresApproval ? 'PENDING_APPROVAL' : state,
      points: scored.ok ? scored.points : 0,
      answer,
      rejectReason: state === 'REJECTED' ? rejectReason : null,
      startedAt,
      timestamp: new Date(startedAt.getTime() + (index + 1) * 60_000),
      approvedBy: state === 'APPROVED' || state === 'REJECTED' ? ref('user.profesor@demo.ro') : null,
      approvedAt: state === 'APPROVED' || state === 'REJECTED' ? new Date(nowMs - 3_600_000) : null,
    };
  });
  const earned = lessonPoints(serverSlideRegistry, lesson!, slideRows, answerRows);
  await tx.insert(lessonAttempts).values({
    ...key,
    version: 0,
    state,
    punctajFinal: state === 'COMPLETED' || state === 'APPROVED' ? earned : 0,
    rejectReason,
    startedAt,
    completedAt: state === 'IN_PROGRESS' ? null : new Date(nowMs - 90 * 60_000),
    approvedBy: answerRows[0]?.approvedBy ?? null,
    approvedAt: answerRows[0]?.approvedAt ?? null,
  });
  await tx.insert(lessonAnswers).values(answerRows);
}

/** Lessons of all five types built from the five plugins' fixtures, and elev@demo.ro's answers in every state. */
export const lessonsSeed: SeedStep = {
  name: 'lessons',
  async run(context) {
    const nowMs = Date.now();
    const replacePhotos = photoReplacer(context);
    for (const spec of DEMO_LESSONS) await seedLesson(context, spec, nowMs, replacePhotos);
  },
};
