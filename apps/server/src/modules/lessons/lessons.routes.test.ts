import { LESSON_API_MESSAGES, LESSON_MESSAGES, LESSON_TYPE_INFO, LESSON_TYPES } from '@platform/contracts';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { lessons, slides } from '../../db/schema.js';
import { draft, infoSlide, lessonTestKit, questionSlide } from './lessons-test-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
const kit = lessonTestKit(() => t);

describe('GET /api/lessons', () => {
  it('lists the seeded lessons of a type; hidden ones only for ADMIN and DBEST', async () => {
    const admin = await kit.admin('GET', '/api/lessons?type=LESSON');
    expect(admin.statusCode).toBe(200);
    expect(admin.json().map((l: { title: string }) => l.title)).toContain('Ciornă: aparatele mici (ascunsă)');
    const pupil = await kit.pupil('GET', '/api/lessons?type=LESSON');
    expect(pupil.json().every((l: { isHidden: boolean }) => !l.isHidden)).toBe(true);
    expect(pupil.json()).toHaveLength(admin.json().length - 1);
  });
});
