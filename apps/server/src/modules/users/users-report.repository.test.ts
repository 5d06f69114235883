import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedBenchData } from '../../../bench/bulk-seed.js';
import { DEFERRED_ROWS_FROM } from '../../db/deep-pages.js';
import { expectDeepPageLikeWhole } from '../../../test/support/deep-page.js';
import { distinctValuesContaining } from '../../db/distinct-values.js';
import { containsText } from '../../db/text-filter.js';
import { users } from './users.table.js';
import { schools } from '../schools/schools.table.js';
import {
  CLASS_VALUES_UP_TO,
  createUsersReportRepository,
  NAME_MATCHES_FIRST_UP_TO,
  USERS_REPORT_SORT_FIELDS,
  type UsersReportFilter,
} from './users-report.repository.js';

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

/** The report's order written out here, apart from the repository: empty cells last both ways, then the id. */
const SORT_EXPRESSIONS: Record<string, string> = {
  lastLogin: 'u.last_login',
  timestamp: 'u.created_at',
  nume: 'u.nume',
  email: 'u.email',
  role: 'u.role',
  isEnabled: 'u.is_enabled',
  telefon: 'u.telefon',
  clasa: 'u.clasa',
  schoolName: 's.nume_institutie_invatamant',
};

it('sorts by every column both ways with empty cells last and ties by id, as an order written apart says', async () => {
  expect(Object.keys(SORT_EXPRESSIONS).sort()).toEqual([...USERS_REPORT_SORT_FIELDS].sort());
  const repository = createUsersReportRepository(t.database.db);
  // Pupils have no phone, staff no class and no school: those columns hold empty cells, and every sort has ties.
  const { rows: counts } = (await t.database.db.execute(
    sql`select count(*) filter (where telefon is null)::int as "noPhone", count(*) filter (where clasa is null)::int as "noClass",
               count(*) filter (where school_id is null)::int as "noSchool" from users`,
  )) as unknown as { rows: { noPhone: number; noClass: number; noSchool: number }[] };
  expect(Math.min(counts[0]!.noPhone, counts[0]!.noClass, counts[0]!.noSchool)).toBeGreaterThan(0);
  for (const field of USERS_REPORT_SORT_FIELDS) {
    for (const direction of ['asc', 'desc'] as const) {
      const { rows: expected } = (await t.database.db.execute(
        sql`select u.id from users u left join schools s on s.id = u.school_id
            order by ${sql.raw(SORT_EXPRESSIONS[field]!)} ${sql.raw(direction)} nulls last, u.id asc`,
      )) as unknown as { rows: { id: number }[] };
      const page = await repository.page({}, { field, direction }, 0, PUPILS + 1_000);
      expect(
        page.rows.map((row) => row.user.id),
        `${field} ${direction}`,
      ).toEqual(expected.map((row) => row.id));
    }
  }
}, 120_000);

/** The ids of the users a filter keeps, read through another sort's path (last login). */
async function matchingIds(filter: UsersReportFilter): Promise<number[]> {
  const repository = createUsersReportRepository(t.database.db);
  const matching = await repository.page(
    filter,
    { field: 'lastLogin', direction: 'desc' },
    0,
    PUPILS + 1_000,
  );
  return matching.rows.map((row) => row.user.id);
}

/** Those ids in the order `orderBy` (then the id) written here, apart from the repository. */
async function inOrderWrittenApart(ids: number[], orderBy: SQL): Promise<number[]> {
  if (ids.length === 0) return [];
  const { rows } = (await t.database.db.execute(
    sql`select u.id from users u left join schools s on s.id = u.school_id
        where u.id in ${ids} order by ${orderBy}, u.id asc`,
  )) as unknown as { rows: { id: number }[] };
  return rows.map((row) => row.id);
}

it.each([
  { roles: ['ELEV' as const], oras: 's' },
  { roles: ['ELEV' as const, 'PROFESOR' as const], isEnabled: true },
  { schoolName: 'liceul' },
])(
  "sorted by school name, a filtered list holds the filter's users in the order written apart ($0)",
  async (filter) => {
    const repository = createUsersReportRepository(t.database.db);
    const ids = await matchingIds(filter);
    expect(ids.length).toBeGreaterThan(100);
    for (const direction of ['asc', 'desc'] as const) {
      const ordered = await inOrderWrittenApart(
        ids,
        sql`s.nume_institutie_invatamant ${sql.raw(direction)} nulls last`,
      );
      const whole = await repository.page(filter, { field: 'schoolName', direction }, 0, PUPILS + 1_000);
      expect(whole.rows.map((row) => row.user.id)).toEqual(ordered);
      const page = await repository.page(filter, { field: 'schoolName', direction }, 50, 30);
      expect(page.rows.map((row) => row.user.id)).toEqual(ordered.slice(50, 80));
      expect(page.total).toBe(ids.length);
    }
  },
);

const NAME_FILTERS: UsersReportFilter[] = [
  { nume: 'ion' },
  { nume: 'ana p' },
  { nume: 'ion', roles: ['ELEV'] },
  // The school's condition joins the matches after they are read (nameMatchesFirstIds).
  { nume: 'ion', oras: 's' },
];
it.each(
  NAME_FILTERS.flatMap((filter) => [
    // On this small data every estimate is under the bound: the matches are read first.
    { filter, read: 'its matches read first', upTo: NAME_MATCHES_FIRST_UP_TO },
    { filter, read: 'its ids walked on the name index', upTo: 0 },
  ]),
)(
  "sorted by name, a name filter's page ($read) holds the order written apart ($filter)",
  async ({ filter, upTo }) => {
    const repository = createUsersReportRepository(t.database.db, { concurrent: false }, upTo);
    const ids = await matchingIds(filter);
    expect(ids.length).toBeGreaterThan(60);
    await expectPagesInOrder(
      repository,
      filter,
      ids,
      ['nume'],
      [
        [0, 20],
        [20, 30],
      ],
    );
  },
);

/** The ids of the users a class filter keeps, asked row by row (containsText), apart from the repository. */
async function idsInClass(text: string): Promise<number[]> {
  const { rows } = (await t.database.db.execute(
    sql`select id from users where ${containsText(users.clasa, text)}`,
  )) as unknown as { rows: { id: number }[] };
  return rows.map((row) => row.id);
}

/**
 * A filter's pages by each of `fields` both ways against the order written apart: the same ids, whole rows with
 * their school as every path gives them, and the filter's total.
 */
async function expectPagesInOrder(
  repository: ReturnType<typeof createUsersReportRepository>,
  filter: UsersReportFilter,
  ids: number[],
  fields: readonly string[],
  pages: readonly (readonly [offset: number, limit: number])[],
) {
  for (const field of fields) {
    for (const direction of ['asc', 'desc'] as const) {
      const order = await inOrderWrittenApart(
        ids,
        sql`${sql.raw(SORT_EXPRESSIONS[field]!)} ${sql.raw(direction)} nulls last`,
      );
      for (const [offset, limit] of pages) {
        const page = await repository.page(filter, { field, direction }, offset, limit);
        expect(
          page.rows.map((row) => row.user.id),
          `${field} ${direction} ${offset}`,
        ).toEqual(order.slice(offset, offset + limit));
        expect(page.rows.every((row) => row.user.nume !== undefined && 'school' in row)).toBe(true);
        expect(page.total).toBe(ids.length);
      }
    }
  }
}

/** A class filter's first and a further page by every sort both ways. */
const expectClassPagesInOrder = (filter: UsersReportFilter, ids: number[]) =>
  expectPagesInOrder(createUsersReportRepository(t.database.db), filter, ids, USERS_REPORT_SORT_FIELDS, [
    [0, 20],
    [40, 30],
  ]);

it.each(['VII-a', 'vii-a c', 'V-a', '5'])(
  'a class filter (%j, resolved into the classes it keeps) holds its users by every sort both ways',
  async (clasa) => {
    expect(
      await distinctValuesContaining(t.database.db, users, users.clasa, clasa, CLASS_VALUES_UP_TO),
    ).not.toBe(undefined);
    const ids = await idsInClass(clasa);
    if (clasa === '5') expect(ids).toEqual([]);
    else expect(ids.length).toBeGreaterThan(100);
    await expectClassPagesInOrder({ clasa }, ids);
  },
  60_000,
);

it('a class filter beside other filters keeps only the users that match them all', async () => {
  const { rows } = (await t.database.db.execute(
    sql`select users.id from users join schools on schools.id = users.school_id
        where ${containsText(users.clasa, 'VII-a')} and users.role = 'ELEV' and users.is_enabled
          and ${containsText(schools.adresaOras, 's')}`,
  )) as unknown as { rows: { id: number }[] };
  const ids = rows.map((row) => row.id);
  expect(ids.length).toBeGreaterThan(100);
  await expectClassPagesInOrder({ clasa: 'VII-a', roles: ['ELEV'], isEnabled: true, oras: 's' }, ids);
}, 60_000);

// Last: it adds users. Past CLASS_VALUES_UP_TO distinct classes the filter is tested row by row again.
it('with more distinct classes than it resolves, a class filter still holds its users by every sort', async () => {
  await t.database.db.execute(
    sql`insert into users (role, email, password_hash, nume, clasa)
        select 'ELEV', 'clasa' || g || '@scoala.ro', 'x', 'Elev ' || g, 'Grupa ' || g || ' VII-a'
        from generate_series(1, ${CLASS_VALUES_UP_TO}) as g`,
  );
  expect(await distinctValuesContaining(t.database.db, users, users.clasa, 'VII-a', CLASS_VALUES_UP_TO)).toBe(
    undefined,
  );
  const ids = await idsInClass('VII-a');
  expect(ids.length).toBeGreaterThan(CLASS_VALUES_UP_TO);
  await expectClassPagesInOrder({ clasa: 'VII-a' }, ids);
}, 60_000);
