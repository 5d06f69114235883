import { questionFixtures } from '@platform/slide-question/fixtures';
import { videoPreviewFixtures } from '@platform/slide-video-preview/fixtures';
import { infoFixtures } from '@platform/slide-info/fixtures';
import { imageUploadFixtures } from '@platform/slide-image-upload/fixtures';
import { textFixtures } from '@platform/slide-text/fixtures';
import { orderingFixtures } from '@platform/slide-ordering/fixtures';
import { SlideFeedbackSchema, findSecretPaths, type SlideFixtures } from '@platform/slide-sdk';
import { LESSON_TYPES } from '@platform/contracts';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { slides } from '../../db/schema.js';
import { draft, lessonTestKit } from '../lessons/lessons-test-helpers.js';

const FIXTURES: Record<string, SlideFixtures<unknown, unknown>> = {
  QUESTION: questionFixtures as SlideFixtures<unknown, unknown>,
  VIDEO_PREVIEW: videoPreviewFixtures as SlideFixtures<unknown, unknown>,
  INFO: infoFixtures as SlideFixtures<unknown, unknown>,
  IMAGE_UPLOAD: imageUploadFixtures as SlideFixtures<unknown, unknown>,
  TEXT: textFixtures as SlideFixtures<unknown, unknown>,
  ORDERING: orderingFixtures as SlideFixtures<unknown, unknown>,
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = lessonTestKit(() => t);

type SlideView = { id: string; type: string; data: unknown };

describe('no response to an ELEV contains a correct-answer field', () => {
  it('covers every installed plugin with fixtures, and the answer key exists for authors', () => {
    const registry = t.app.services.slideRegistry;
    expect(
      registry
        .list()
        .map((core) => core.type)
        .sort(),
    ).toEqual(Object.keys(FIXTURES).sort());
    expect(registry.list().some((core) => core.secretPaths.length > 0)).toBe(true);
  });

  it('for every plugin and fixture, on every lesson, slide and answer endpoint', async () => {
    const registry = t.app.services.slideRegistry;
    const secretsOf = (type: string) => registry.get(type)?.secretPaths ?? [];
    const secretKeys = [
      ...new Set(registry.list().flatMap((core) => core.secretPaths.map((path) => path.split('.').at(-1)!))),
    ];

    // One lesson with every current fixture of every plugin; legacy fixtures are stored as they were.
    const current = registry.list().flatMap((core) =>
      FIXTURES[core.type]!.data.map((fixture) => ({
        type: core.type,
        pluginVersion: core.version,
        schemaVersion: core.schemaVersion,
        data: fixture.data,
      })),
    );
    const created = await kit.admin('POST', '/api/lessons', draft('LESSON', current));
    expect(created.statusCode, created.body).toBe(201);
    const lesson = created.json() as { id: number; slides: SlideView[] };
    const legacy = registry.list().flatMap((core) =>
      FIXTURES[core.type]!.legacyData.map((fixture, index) => ({
        lessonId: lesson.id,
        position: 100 + index,
        type: core.type,
        pluginVersion: '0.1.0',
        schemaVersion: fixture.schemaVersion,
        data: fixture.data,
      })),
    );
    if (legacy.length) await t.database.db.insert(slides).values(legacy);
    // The author sees the answer key, so the checks below can fail.
    expect(JSON.stringify((await kit.admin('GET', `/api/lessons/${lesson.id}`)).json())).toMatch(
      new RegExp(secretKeys.join('|')),
    );

    const bodies: { url: string; body: string }[] = [];
    const asPupil = async (method: 'GET' | 'POST', url: string, payload?: unknown) => {
      const response = await kit.pupil(method, url, payload);
      bodies.push({ url: `${method} ${url}`, body: response.body });
      return response;
    };
    const leaks: string[] = [];
    const checkSlides = (where: string, list: SlideView[]) => {
      for (const slide of list) {
        for (const path of findSecretPaths(slide.data, secretsOf(slide.type)))
          leaks.push(`${where} slide ${slide.id}: ${path}`);
      }
    };

    const lessonIds = [lesson.id];
    for (const type of LESSON_TYPES) {
      const list = (await asPupil('GET', `/api/lessons?type=${type}`)).json() as { id: number }[];
      lessonIds.push(...list.map((item) => item.id));
    }
    const pupilId = await kit.userId('elev@demo.ro');
    for (const id of new Set(lessonIds)) {
      const view = (await asPupil('GET', `/api/lessons/${id}`)).json() as { slides: SlideView[] };
      checkSlides(`lesson ${id}`, view.slides);
      for (const slide of view.slides) {
        checkSlides(`slide ${slide.id}`, [(await asPupil('GET', `/api/slides/${slide.id}`)).json()]);
        const fixtureAnswer = FIXTURES[slide.type]?.answers[0]?.answer;
        if (id === lesson.id && fixtureAnswer !== undefined) {
          await asPupil('POST', '/api/answers', {
            slideId: slide.id,
            lessonId: id,
            userId: pupilId,
            answer: fixtureAnswer,
          });
        }
      }
      await asPupil('GET', `/api/answers/lessons/${id}`);
    }
    await asPupil('GET', `/api/answers/students/${pupilId}`);
    await asPupil('GET', '/api/lessons/types');
    await asPupil('GET', '/api/answers/default');

    expect(leaks).toEqual([]);
    /**
     * An answer's feedback (issue 12) is said after its submission only: in the submit response, and with the
     * stored answers when the pupil resumes (GET /api/answers/lessons/{id}). It is split off here, to be held
     * to the strict feedback shape; the rest of such a body, and every other body, must carry no secret key.
     */
    const splitFeedback = (url: string, body: string) => {
      if (url === 'POST /api/answers') {
        const { feedback, ...rest } = JSON.parse(body) as { feedback?: unknown };
        return { given: [feedback], rest: JSON.stringify(rest) };
      }
      if (url.startsWith('GET /api/answers/lessons/')) {
        const parsed = JSON.parse(body) as { answers: { feedback?: unknown }[] };
        const given = parsed.answers.map((answer) => answer.feedback);
        parsed.answers = parsed.answers.map(({ feedback: _feedback, ...answer }) => answer);
        return { given, rest: JSON.stringify(parsed) };
      }
      return { given: [], rest: body };
    };
    let feedbackSeen = 0;
    for (const { url, body } of bodies) {
      const { given, rest } = splitFeedback(url, body);
      for (const feedback of given)
        if (feedback !== null && feedback !== undefined) {
          feedbackSeen++;
          expect(SlideFeedbackSchema.safeParse(feedback).success, `${url} feedback shape`).toBe(true);
        }
      for (const key of secretKeys) expect(rest.includes(`"${key}"`), `${url} contains "${key}"`).toBe(false);
      // Nothing else a pupil reads (lessons, slides, reports of their own answers) carries feedback.
      if (url.startsWith('GET ')) expect(rest.includes('"feedback"'), `${url} contains feedback`).toBe(false);
    }
    // The split above had feedback to hold to its shape: from the submissions and from the resume call.
    expect(feedbackSeen).toBeGreaterThan(0);
    expect(
      bodies.some(
        ({ url, body }) => url === `GET /api/answers/lessons/${lesson.id}` && body.includes('"feedback"'),
      ),
    ).toBe(true);
    expect(bodies.length).toBeGreaterThan(30);
    const [legacyRow] = await t.database.db
      .select()
      .from(slides)
      .where(eq(slides.lessonId, lesson.id))
      .orderBy(slides.position)
      .offset(current.length);
    expect(legacyRow?.schemaVersion).toBeLessThan(registry.require(legacyRow!.type).schemaVersion);
  });
});
