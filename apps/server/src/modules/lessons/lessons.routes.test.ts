import { count, eq } from 'drizzle-orm';
import { LESSON_API_MESSAGES, LESSON_MESSAGES, LESSON_TYPE_INFO, LESSON_TYPES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { editions, lessonAttempts, lessons, slides } from '../../db/schema.js';
import {
  HOUR,
  draft,
  envelope,
  imageUploadSlide,
  infoSlide,
  lessonTestKit,
  questionData,
  questionSlide,
  textSlide,
  videoSlide,
} from './lessons-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = lessonTestKit(() => t);
const ALL_FIVE = () => [infoSlide(), videoSlide(), questionSlide(), textSlide(), imageUploadSlide()];

async function tableCounts() {
  const [l] = await t.database.db.select({ n: count() }).from(lessons);
  const [s] = await t.database.db.select({ n: count() }).from(slides);
  return { lessons: l!.n, slides: s!.n };
}

async function createLesson(body: object) {
  const response = await kit.admin('POST', '/api/lessons', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('GET /api/lessons', () => {
  it('lists lessons of a type; hidden ones exist only for ADMIN and DBEST', async () => {
    const admin = (await kit.admin('GET', '/api/lessons?type=LESSON')).json();
    expect(admin.map((l: { title: string }) => l.title)).toContain('Ciornă: aparatele mici (ascunsă)');
    for (const email of ['elev@demo.ro', 'profesor@demo.ro']) {
      const others = (await kit.inject(email, 'GET', '/api/lessons?type=LESSON')).json();
      expect(others.every((l: { isHidden: boolean }) => !l.isHidden)).toBe(true);
      expect(others).toHaveLength(admin.length - 1);
      expect((await kit.inject(email, 'GET', '/api/lessons?type=LESSON&isHidden=true')).json()).toEqual([]);
    }
    const hiddenOnly = (await kit.inject('programator@demo.ro', 'GET', '/api/lessons?isHidden=true')).json();
    expect(hiddenOnly.length).toBeGreaterThan(0);
    expect(hiddenOnly.every((l: { isHidden: boolean }) => l.isHidden)).toBe(true);
  });

  it('gives a pupil the state of their attempt per lesson, and no slide data', async () => {
    const list = (await kit.pupil('GET', '/api/lessons')).json() as {
      title: string;
      attemptState: string | null;
      slideCount: number;
    }[];
    const state = (title: string) => list.find((l) => l.title === title)?.attemptState;
    expect(state('Bateriile uzate și mediul')).toBe('COMPLETED');
    expect(state('Temă: deșeurile electrice din casa ta')).toBe('IN_PROGRESS');
    expect(state('Activitate practică: cutia pentru baterii')).toBe('PENDING_APPROVAL');
    expect(state('Provocarea lunii: colectăm becurile vechi')).toBe('APPROVED');
    expect(state('Provocarea zilei: un bec vechi')).toBe('REJECTED');
    expect(state('Becurile și tuburile de neon')).toBeNull();
    expect(list.every((l) => l.slideCount > 0 && !('slides' in l))).toBe(true);
  });

  it('refuses an unknown type filter and ids out of range with 400', async () => {
    expect((await kit.admin('GET', '/api/lessons?type=QUIZ')).statusCode).toBe(400);
    expect((await kit.admin('GET', '/api/lessons/99999999999')).statusCode).toBe(400);
    expect((await kit.admin('GET', '/api/slides/abc')).statusCode).toBe(400);
  });
});

describe('GET /api/lessons/{id}', () => {
  it('hides hidden lessons from PROFESOR and ELEV (404) and shows them to DBEST', async () => {
    const hidden = await kit.lessonByTitle('Ciornă: aparatele mici (ascunsă)');
    expect((await kit.pupil('GET', `/api/lessons/${hidden.id}`)).statusCode).toBe(404);
    expect((await kit.inject('profesor@demo.ro', 'GET', `/api/lessons/${hidden.id}`)).statusCode).toBe(404);
    const dbest = await kit.inject('programator@demo.ro', 'GET', `/api/lessons/${hidden.id}`);
    expect(dbest.statusCode).toBe(200);
    expect(dbest.json()).toMatchObject({ isHidden: true, slides: [{ type: 'INFO', placeholder: null }] });
    expect((await kit.admin('GET', '/api/lessons/999999')).json()).toEqual({
      message: LESSON_API_MESSAGES.notFound,
      errors: {},
    });
  });

  it('shows a pupil each edit, made through the API or by another process, and their latest attempt', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide('unu'), questionSlide()]));
    const pupilView = async () => {
      const response = await kit.pupil('GET', `/api/lessons/${lesson.id}`);
      return response.statusCode === 200 ? response.json() : response.statusCode;
    };
    expect((await pupilView()).slides[0].data).toEqual({ markdown: 'unu' });
    expect((await pupilView()).attemptState).toBeNull();

    const edited = { ...draft('LESSON', []), id: lesson.id, title: lesson.title, slides: lesson.slides };
    edited.slides[0] = { ...lesson.slides[0], data: { markdown: 'doi' } };
    expect((await kit.admin('PATCH', '/api/lessons', edited)).statusCode).toBe(200);
    expect((await pupilView()).slides[0].data).toEqual({ markdown: 'doi' });
    // Another server process's edit reaches this one through the database alone.
    await t.database.db
      .update(slides)
      .set({ data: { markdown: 'trei' } })
      .where(eq(slides.id, Number(lesson.slides[0].id)));
    expect((await pupilView()).slides[0]).toMatchObject({
      data: { markdown: 'trei' },
      markdownHtml: { trei: '<p>trei</p>\n' },
    });
    expect((await kit.admin('GET', `/api/lessons/${lesson.id}`)).json().slides[0].data).toEqual({
      markdown: 'trei',
    });

    const userId = await kit.userId('elev@demo.ro');
    const [current] = await t.database.db.select().from(editions).where(eq(editions.isCurrentEdition, true));
    const [other] = await t.database.db
      .insert(editions)
      .values({ nume: `Ediția de test ${lesson.id}` })
      .returning();
    const attempt = { lessonId: lesson.id, userId };
    await t.database.db.insert(lessonAttempts).values([
      { ...attempt, editionId: current!.id, version: 0, state: 'REJECTED' },
      { ...attempt, editionId: current!.id, version: 1, state: 'PENDING_APPROVAL' },
      { ...attempt, editionId: other!.id, version: 2, state: 'COMPLETED' },
    ]);
    expect((await pupilView()).attemptState).toBe('PENDING_APPROVAL');

    await t.database.db.update(lessons).set({ isHidden: true }).where(eq(lessons.id, lesson.id));
    expect(await pupilView()).toBe(404);
  });

  it('migrates legacy slides on read for authors and pupils, without writing them', async () => {
    const lesson = await kit.lessonByTitle('Becurile și tuburile de neon');
    const author = (await kit.admin('GET', `/api/lessons/${lesson.id}`)).json();
    const legacy = author.slides.find(
      (slide: { type: string; number: number }) => slide.type === 'QUESTION' && slide.number === 4,
    );
    expect(legacy).toMatchObject({
      schemaVersion: 3,
      placeholder: null,
      data: { multiple: false, points: 5 },
    });
    const pupil = (await kit.pupil('GET', `/api/lessons/${lesson.id}`)).json();
    expect(pupil.slides[3]).toMatchObject({ schemaVersion: 3, placeholder: null });
    const stored = (await kit.slidesOf(lesson.id))[3]!;
    expect(stored.schemaVersion).toBe(1);
  });

  it('gives pupils a placeholder for unknown and invalid slides, never dropping them; authors keep the data', async () => {
    const created = await createLesson(draft('LESSON', [infoSlide(), questionSlide()]));
    await t.database.db.insert(slides).values([
      { lessonId: created.id, position: 3, ...envelope('POLL', 1, { question: 'Care?', secret: 'x' }) },
      { lessonId: created.id, position: 4, ...envelope('QUESTION', 3, { text: 42 }) },
      {
        lessonId: created.id,
        position: 5,
        ...envelope('QUESTION', 3, { ...questionData(), options: [] }),
      },
    ]);
    const pupil = (await kit.pupil('GET', `/api/lessons/${created.id}`)).json();
    expect(pupil.slides).toHaveLength(5);
    expect(pupil.slides.slice(2)).toEqual([
      expect.objectContaining({
        type: 'POLL',
        data: null,
        placeholder: { status: 'unknown-type', message: 'Plugin pentru tipul de slide POLL nu a fost găsit' },
      }),
      expect.objectContaining({
        type: 'QUESTION',
        data: null,
        placeholder: { status: 'invalid', message: LESSON_MESSAGES.slideInvalid },
      }),
      expect.objectContaining({
        type: 'QUESTION',
        data: null,
        placeholder: { status: 'invalid', message: LESSON_MESSAGES.slideInvalid },
      }),
    ]);
    const author = (await kit.admin('GET', `/api/lessons/${created.id}`)).json();
    expect(author.slides[2]).toMatchObject({
      data: { question: 'Care?', secret: 'x' },
      placeholder: { status: 'unknown-type' },
    });
    expect(author.slides[3]).toMatchObject({ data: { text: 42 }, placeholder: { status: 'invalid' } });
  });
});

describe('POST /api/lessons', () => {
  it.each(LESSON_TYPES)('creates a %s with slides of all five plugins', async (type) => {
    const slideList = type === 'MONTHLY_CHALLENGE' ? [...ALL_FIVE(), infoSlide('Încă un slide')] : ALL_FIVE();
    const lesson = await createLesson(draft(type, slideList, { punctajMaxim: 40 }));
    expect(lesson).toMatchObject({ type, punctajMaxim: 40, isHidden: false, attemptState: null });
    expect(lesson.slides.map((slide: { type: string }) => slide.type)).toEqual(
      slideList.map((slide) => slide.type),
    );
    expect(lesson.slides.map((slide: { number: number }) => slide.number)).toEqual(
      slideList.map((_, index) => index + 1),
    );
    expect(lesson.slides[2].data.options[1].isCorrect).toBe(true);
    expect((await kit.admin('GET', `/api/lessons/${lesson.id}`)).json()).toEqual(lesson);
  });

  const now = Date.now();
  const cases: [string, object, string, string][] = [
    [
      'title required',
      draft('LESSON', [infoSlide()], { title: '  ' }),
      'title',
      LESSON_MESSAGES.titleRequired,
    ],
    [
      'title too long',
      draft('LESSON', [infoSlide()], { title: 'a'.repeat(201) }),
      'title',
      LESSON_MESSAGES.titleTooLong,
    ],
    [
      'description required',
      draft('LESSON', [infoSlide()], { description: '' }),
      'description',
      LESSON_MESSAGES.descriptionRequired,
    ],
    [
      'description too long',
      draft('LESSON', [infoSlide()], { description: 'd'.repeat(1001) }),
      'description',
      LESSON_MESSAGES.descriptionTooLong,
    ],
    ['lesson without slides', draft('LESSON', []), 'slides', LESSON_MESSAGES.lessonNeedsSlide],
    ['homework without slides', draft('HOMEWORK', []), 'slides', LESSON_MESSAGES.minSlides(1)],
    [
      'monthly with 2 slides',
      draft('MONTHLY_CHALLENGE', [infoSlide(), questionSlide()]),
      'slides',
      LESSON_MESSAGES.minSlides(5),
    ],
    [
      'daily with 11 slides',
      draft(
        'DAILY_CHALLENGE',
        Array.from({ length: 11 }, () => infoSlide()),
      ),
      'slides',
      LESSON_MESSAGES.maxSlides(10),
    ],
    [
      'homework without deadline',
      draft('HOMEWORK', [infoSlide()], { deadline: null }),
      'deadline',
      LESSON_MESSAGES.deadlineRequired,
    ],
    [
      'homework due in 30 minutes',
      draft('HOMEWORK', [infoSlide()], { deadline: now + HOUR / 2 }),
      'deadline',
      LESSON_MESSAGES.deadlineInFuture,
    ],
    [
      'monthly in the past',
      draft('MONTHLY_CHALLENGE', ALL_FIVE(), { deadline: now - HOUR }),
      'deadline',
      LESSON_MESSAGES.deadlineInFuture,
    ],
    [
      'daily due in 25 hours',
      draft('DAILY_CHALLENGE', [infoSlide()], { deadline: now + 25 * HOUR }),
      'deadline',
      LESSON_MESSAGES.dailyWithin24h,
    ],
    [
      'practical without image upload',
      draft('PRACTICAL_ACTIVITY', [infoSlide()]),
      'slides',
      LESSON_MESSAGES.practicalNeedsImageUpload,
    ],
    [
      'unknown slide plugin',
      draft('LESSON', [envelope('POLL', 1, {})]),
      'slides.0',
      LESSON_MESSAGES.pluginNotFound('POLL'),
    ],
    [
      'slide data of the wrong shape',
      draft('LESSON', [envelope('QUESTION', 3, { text: 1 })]),
      'slides.0',
      LESSON_MESSAGES.slideInvalid,
    ],
    [
      'slide failing its plugin rules',
      draft('LESSON', [envelope('INFO', 1, { markdown: '' })]),
      'slides.0',
      'Conținutul este obligatoriu',
    ],
  ];

  it.each(cases)(
    'refuses %s with the spec message and changes nothing',
    async (_name, body, field, message) => {
      const before = await tableCounts();
      const response = await kit.admin('POST', '/api/lessons', body);
      expect(response.statusCode).toBe(400);
      const { message: top, errors } = response.json();
      expect(top).toBe(LESSON_MESSAGES.lessonHasErrors);
      const matching = Object.entries(errors as Record<string, string>).filter(
        ([key]) => key === field || key.startsWith(`${field}.`),
      );
      expect(matching.map(([, text]) => text)).toContain(message);
      expect(await tableCounts()).toEqual(before);
    },
  );

  it('refuses malformed bodies with 400 and never 500', async () => {
    for (const body of [
      {},
      { type: 'QUIZ' },
      { ...draft('LESSON', [infoSlide()]), punctajMaxim: -1 },
      { ...draft('LESSON', [infoSlide()]), slides: [{ type: 'INFO' }] },
    ]) {
      const response = await kit.admin('POST', '/api/lessons', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(LESSON_MESSAGES.lessonHasErrors);
    }
  });

  it('is refused to PROFESOR, ELEV, LOGISTIC and SYNC', async () => {
    for (const email of ['profesor@demo.ro', 'elev@demo.ro', 'logistica@demo.ro', 'sync@demo.ro']) {
      expect(
        (await kit.inject(email, 'POST', '/api/lessons', draft('LESSON', [infoSlide()]))).statusCode,
      ).toBe(403);
    }
  });
});

describe('PATCH /api/lessons', () => {
  it('saves metadata, reorders, edits, adds and removes slides, keeping stored ids', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide('unu'), questionSlide(), textSlide()]));
    const [first, second, third] = lesson.slides;
    const body = {
      ...draft('LESSON', []),
      id: lesson.id,
      title: 'Titlu nou',
      slides: [
        { ...second, number: 1 },
        { ...first, number: 2, data: { markdown: 'doi' } },
        { ...videoSlide(), number: 3 },
      ],
    };
    delete (third as { id?: string }).id;
    const response = await kit.admin('PATCH', '/api/lessons', body);
    expect(response.statusCode, response.body).toBe(200);
    const saved = response.json();
    expect(saved.title).toBe('Titlu nou');
    expect(saved.slides.map((s: { id: string }) => s.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(saved.slides.map((s: { type: string }) => s.type)).toEqual(['QUESTION', 'INFO', 'VIDEO_PREVIEW']);
    expect(saved.slides[1].data).toEqual({ markdown: 'doi' });
    expect(await kit.slidesOf(lesson.id)).toHaveLength(3);
  });

  it('keeps a stored slide of a missing plugin verbatim, but refuses changing it', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide()]));
    await t.database.db.insert(slides).values({
      lessonId: lesson.id,
      position: 2,
      ...envelope('POLL', 3, { b: 1, a: [1, { y: 2, x: 1 }] }, '4.0.0'),
    });
    const stored = (await kit.admin('GET', `/api/lessons/${lesson.id}`)).json();
    const unchanged = await kit.admin('PATCH', '/api/lessons', {
      ...stored,
      id: lesson.id,
      title: 'Cu plugin lipsă',
    });
    expect(unchanged.statusCode, unchanged.body).toBe(200);
    const [, poll] = await kit.slidesOf(lesson.id);
    expect(poll).toMatchObject({
      type: 'POLL',
      pluginVersion: '4.0.0',
      schemaVersion: 3,
      data: { b: 1, a: [1, { y: 2, x: 1 }] },
    });
    const changed = stored.slides.map((slide: { type: string }) =>
      slide.type === 'POLL' ? { ...slide, data: { b: 2 } } : slide,
    );
    const refused = await kit.admin('PATCH', '/api/lessons', { ...stored, id: lesson.id, slides: changed });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors['slides.1']).toBe(LESSON_MESSAGES.pluginNotFound('POLL'));
  });

  it('refuses a changed type, a slide of another lesson and an unknown lesson', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide()]));
    const other = await createLesson(draft('LESSON', [infoSlide()]));
    const base = { ...draft('LESSON', [infoSlide()]), id: lesson.id };
    const typeChange = await kit.admin('PATCH', '/api/lessons', {
      ...draft('HOMEWORK', [infoSlide()]),
      id: lesson.id,
    });
    expect(typeChange.json().message).toBe(LESSON_API_MESSAGES.typeImmutable);
    const foreign = await kit.admin('PATCH', '/api/lessons', {
      ...base,
      slides: [{ ...other.slides[0], number: 1 }],
    });
    expect([foreign.statusCode, foreign.json().message]).toEqual([400, LESSON_API_MESSAGES.foreignSlide]);
    expect((await kit.admin('PATCH', '/api/lessons', { ...base, id: 999999 })).statusCode).toBe(404);
    expect((await kit.admin('GET', `/api/lessons/${lesson.id}`)).json().title).toBe(lesson.title);
  });

  it('does not re-check an unchanged deadline, so an expired homework stays editable', async () => {
    const lesson = await createLesson(draft('HOMEWORK', [infoSlide()]));
    const past = new Date(Date.now() - HOUR);
    await t.database.db.update(lessons).set({ deadline: past }).where(eq(lessons.id, lesson.id));
    const body = { ...lesson, deadline: past.getTime(), title: 'Temă expirată, titlu corectat' };
    expect((await kit.admin('PATCH', '/api/lessons', body)).statusCode).toBe(200);
    const moved = await kit.admin('PATCH', '/api/lessons', { ...body, deadline: past.getTime() + 1000 });
    expect(moved.json().errors.deadline).toBe(LESSON_MESSAGES.deadlineInFuture);
  });
});

describe('hide, duplicate, delete', () => {
  it('hides and shows a lesson', async () => {
    const lesson = await createLesson(draft('HOMEWORK', [infoSlide()]));
    const hidden = await kit.admin('PATCH', `/api/lessons/${lesson.id}/hide`, {
      id: lesson.id,
      isHidden: true,
    });
    expect(hidden.json().isHidden).toBe(true);
    expect(
      (await kit.pupil('GET', '/api/lessons?type=HOMEWORK'))
        .json()
        .some((l: { id: number }) => l.id === lesson.id),
    ).toBe(false);
    await kit.admin('PATCH', `/api/lessons/${lesson.id}/hide`, { id: lesson.id, isHidden: false });
    expect(
      (await kit.pupil('GET', '/api/lessons?type=HOMEWORK'))
        .json()
        .some((l: { id: number }) => l.id === lesson.id),
    ).toBe(true);
    expect(
      (await kit.admin('PATCH', `/api/lessons/${lesson.id}/hide`, { id: lesson.id + 1, isHidden: true }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await kit.inject('profesor@demo.ro', 'PATCH', `/api/lessons/${lesson.id}/hide`, {
          id: lesson.id,
          isHidden: true,
        })
      ).statusCode,
    ).toBe(403);
  });

  it("duplicates as a hidden copy titled '… (Copie)' with copies of the slides", async () => {
    const lesson = await createLesson(
      draft('LESSON', [infoSlide(), questionSlide()], { title: 'x'.repeat(200) }),
    );
    const response = await kit.inject('programator@demo.ro', 'POST', `/api/lessons/${lesson.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy).toMatchObject({ isHidden: true, type: 'LESSON', description: lesson.description });
    expect(copy.title).toBe(`${'x'.repeat(192)} (Copie)`);
    expect(copy.slides.map((s: { data: unknown }) => s.data)).toEqual(
      lesson.slides.map((s: { data: unknown }) => s.data),
    );
    expect(copy.slides[0].id).not.toBe(lesson.slides[0].id);
  });

  it('deletes a lesson with its slides', async () => {
    const lesson = await createLesson(draft('LESSON', [infoSlide()]));
    expect((await kit.inject('elev@demo.ro', 'DELETE', `/api/lessons/${lesson.id}`)).statusCode).toBe(403);
    expect((await kit.admin('DELETE', `/api/lessons/${lesson.id}`)).statusCode).toBe(204);
    expect((await kit.admin('GET', `/api/lessons/${lesson.id}`)).statusCode).toBe(404);
    expect(await kit.slidesOf(lesson.id)).toEqual([]);
    expect((await kit.admin('DELETE', `/api/lessons/${lesson.id}`)).statusCode).toBe(404);
  });
});

describe('types and defaults', () => {
  it('lists every lesson type with its features, limits and installed slide types', async () => {
    const types = (await kit.pupil('GET', '/api/lessons/types')).json();
    expect(types.map((entry: { type: string }) => entry.type)).toEqual([...LESSON_TYPES]);
    for (const entry of types) {
      const info = LESSON_TYPE_INFO[entry.type as keyof typeof LESSON_TYPE_INFO];
      expect(entry.features).toEqual({
        allowsMultipleAttempts: info.allowsMultipleAttempts,
        requiresApproval: info.requiresApproval,
        awardsPoints: info.awardsPoints,
      });
      expect(entry.limits).toMatchObject({ minSlides: info.minSlides, maxSlides: info.maxSlides });
      expect(entry.slideTypes).toEqual(
        expect.arrayContaining(['QUESTION', 'VIDEO_PREVIEW', 'INFO', 'IMAGE_UPLOAD', 'TEXT', 'ORDERING']),
      );
    }
    expect(types.find((entry: { type: string }) => entry.type === 'DAILY_CHALLENGE').limits.deadline).toEqual(
      { required: true, minAheadMs: HOUR, maxAheadMs: 24 * HOUR },
    );
  });

  it('gives an empty lesson, a default slide per plugin and a default option', async () => {
    expect((await kit.admin('GET', '/api/lessons/default?type=HOMEWORK')).json()).toMatchObject({
      type: 'HOMEWORK',
      title: '',
      slides: [],
    });
    for (const type of ['QUESTION', 'VIDEO_PREVIEW', 'INFO', 'IMAGE_UPLOAD', 'TEXT']) {
      const slide = (await kit.admin('GET', `/api/slides/default?type=${type}`)).json();
      expect(slide).toMatchObject({ type, pluginVersion: '1.0.0' });
      expect(t.app.services.slideRegistry.resolve(slide).status).toBe('ok');
    }
    const unknown = await kit.admin('GET', '/api/slides/default?type=POLL');
    expect([unknown.statusCode, unknown.json().message]).toEqual([
      400,
      LESSON_MESSAGES.pluginNotFound('POLL'),
    ]);
    const option = (await kit.admin('GET', '/api/options/default')).json();
    expect(option).toEqual({ id: expect.any(String), text: '', isCorrect: false });
    expect((await kit.pupil('GET', '/api/options/default')).statusCode).toBe(403);
  });

  it("gives pupils the slides' markdown rendered and sanitized, and authors only the markdown", async () => {
    const markdown = '## Baterii\n\nSe colectează **separat**.<img src="x" onerror="alert(1)">';
    const lesson = await createLesson(draft('LESSON', [infoSlide(markdown), questionSlide()]));
    const pupil = (await kit.pupil('GET', `/api/lessons/${lesson.id}`)).json();
    expect(pupil.slides[0].data.markdown).toBe(markdown);
    expect(pupil.slides[0].markdownHtml).toEqual({
      [markdown]: '<h2>Baterii</h2>\n<p>Se colectează <strong>separat</strong>.<img src="x" alt="" /></p>\n',
    });
    expect(pupil.slides[1]).not.toHaveProperty('markdownHtml');
    const slide = (await kit.pupil('GET', `/api/slides/${lesson.slides[0].id}`)).json();
    expect(slide.markdownHtml).toEqual(pupil.slides[0].markdownHtml);
    const author = (await kit.admin('GET', `/api/lessons/${lesson.id}`)).json();
    expect(author.slides[0]).not.toHaveProperty('markdownHtml');
  });

  it('serves one slide, redacted for pupils, and not of a hidden lesson to them', async () => {
    const lesson = await createLesson(draft('LESSON', [questionSlide()]));
    const slideId = lesson.slides[0].id;
    expect((await kit.admin('GET', `/api/slides/${slideId}`)).json().data.options[1].isCorrect).toBe(true);
    const pupil = (await kit.pupil('GET', `/api/slides/${slideId}`)).json();
    expect(pupil).toMatchObject({ lessonId: lesson.id, type: 'QUESTION' });
    expect(pupil.data.options[1]).toEqual({ id: 'opt-2', text: 'La punctul de colectare' });
    await kit.admin('PATCH', `/api/lessons/${lesson.id}/hide`, { id: lesson.id, isHidden: true });
    expect((await kit.pupil('GET', `/api/slides/${slideId}`)).statusCode).toBe(404);
  });
});
