import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { containsText } from '../../db/text-filter.js';
import { sortTerm, type SortColumn } from '../../db/sort-term.js';
import { qualified } from '../../db/qualified-column.js';
import { pageWithTotal, plannedRows, type PageReads } from '../../db/capped-count.js';
import { DEFERRED_ROWS_FROM, OFFSET_ZERO_FENCE } from '../../db/deep-pages.js';
import { distinctValuesContaining } from '../../db/distinct-values.js';
import { flatSelection, streamWithCursor } from '../../db/cursor.js';
import type { Role } from '@platform/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database.js';
import { users } from './users.table.js';
import { schools } from '../schools/schools.table.js';

export interface UsersReportFilter {
  roles?: Role[];
  isEnabled?: boolean;
  schoolId?: number;
  nume?: string;
  email?: string;
  telefon?: string;
  clasa?: string;
  schoolName?: string;
  judet?: string;
  oras?: string;
  phoneCallNote?: string;
}

/** `field,asc|desc`; unknown fields were refused by the service. */
export interface ReportSort {
  field: string;
  direction: 'asc' | 'desc';
}

/**
 * The report's sorts, with where each puts empty cells (db/sort-term.ts): names, emails, roles and the
 * enabled flag have none; the registration date has none either, but its index for deep pages holds it
 * `DESC NULLS LAST` (users_created_at_desc_id), as its order says; a school's name comes through a left join
 * and is null for users without a school. Each order of the user's own columns has an index that holds it
 * whole, with the id after it (users.table.ts), so a page reads 20 entries instead of sorting a million users;
 * the school's name is read through the schools (schoolOrderIds).
 */
const SORT_COLUMNS = {
  lastLogin: { column: users.lastLogin, nulls: 'last' },
  timestamp: { column: users.createdAt, nulls: 'last' },
  nume: { column: users.nume, nulls: 'none' },
  email: { column: users.email, nulls: 'none' },
  role: { column: users.role, nulls: 'none' },
  isEnabled: { column: users.isEnabled, nulls: 'none' },
  telefon: { column: users.telefon, nulls: 'last' },
  clasa: { column: users.clasa, nulls: 'last' },
  schoolName: { column: schools.numeInstitutieInvatamant, nulls: 'last' },
} as const satisfies Record<string, SortColumn>;
/** The columns a page can be sorted by (the API's `sort` field names). */
export const USERS_REPORT_SORT_FIELDS = Object.keys(SORT_COLUMNS);

const reportColumns = {
  user: users,
  school: {
    id: schools.id,
    numeInstitutieInvatamant: schools.numeInstitutieInvatamant,
    codSe: schools.codSe,
    judet: schools.adresaJudet,
    oras: schools.adresaOras,
  },
};

const flatReportColumns = flatSelection<UsersReportRow>(reportColumns);

export type UsersReportRow = {
  user: typeof users.$inferSelect;
  school: {
    id: number;
    numeInstitutieInvatamant: string;
    codSe: string | null;
    judet: string | null;
    oras: string | null;
  } | null;
};

/**
 * Up to this many distinct classes among the users, a class filter becomes the list of classes that contain
 * its text (a loose index scan of users_clasa_id, one probe per class): `clasa in (…)` is estimated from the
 * class's most common values and read in order from the class indexes. Tested row by row, a class of 286,287
 * pupils sorted by class walked 500,000 users for 20 (0.2-0.8 s), and a class no user has read every user.
 * Beyond it (classes typed freely, thousands of spellings) the probes would cost more than they save.
 */
export const CLASS_VALUES_UP_TO = 256;

/**
 * Up to this many matching users (the planner's estimate), a name filter's first pages sorted by name read the
 * matches first (the folded name's trigram index) and sort them; beyond, they walk the name index. The walk
 * stops after 20 matches, which is quick when they are spread along the order, but a name's matches gather
 * where its own letters sort: "ana p" (15,670 users) by name descending walked 580,000 names (0.5-0.8 s),
 * where reading and sorting its matches takes 40 ms. Reading 62,690 matches ("ion") takes 500 ms, where its
 * walk takes 30-120: the bound keeps the matches-first read under about 50 ms on the bench's machine.
 */
export const NAME_MATCHES_FIRST_UP_TO = 20_000;

/** A filter whose class text was resolved into the classes it keeps (`classes`), when there are few. */
interface ResolvedFilter extends UsersReportFilter {
  classes?: string[];
}

async function resolveClasses(db: Database, filter: UsersReportFilter): Promise<ResolvedFilter> {
  if (!filter.clasa) return filter;
  const classes = await distinctValuesContaining(db, users, users.clasa, filter.clasa, CLASS_VALUES_UP_TO);
  return classes ? { ...filter, classes } : filter;
}

function classWhereOf({ clasa, classes }: ResolvedFilter): SQL | undefined {
  if (!clasa) return undefined;
  if (!classes) return containsText(users.clasa, clasa);
  return classes.length ? inArray(users.clasa, classes) : sql`false`;
}

/** The filter's conditions on the user's own columns. */
function userWhereOf(filter: ResolvedFilter): SQL | undefined {
  return and(
    filter.roles?.length ? inArray(users.role, filter.roles) : undefined,
    filter.isEnabled === undefined ? undefined : eq(users.isEnabled, filter.isEnabled),
    filter.schoolId === undefined ? undefined : eq(users.schoolId, filter.schoolId),
    filter.nume ? containsText(users.nume, filter.nume) : undefined,
    filter.email ? containsText(users.email, filter.email) : undefined,
    filter.telefon ? containsText(users.telefon, filter.telefon) : undefined,
    classWhereOf(filter),
    filter.phoneCallNote ? containsText(users.phoneCallNote, filter.phoneCallNote) : undefined,
  );
}

/** The filter's conditions on the user's school (a user without a school matches none of them). */
function schoolWhereOf(filter: UsersReportFilter): SQL | undefined {
  return and(
    filter.schoolName ? containsText(schools.numeInstitutieInvatamant, filter.schoolName) : undefined,
    filter.judet ? containsText(schools.adresaJudet, filter.judet) : undefined,
    filter.oras ? containsText(schools.adresaOras, filter.oras) : undefined,
  );
}

const whereOf = (filter: ResolvedFilter) => and(userWhereOf(filter), schoolWhereOf(filter));

/**
 * The ids of a page sorted by school name. PostgreSQL cannot walk the schools in name order through the left
 * join (users first), so it sorted a million users for 20 (0.5-1 s). Here the schools are walked in name order,
 * with one "no school" entry last, and each school's users are read in id order from users_school_id
 * (school_id, id); an incremental sort orders only the users of schools sharing a name. The users without a
 * school come from their own branch, which runs only for that last entry.
 */
function schoolOrderIds(filter: ResolvedFilter, direction: 'asc' | 'desc', offset: number, limit: number) {
  const userWhere = userWhereOf(filter);
  const schoolWhere = schoolWhereOf(filter);
  // A page needs at most offset + limit users of each school, the first by id: without that bound a filter
  // that keeps a hundred schools had every one of their users sorted (334,828 for 20 ids).
  const ofUsers = (condition: SQL) =>
    sql`(select ${qualified(users.id)} from ${users} where ${and(condition, userWhere)}
      order by ${qualified(users.id)} limit ${offset + limit})`;
  // With a filter on the school's columns, no user without a school matches: no "no school" entry.
  const noSchool = schoolWhere ? sql`` : sql` union all select null, null`;
  return sql`(select u.id from (
      select ${qualified(schools.id)} as id, ${qualified(schools.numeInstitutieInvatamant)} as name from ${schools}
      ${schoolWhere ? sql`where ${schoolWhere}` : sql``}${noSchool}
    ) s cross join lateral (
      ${ofUsers(sql`${qualified(users.schoolId)} = s.id`)}
      union all ${ofUsers(sql`s.id is null and ${qualified(users.schoolId)} is null`)}
    ) u
    order by ${sortTerm(sql`s.name`, direction, 'last')}, u.id
    offset ${offset} limit ${limit})`;
}

/** The users report, filtered, sorted and paged in SQL. */
export function createUsersReportRepository(
  db: Database,
  reads: PageReads = { concurrent: false },
  /** Tests lower it to 0, so that a name filter sorted by name is walked on small data too. */
  nameMatchesFirstUpTo = NAME_MATCHES_FIRST_UP_TO,
) {
  function orderOf(sort: ReportSort) {
    const { column, nulls } = SORT_COLUMNS[sort.field as keyof typeof SORT_COLUMNS];
    return [sortTerm(column, sort.direction, nulls), asc(users.id)];
  }
  /**
   * The users of a deep page, joining schools only when the filter reads them: PostgreSQL drops an
   * unused left join, but only after it chose a plain index scan over the index-only scan (1.2 s against
   * 63 ms for 200,000 entries).
   */
  function idsOf(filter: UsersReportFilter) {
    const query = db.select({ id: users.id }).from(users).$dynamic();
    const needsSchool = Boolean(filter.schoolName || filter.judet || filter.oras);
    return needsSchool ? query.leftJoin(schools, eq(schools.id, users.schoolId)) : query;
  }
  /**
   * A page of a name filter's matches sorted by name, its users read first: the conditions on the user's own
   * columns behind OFFSET 0 (PostgreSQL would walk the name index instead, or, with a school filter, scan the
   * name's trigram index once for every school that matches it: 51 times for a county, 0.7 s), then their
   * schools' conditions, then the sort.
   */
  function nameMatchesFirstIds(
    filter: ResolvedFilter,
    direction: 'asc' | 'desc',
    offset: number,
    limit: number,
  ) {
    const matches = db
      .select({ id: users.id, nume: users.nume, schoolId: users.schoolId })
      .from(users)
      .where(userWhereOf(filter))
      .offset(OFFSET_ZERO_FENCE)
      .as('name_matches');
    const schoolWhere = schoolWhereOf(filter);
    const query = db.select({ id: matches.id }).from(matches).$dynamic();
    // A user without a school matches no condition on the school's columns: an inner join.
    const kept = schoolWhere
      ? query.innerJoin(schools, eq(schools.id, matches.schoolId)).where(schoolWhere)
      : query;
    return kept.orderBy(sortTerm(matches.nume, direction), asc(matches.id)).offset(offset).limit(limit);
  }
  return {
    sortFields: USERS_REPORT_SORT_FIELDS,
    async page(
      asked: UsersReportFilter,
      sort: ReportSort,
      offset: number,
      limit: number,
    ): Promise<{ rows: UsersReportRow[]; total: number; totalIsEstimate: boolean }> {
      const filter = await resolveClasses(db, asked);
      const where = whereOf(filter);
      const order = orderOf(sort);
      const pageOf = <Query extends PgSelect>(query: Query) => query.where(where).orderBy(...order);
      const withSchool = db
        .select(reportColumns)
        .from(users)
        .leftJoin(schools, eq(schools.id, users.schoolId));
      const rowsOf = (ids: SQL | PgSelect) => withSchool.where(inArray(users.id, ids)).orderBy(...order);
      const matching = () =>
        db
          .select({ one: sql`1`.as('one') })
          .from(users)
          .leftJoin(schools, eq(schools.id, users.schoolId))
          .where(where)
          .$dynamic();
      const nameByName = sort.field === 'nume' && Boolean(filter.nume) && offset < DEFERRED_ROWS_FROM;
      const estimate = nameByName ? plannedRows(db, matching) : undefined;
      // Deep pages (the chunks of a large page) find their ids first and read whole rows for those alone:
      // skipping 199,000 entries of an index costs far less than fetching and dropping 199,000 rows. A sort
      // by school name always does (schoolOrderIds), and so does a name filter sorted by name: the name index
      // holds the lowered name the filter tests (users_nume_id_lower), so its walk reads the index alone,
      // where whole rows read a user's row for each name it passes (pupils named "ion" by name descending:
      // 101,794 names tested for 20, 253 -> 105 ms p50; docs/performance.md, "Forty-fifth run"), unless
      // the planner expects few matches (NAME_MATCHES_FIRST_UP_TO): those are read first.
      const readRows = async () => {
        if (sort.field === 'schoolName')
          return await rowsOf(schoolOrderIds(filter, sort.direction, offset, limit));
        if (estimate && (await estimate) <= nameMatchesFirstUpTo)
          return await rowsOf(nameMatchesFirstIds(filter, sort.direction, offset, limit));
        if (offset < DEFERRED_ROWS_FROM && !(sort.field === 'nume' && filter.nume))
          return await pageOf(withSchool.$dynamic()).offset(offset).limit(limit);
        return await rowsOf(pageOf(idsOf(filter)).offset(offset).limit(limit));
      };
      return pageWithTotal(db, readRows, matching, { offset, limit, estimate, ...reads });
    },
    async findById(id: number): Promise<UsersReportRow | undefined> {
      const [row] = await db
        .select(reportColumns)
        .from(users)
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(eq(users.id, id));
      return row;
    },
    /** Every matching row in report order, through one server-side cursor (exports of millions of rows). */
    async *all(
      filter: UsersReportFilter,
      sort: ReportSort,
      batchSize = 5_000,
    ): AsyncGenerator<UsersReportRow> {
      const query = db
        .select(flatReportColumns.fields)
        .from(users)
        .leftJoin(schools, eq(schools.id, users.schoolId))
        .where(whereOf(await resolveClasses(db, filter)))
        .orderBy(...orderOf(sort));
      yield* streamWithCursor(db, query, flatReportColumns.toRow, batchSize);
    },
  };
}
export type UsersReportRepository = ReturnType<typeof createUsersReportRepository>;
