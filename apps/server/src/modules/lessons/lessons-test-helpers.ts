import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { lessons, slides, users } from '../../db/schema.js';

/** Helpers shared by the lessons, answers and sync API tests. */
/** A lesson as POST /api/lessons answers it: what the answer tests need. */
export type CreatedLesson = { id: number; slides: { id: string; type: string }[] };

export function lessonTestKit(getApp: () => TestApp) {
  const inject = async (
    email: string,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) => {
    const t = getApp();
    return t.app.inject({
      method,
      url,
      headers: await t.authAs(email),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  };
  return {
    inject,
    admin: (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
      inject('admin@demo.ro', method, url, payload),
    pupil: (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
      inject('elev@demo.ro', method, url, payload),
    /** Creates a lesson as ADMIN; anything but 201 fails the test with the server's body. */
    async createLesson(body: object): Promise<CreatedLesson> {
      const response = await inject('admin@demo.ro', 'POST', '/api/lessons', body);
      expect(response.statusCode, response.body).toBe(201);
      return response.json();
    },
    async userId(email: string): Promise<number> {
      const [row] = await getApp()
        .database.db.select({ id: users.id })
        .from(users)
        .where(eq(users.email, email));
      return row!.id;
    },
    async lessonByTitle(title: string) {
      const [row] = await getApp().database.db.select().from(lessons).where(eq(lessons.title, title));
      return row!;
    },
    async slidesOf(lessonId: number) {
      return getApp()
        .database.db.select()
        .from(slides)
        .where(eq(slides.lessonId, lessonId))
        .orderBy(slides.position);
    },
  };
}

/**
 * One test app for a whole test file, created before its tests and closed after them: `receive` gets it and
 * the demo pupil's id (elev@demo.ro). Returns the file's lesson test kit.
 */
export function withPupilTestApp(receive: (app: TestApp, pupilId: number) => void) {
  let app: TestApp | undefined;
  const kit = lessonTestKit(() => app!);
  beforeAll(async () => {
    app = await createTestApp();
    receive(app, await kit.userId('elev@demo.ro'));
  });
  afterAll(() => app?.close());
  return kit;
}

export const HOUR = 3_600_000;

export const envelope = (type: string, schemaVersion: number, data: unknown, pluginVersion = '1.0.0') => ({
  type,
  pluginVersion,
  schemaVersion,
  data,
});

/** A valid single-choice question whose correct option is `opt-2`. */
export const questionData = (points = 10) => ({
  text: 'Unde ducem bateriile uzate?',
  multiple: false,
  options: [
    { id: 'opt-1', text: 'La gunoi', isCorrect: false },
    { id: 'opt-2', text: 'La punctul de colectare', isCorrect: true },
  ],
  points,
});

export const questionSlide = (points = 10) => envelope('QUESTION', 3, questionData(points));
export const infoSlide = (markdown = 'Bateriile se colectează separat.') => envelope('INFO', 1, { markdown });
export const textSlide = () => envelope('TEXT', 1, { text: 'Ce ai învățat?', minLength: 1, maxLength: 200 });
export const imageUploadSlide = () =>
  envelope('IMAGE_UPLOAD', 1, { instructions: 'Fotografiază cutia.', minPhotos: 1, maxPhotos: 2 });
export const videoSlide = () =>
  envelope('VIDEO_PREVIEW', 2, { videoUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' });

/** A lesson draft with numbered slides. */
export function draft(
  type: string,
  slideList: ReturnType<typeof envelope>[],
  extra: Record<string, unknown> = {},
) {
  return {
    type,
    title: `Test ${type} ${Math.random().toString(36).slice(2, 8)}`,
    description: 'Descriere de test',
    punctajMaxim: 100,
    deadline: type === 'LESSON' || type === 'PRACTICAL_ACTIVITY' ? null : Date.now() + 5 * HOUR,
    slides: slideList.map((slide, index) => ({ ...slide, number: index + 1 })),
    ...extra,
  };
}

/** An answer each plugin accepts; QUESTION answers `opt-2` (correct) unless told otherwise. */
export function answerFor(type: string, correct = true): unknown {
  switch (type) {
    case 'QUESTION':
      return { selectedOptionIds: [correct ? 'opt-2' : 'opt-1'] };
    case 'INFO':
      return { seen: true };
    case 'TEXT':
      return { text: 'Am învățat să duc bateriile la colectare.' };
    case 'IMAGE_UPLOAD':
      return { photoUrls: ['/api/files/LESSON_ANSWER_PHOTOS/poza.jpg'] };
    case 'VIDEO_PREVIEW':
      return { watched: true };
    default:
      throw new Error(`no test answer for ${type}`);
  }
}
