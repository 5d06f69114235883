import { eq } from 'drizzle-orm';
import { orderingFixtures } from '@platform/slide-ordering/fixtures';
import type { TestApp } from '../../../test/test-app.js';
import { lessonAnswers } from '../../db/schema.js';
import { draft, envelope, withPupilTestApp } from '../lessons/lessons-test-helpers.js';

// The sixth plugin reaches the server by discovery alone: its answers are scored here from the stored data.
let t: TestApp;
let pupilId: number;
const kit = withPupilTestApp((app, id) => {
  t = app;
  pupilId = id;
});

const batteryJourney = orderingFixtures.data[0]!.data;
const answerNamed = (name: string) => orderingFixtures.answers.find((answer) => answer.name === name)!;

const orderingLesson = () =>
  kit.createLesson(draft('HOMEWORK', [envelope('ORDERING', 1, batteryJourney)], { punctajMaxim: 50 }));

describe('ORDERING answers on the server', () => {
  it('is installed: listed for every lesson type and refused when invalid, in Romanian', async () => {
    const types = (await kit.pupil('GET', '/api/lessons/types')).json() as { slideTypes: string[] }[];
    for (const entry of types) expect(entry.slideTypes).toContain('ORDERING');
    const invalid = await kit.admin(
      'POST',
      '/api/lessons',
      draft('LESSON', [envelope('ORDERING', 1, orderingFixtures.invalidData[0]!.data)]),
    );
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toContain('Cerința este obligatorie');
  });

  it('gives the pupil a mixed order, never the correct one', async () => {
    const lesson = await orderingLesson();
    const view = (await kit.pupil('GET', `/api/lessons/${lesson.id}`)).json() as {
      slides: { data: { items?: { id: string }[]; correctOrder?: unknown } }[];
    };
    const learner = view.slides[0]!.data;
    expect(learner.correctOrder).toBeUndefined();
    expect(learner.items!.map((item) => item.id).sort()).toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
    expect(learner.items!.map((item) => item.id)).not.toEqual(['b1', 'b2', 'b3', 'b4', 'b5']);
  });

  it('scores a partly correct order with partial credit from the stored data, ignoring sent points', async () => {
    const lesson = await orderingLesson();
    const fixture = answerNamed('ultimul-pus-primul');
    const response = await kit.pupil('POST', '/api/answers', {
      slideId: lesson.slides[0]!.id,
      lessonId: lesson.id,
      userId: pupilId,
      answer: { ...(fixture.answer as object), points: 10 },
    });
    expect(response.statusCode, response.body).toBe(200);
    // 7 of 10 slide points: punctajMaxim 50 scaled by 0.7.
    expect(response.json()).toMatchObject({ punctajFinal: 35, isLessonCompletedNow: true });
    const [stored] = await t.database.db
      .select()
      .from(lessonAnswers)
      .where(eq(lessonAnswers.lessonId, lesson.id));
    expect(Number(stored!.points)).toBe(fixture.expectedPoints);
    expect(stored!.answer).toEqual(fixture.answer);
  });

  it('refuses an order that leaves an item out, with the plugin message', async () => {
    const lesson = await orderingLesson();
    const response = await kit.pupil('POST', '/api/answers', {
      slideId: lesson.slides[0]!.id,
      lessonId: lesson.id,
      userId: pupilId,
      answer: { order: ['b1', 'b2', 'b3'] },
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Așezați toate elementele în ordine');
  });
});
