import { afterAll, beforeAll, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedBenchData } from '../../../bench/bulk-seed.js';
import { DEFERRED_ROWS_FROM } from '../../db/deep-pages.js';
import { expectDeepPageLikeWhole } from '../../../test/support/deep-page.js';
import { createUsersReportRepository } from './users-report.repository.js';

const PUPILS = DEFERRED_ROWS_FROM + 2_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // Enough users that a page starts past DEFERRED_ROWS_FROM; names repeat and some never logged in.
  await seedBenchData(t.database.db, {
    volumes: { schools: 6, pupils: PUPILS, lessonAnswers: 1, wasteOrders: 1 },
    passwordHash: 'not-used-for-login',
  });
}, 120_000);
afterAll(() => t.close());

const pupils = { roles: ['ELEV' as const] };
it.each([
  { sort: { field: 'lastLogin', direction: 'desc' }, filter: pupils },
  { sort: { field: 'lastLogin', direction: 'asc' }, filter: pupils },
  { sort: { field: 'nume', direction: 'asc' }, filter: pupils },
  { sort: { field: 'schoolName', direction: 'desc' }, filter: pupils },
  { sort: { field: 'timestamp', direction: 'desc' }, filter: pupils },
  // Five of the six seeded towns hold an 's' once folded (all but Cluj-Napoca): deep, and still a filter.
  { sort: { field: 'lastLogin', direction: 'desc' }, filter: { ...pupils, oras: 's' } },
] as const)(
  'a deep page (ids first, then rows) holds the same rows in the same order as the whole list ($sort.field $sort.direction, $filter)',
  async ({ sort, filter }) => {
    const repository = createUsersReportRepository(t.database.db);
    await expectDeepPageLikeWhole(
      (offset, limit) => repository.page(filter, sort, offset, limit),
      (row) => row.user.id,
      PUPILS + 100,
    );
  },
);
