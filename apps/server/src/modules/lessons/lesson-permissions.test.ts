import { createTestApp, type TestApp } from '../../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

// Spec 001 §6, spelled out: create/edit ADMIN, DBEST; complete ADMIN, DBEST, ELEV; view all four;
// approve ADMIN, DBEST, PROFESOR (the service refuses plain LESSON and PROFESOR on practical activities);
// SYNC and ADMIN re-score. Enforcement of each cell is proven by test/role-matrix.test.ts.
const EDIT = ['ADMIN', 'DBEST'];
const COMPLETE = ['ADMIN', 'DBEST', 'ELEV'];
const VIEW = ['ADMIN', 'DBEST', 'PROFESOR', 'ELEV'];
const APPROVE = ['ADMIN', 'DBEST', 'PROFESOR'];
const SYNC = ['SYNC', 'ADMIN'];

const EXPECTED: Record<string, string[]> = {
  'GET /api/lessons': VIEW,
  'POST /api/lessons': EDIT,
  'PATCH /api/lessons': EDIT,
  'GET /api/lessons/types': VIEW,
  'GET /api/lessons/default': EDIT,
  'GET /api/lessons/:id': VIEW,
  'DELETE /api/lessons/:id': EDIT,
  'PATCH /api/lessons/:id/hide': EDIT,
  'POST /api/lessons/:id/duplicate': EDIT,
  // Lesson packages (issue 16): beyond the spec's table, authors only.
  'GET /api/lessons/:id/export': EDIT,
  'POST /api/lessons/import': EDIT,
  'GET /api/slides/default': EDIT,
  'GET /api/slides/:id': VIEW,
  'GET /api/options/default': EDIT,
  'POST /api/answers': COMPLETE,
  'GET /api/answers/default': COMPLETE,
  'GET /api/answers/lessons/:lessonId': COMPLETE,
  'GET /api/answers/students/:userId': VIEW,
  'GET /api/lessons/answers': APPROVE,
  'GET /api/lessons/answers/report': APPROVE,
  'PATCH /api/lessons/answers/:id/approval': APPROVE,
  'DELETE /api/lessons/answers/users/:userId/lessons/:lessonId/editions/:editionId': EDIT,
  'POST /api/sync/lessons/:lessonId': SYNC,
  'GET /api/sync/slides/migrations': SYNC,
  'GET /api/points/me': VIEW,
};

describe('lesson, slide, answer and sync routes', () => {
  it('declare exactly the roles of the permission table', () => {
    const declared = Object.fromEntries(
      t.app.declaredRoutes
        .filter((route) => /^\/api\/(lessons|slides|options|answers|sync|points)(\/|$)/.test(route.url))
        .map((route) => [
          `${route.method} ${route.url}`,
          Array.isArray(route.access) ? [...route.access].sort() : route.access,
        ]),
    );
    const expected = Object.fromEntries(
      Object.entries(EXPECTED).map(([key, roles]) => [key, [...roles].sort()]),
    );
    expect(declared).toEqual(expected);
  });
});
