import { sql, type Column, type SQL } from 'drizzle-orm';
import type { AnswerState } from '@platform/contracts';
import { qualified } from '../../db/qualified-column.js';
import { sortTerm, type NullsPlacement } from '../../db/sort-term.js';
import { lessonAnswers } from './answers.table.js';
import { lessons } from '../lessons/lessons.table.js';
import { schools } from '../schools/schools.table.js';
import { users } from '../users/users.table.js';

/**
 * The ids of a page of an edition's answers sorted by a column that many answers share (a state, a lesson, a
 * school, a number of points, an attempt number or a pupil's name), read group by group.
 *
 * The report orders by that column, then by the answer's id ascending, both ways (by school: then by the
 * school, and each school's answers newest first, see bySchool). An index on (edition, column, id) read
 * backward gives the ids descending, so a descending sort sorted the edition's answers that share the first
 * value: 8-17 s a page at ten million answers. Here the groups (the values, or the lessons and schools that
 * hold them) are listed in the sort's order, each group's answers are read in id order from an index whose
 * range for one group is in id order (`order by id limit offset + limit`: never more than a page's worth a
 * group), and an incremental sort orders only the groups that share a value. One index serves both ways.
 *
 * With other filters (the scope): a filter on the groups' own table narrows the groups, and the others are
 * checked on each answer of a range (`checks`), where that does not read ranges whose answers the filter keeps
 * none of: 2-11 s a page before, 5-25 ms after (docs/performance.md, "Thirty-fifth run"). Points and attempts
 * are split by state and lesson too, so that those filters leave out whole ranges ("Thirty-sixth run").
 */
interface GroupWalk {
  /** The groups, as `key` (the sort's value) and `ref` (what the answers' range matches), any order. */
  groups: (scope: WalkScope) => SQL;
  /**
   * One group's answers, ids ascending, at most `rows` (the lateral subquery; `g` is the group); `checked`: the
   * scope's filters it does not hold, each among its `checks`.
   */
  answers: (scope: WalkScope, rows: number, checked: readonly ScopeFilter[]) => SQL;
  nulls: NullsPlacement;
  /**
   * Its groups are many (pupils): listed in the sort's order, by key and then by `ref` the same way (the page's
   * tie-break), so that they are read from an index lazily, as far as the page needs.
   */
  ordered?: boolean;
  /**
   * The filters its groups or its ranges' index hold: a lesson filter narrows the list of lessons walked, a
   * school filter the list of schools, and a state stays a range where the index holds the state after the
   * edition ("pending, by lesson").
   */
  holds: readonly ScopeFilter[];
  /** The filters it checks on each answer a group's range gives (see `filtersRows`); with any other, no walk. */
  checks: readonly ScopeFilter[];
  /**
   * A group reads up to all its answers when a filter keeps few of them: the rows of this table are the groups
   * (see GroupWalkPage's).
   */
  wholeGroupsOf?: typeof schools;
  /**
   * A group's answers are ordered newest first (then by id), not by id: its `answers` select each answer's
   * `at` (the submission time) beside its id.
   */
  newestFirst?: boolean;
  /**
   * A deep page's groups and their answers, when the walk splits a sort value's answers into ranges listed
   * beforehand (`lists`): one group a value, its ranges merged in id order.
   */
  merged?: {
    values: (scope: WalkScope) => SQL;
    answers: (scope: WalkScope, rows: number, checked: readonly ScopeFilter[], lists: RangeLists) => SQL;
    /**
     * A first page with a filter checked on each answer merges only when each group would read at least this
     * many answers for it (the planner's estimate, `readsRangeLists`); unset, it always does.
     */
    fromReadsPerGroup?: number;
  };
}

/**
 * The (state, lesson) pairs that hold answers of the scope's edition, each one range of a value in a page sorted
 * by points or attempt that merges them (`rangeListsQuery`).
 */
export interface RangeLists {
  pairs: readonly { state: string; lesson: number }[];
}

/** The filters of a walk's scope, by the table they read. */
const SCOPE_FILTERS = ['state', 'lessons', 'users', 'schools'] as const;
type ScopeFilter = (typeof SCOPE_FILTERS)[number];

/**
 * The answers a walk reads: an edition's, in one state or not, of the lessons, pupils and schools the
 * conditions on those tables' columns keep.
 */
export interface WalkScope {
  editionId: number;
  state?: AnswerState;
  lessons?: SQL;
  users?: SQL;
  schools?: SQL;
}

const id = qualified(lessonAnswers.id);
const editionOf = (editionId: number) => sql`${qualified(lessonAnswers.editionId)} = ${editionId}`;

const lessonsKept = (scope: WalkScope) => (scope.lessons ? sql` where ${scope.lessons}` : sql``);
const schoolsKept = (scope: WalkScope) => (scope.schools ? sql` where ${scope.schools}` : sql``);

/**
 * The scope's conditions on an answer (`r`) for the `checked` filters. None is a join: a join under a group's
 * range made PostgreSQL read it in another order, and a pupil's name as a semi-join hashed a million pupils a
 * group. The lessons and schools kept are a list read once; the pupil is looked up by key, an answer at a time.
 */
function rowConditions(scope: WalkScope, checked: readonly ScopeFilter[]): SQL | undefined {
  const conditions: SQL[] = [];
  if (scope.state && checked.includes('state')) conditions.push(sql`r.state = ${scope.state}`);
  if (scope.lessons && checked.includes('lessons'))
    conditions.push(
      sql`r.lesson_id = any(array(select ${qualified(lessons.id)} from ${lessons}${lessonsKept(scope)}))`,
    );
  if (scope.schools && checked.includes('schools'))
    conditions.push(
      sql`r.school_id = any(array(select ${qualified(schools.id)} from ${schools}${schoolsKept(scope)}))`,
    );
  if (scope.users && checked.includes('users'))
    conditions.push(sql`(select ${scope.users} from ${users} where ${qualified(users.id)} = r.user_id)`);
  return conditions.length > 0 ? sql.join(conditions, sql` and `) : undefined;
}

/**
 * The ids of one group's answers: `range` on the index's columns after the edition (and the scope's state, unless
 * it is checked on each answer), ascending.
 */
const rangeIds = (range: SQL) => (scope: WalkScope, checked: readonly ScopeFilter[]) => {
  const state =
    scope.state && !checked.includes('state')
      ? sql` and ${qualified(lessonAnswers.state)} = ${scope.state}`
      : sql``;
  return sql`select ${id} from ${lessonAnswers}
      where ${editionOf(scope.editionId)}${state} and ${range} order by ${id}`;
};

/**
 * The first `rows` of `ids` (ascending) that the `checked` filters keep. With row conditions the ids are read
 * behind OFFSET 0 (from the index alone: an index-only scan, lazily: the conditions and the limit stop it), and
 * each answer is then looked up by its id for the conditions. Read with the answers' columns, a range's rows made
 * PostgreSQL prefer the primary key, filtering by the range (4.7 s a page: every answer read for a lesson that
 * has none).
 */
function keptIds(ids: SQL, scope: WalkScope, rows: number, checked: readonly ScopeFilter[]): SQL {
  const conditions = rowConditions(scope, checked);
  if (!conditions) return sql`${ids} limit ${rows}`;
  return sql`select ids.id from (${ids} offset 0) ids
      where (select ${conditions} from ${lessonAnswers} r where r.id = ids.id) order by ids.id limit ${rows}`;
}

/** The answers of one group (`rangeIds`) that the scope keeps, ids in order, at most `rows`. */
const rangeOf =
  (range: SQL) =>
  (scope: WalkScope, rows: number, checked: readonly ScopeFilter[]): SQL =>
    keptIds(rangeIds(range)(scope, checked), scope, rows, checked);

/**
 * The distinct values of a column of an edition's answers, from an index that starts with the edition and the
 * column (a loose index scan: one index probe a value, not a read of every answer).
 */
function distinctValues(column: Column) {
  const value = qualified(column);
  return ({ editionId }: WalkScope) => sql`with recursive walk(key) as (
      (select ${value} from ${lessonAnswers} where ${editionOf(editionId)} order by ${value} limit 1)
      union all
      select (select ${value} from ${lessonAnswers}
              where ${editionOf(editionId)} and ${value} > walk.key order by ${value} limit 1)
      from walk where walk.key is not null
    ) select key, key as ref from walk where key is not null`;
}

/**
 * The ranges' ids (`rangeIds`, each ascending) merged in id order (PostgreSQL's Merge Append of the ranges), the
 * first `rows` of them that the scope keeps; no range, no id. The filters are checked once, on the merged ids:
 * checked in each range instead, PostgreSQL planned the check once a range (1.6 of a page's 3 ms of planning with
 * eight ranges) and each range read up to `rows` kept answers of its own.
 */
function mergedById(
  ranges: readonly SQL[],
  scope: WalkScope,
  rows: number,
  checked: readonly ScopeFilter[],
): SQL {
  if (ranges.length === 0) return sql`select null::integer as id where false`;
  const arms = ranges.map((range) => sql`(${range})`);
  return keptIds(
    sql`select m.id from (${sql.join(arms, sql` union all `)}) m order by m.id`,
    scope,
    rows,
    checked,
  );
}

/**
 * A school's answers of an edition that the scope keeps, newest first (then by id), with their submission time
 * (`at`): lesson_answers_school_edition_timestamp_id holds them in that order, so the first `rows` are read
 * from it and no more, the state and lesson checked on each. Ordered by id, as they were until the seventeenth
 * session, every answer of a school (20,000) was read and sorted for a page of 20 (docs/performance.md,
 * "Fortieth run").
 */
const newestSchoolAnswers = (
  school: SQL,
  scope: WalkScope,
  rows: number,
  checked: readonly ScopeFilter[],
) => {
  const conditions = rowConditions(
    scope,
    checked.filter((name) => name !== 'users'),
  );
  const kept = conditions ? sql` and ${conditions}` : sql``;
  const order = sql`order by r.timestamp desc nulls last, r.id limit ${rows}`;
  if (!scope.users)
    return sql`select r.id, r.timestamp as at from ${lessonAnswers} r
      where r.school_id ${school} and r.edition_id = ${scope.editionId}${kept} ${order}`;
  // The school's pupils the filter keeps first (users_school_id), then their answers
  // (lesson_answers_user_edition_timestamp_id), sorted: a name that one pupil in sixteen holds read 100 ms of a
  // school's answers when a pupil was looked up for each. The school's pupils are read behind OFFSET 0 and the
  // name tested on each: PostgreSQL intersected them with the name's trigram bitmap (users_nume_trgm), built
  // again for every school (8 ms each for "ion"), when the walk tested the name with the ILIKE that index serves.
  return sql`select r.id, r.timestamp as at
    from (select ${qualified(users.id)} from ${users}
          where ${qualified(users.schoolId)} ${school} and ${scope.users} offset 0) kept_pupils
    join ${lessonAnswers} r on r.user_id = kept_pupils.id
    where r.edition_id = ${scope.editionId}${kept} ${order}`;
};

/** The states a walk splits its groups by: the filter's, or the edition's (a loose index scan). */
const statesOf = (scope: WalkScope) =>
  scope.state
    ? sql`select ${scope.state}::text as key`
    : sql`select key from (${distinctValues(lessonAnswers.state)(scope)}) states`;

/**
 * Groups by a value of the answer itself (points, attempt), split by state and lesson: one range of the index
 * (edition, column, state, lesson, id) a value, state and lesson, ids ascending in it; the sort merges a value's
 * ranges. Points follow the lesson's slides and the approval, so a range of one value could hold millions of
 * answers and none of one lesson's or state's (0.6-4 s a page when they were checked an answer at a time):
 * split, a filter on them leaves out whole ranges, and a range with no answer costs one index probe.
 */
const byValue = (column: Column): GroupWalk => {
  /** The range of the group's value in one state and lesson (the group's own, or one written out). */
  const valueRange = (state: SQL | string, lesson: SQL | number) =>
    sql`${qualified(column)} = g.ref and ${qualified(lessonAnswers.state)} = ${state}
          and ${qualified(lessonAnswers.lessonId)} = ${lesson}`;
  return {
    groups: (scope) =>
      sql`select v.key, v.ref, s.key as state, kept.id as lesson
        from (${distinctValues(column)(scope)}) v
        cross join (${statesOf(scope)}) s
        cross join (select ${qualified(lessons.id)} from ${lessons}${lessonsKept(scope)}) kept`,
    answers: rangeOf(valueRange(sql`g.state`, sql`g.lesson`)),
    nulls: 'none',
    holds: ['state', 'lessons'],
    checks: ['users', 'schools'],
    // Deep, or with a filter checked on each answer, a value's ranges read as groups each read up to `offset +
    // limit` kept answers (a chunk at row 199,001 sorted by points: 1.2 million read and sorted, 1.1 s; a school
    // filter: 35 ranges x 20 kept, 14-35 ms against 6-9 before the split); merged in id order (PostgreSQL's Merge
    // Append of the ranges, which needs each range's state and lesson written in the query), they read about
    // `offset + limit` kept answers in all.
    merged: {
      values: distinctValues(column),
      answers: (scope, rows, checked, lists) => {
        const ranges = lists.pairs.map(({ state, lesson }) =>
          rangeIds(valueRange(state, lesson))(scope, checked),
        );
        return mergedById(ranges, scope, rows, checked);
      },
    },
  };
};

/**
 * Groups by the answer's lesson, listed with its title or type: lesson_answers_lesson_edition_id, or with a
 * state filter lesson_answers_edition_state_lesson_id.
 */
const byLesson = (key: typeof lessons.title | typeof lessons.type): GroupWalk => ({
  groups: (scope) =>
    sql`select ${qualified(key)} as key, ${qualified(lessons.id)} as ref from ${lessons}${lessonsKept(scope)}`,
  answers: rangeOf(sql`${qualified(lessonAnswers.lessonId)} = g.ref`),
  nulls: 'none',
  // The lessons kept are the groups, and the state is in their ranges' index.
  holds: ['state', 'lessons'],
  checks: ['users', 'schools'],
});

/**
 * A page sorted by state with a filter checked on each answer merges each state's lessons' ranges from this many
 * answers read a group (the filter keeps about one answer in ten or fewer for a page of 20): "ion", one in 17,
 * reads about 340 a group; a school name that one answer in three matches, 60.
 */
export const STATE_MERGE_READS_FROM = 200;

/**
 * Groups by state, each state's answers read lesson by lesson from lesson_answers_edition_state_lesson_id (in
 * id order within one state and lesson); the sort merges a state's lessons.
 */
const byState: GroupWalk = {
  groups: (scope) =>
    sql`select states.key, states.ref, kept.id as lesson
        from (${distinctValues(lessonAnswers.state)(scope)}) states
        cross join (select ${qualified(lessons.id)} from ${lessons}${lessonsKept(scope)}) kept`,
  answers: rangeOf(
    sql`${qualified(lessonAnswers.state)} = g.ref and ${qualified(lessonAnswers.lessonId)} = g.lesson`,
  ),
  nulls: 'none',
  holds: ['state', 'lessons'],
  checks: ['users', 'schools'],
  // Deep, or with a filter checked on each answer that keeps few of them, one group a state, its lessons' ranges
  // merged in id order (PostgreSQL's Merge Append, as for points). Read lesson by lesson, each range read up to
  // `offset + limit` kept answers and the states after the page's were read too: 1,672 pupils' names tested for a
  // page of 20 pupils named "ion" (9 ms), 13,555 buffers against 1,768 merged. At ten million answers, p50 of a
  // page: "ana p" 83 -> 27 ms, "ionescu" 28 -> 22 ms, "ion" 18-26 -> 18-20 ms, a page at row 6,001 26-41 -> 12-16 ms.
  // The states come in the sort's order, so the incremental sort stops after the states the page needs, and a
  // state's ranges read about `offset + limit` kept answers in all; a range of another state than the group's is
  // left at its one-time filter (`g.ref`), with no index read. Merging costs the range lists' query and more
  // planning: for a filter that keeps many answers it saves less than that (bound 0 against 200 through the server,
  // alternating, p50: "liceul", a third, 12.9 -> 14.3 ms; a pupil named "a", 9.0 -> 10.5 ms; docs/performance.md,
  // "Forty-fifth run").
  merged: {
    fromReadsPerGroup: STATE_MERGE_READS_FROM,
    values: distinctValues(lessonAnswers.state),
    answers: (scope, rows, checked, lists) => {
      const state = qualified(lessonAnswers.state);
      const lesson = qualified(lessonAnswers.lessonId);
      const ranges = lists.pairs.map((pair) =>
        rangeIds(sql`${state} = ${pair.state} and ${lesson} = ${pair.lesson} and g.ref = ${pair.state}`)(
          scope,
          checked,
        ),
      );
      return mergedById(ranges, scope, rows, checked);
    },
  },
};

/**
 * Groups by the answer's copy of its pupil's school (lesson_answers.school_id, kept by triggers), listed in the
 * order of their names and then of the schools (the page's tie-break: two schools that share a name are not
 * mixed), each school's answers newest first; the pupils without a school are the last group, left out by a
 * school filter as the report's join leaves them out. Listed in order, the schools are walked lazily, as far
 * as the page needs.
 */
const bySchool: GroupWalk = {
  groups: (scope) =>
    sql`select ${qualified(schools.numeInstitutieInvatamant)} as key, ${qualified(schools.id)} as ref
        from ${schools}${schoolsKept(scope)}${scope.schools ? sql`` : sql` union all select null, null`}`,
  answers: (scope, rows, checked) =>
    sql`(${newestSchoolAnswers(sql`= g.ref`, scope, rows, checked)})
        union all (${newestSchoolAnswers(sql`is null and g.ref is null`, scope, rows, checked)})`,
  nulls: 'last',
  ordered: true,
  newestFirst: true,
  // The schools kept are the groups.
  holds: ['schools'],
  checks: ['state', 'lessons', 'users'],
  wholeGroupsOf: schools,
};

/**
 * Groups by pupil, in the order of their names and then of the pupils (users_nume_id_lower): the page's sort
 * by pupil name. The names come from the index alone, lowered too, so a name filter is tested on the index's
 * entries with no name lowered: read as the page's rows, each pupil's row was fetched to test it (43,073
 * pupils for the first three named "ion", descending: 90-100 ms). A pupil's answers of the edition are few
 * (lesson_answers_user_edition_timestamp_id): the other filters are checked on each, and the first ids kept.
 */
const byPupil: GroupWalk = {
  groups: (scope) =>
    sql`select ${qualified(users.nume)} as key, ${qualified(users.id)} as ref
        from ${users}${scope.users ? sql` where ${scope.users}` : sql``}`,
  answers: (scope, rows, checked) => {
    const conditions = rowConditions(scope, checked);
    return sql`select r.id from ${lessonAnswers} r
      where r.user_id = g.ref and r.edition_id = ${scope.editionId}${conditions ? sql` and ${conditions}` : sql``}
      order by r.id limit ${rows}`;
  },
  nulls: 'none',
  ordered: true,
  holds: ['users'],
  checks: ['state', 'lessons', 'schools'],
};

const GROUP_WALKS: Record<string, GroupWalk> = {
  // The states present, not the contract's list: no stored state is skipped.
  state: byState,
  // lesson_answers_edition_points_state_lesson_id (points descending: for one value the ids are ascending
  // all the same)
  points: byValue(lessonAnswers.points),
  // lesson_answers_edition_version_state_lesson_id
  version: byValue(lessonAnswers.version),
  // The lessons sharing a title or a type are merged by the sort.
  lessonTitle: byLesson(lessons.title),
  lessonType: byLesson(lessons.type),
  schoolName: bySchool,
  userName: byPupil,
};

export interface GroupWalkPage {
  /** The ids of the page, in the report's order, as a subquery. */
  ids: SQL;
  /**
   * A filter is checked on each answer a group's range holds: a group reads answers until `offset + limit` of
   * them pass, so a filter that few answers pass makes it read many (the caller weighs that).
   */
  filtersRows: boolean;
  /**
   * The table whose rows are the groups, when they are few and large: however few answers a filter keeps, a
   * group reads at most its own (a school's 20,000), so a page that reads up to that many a group costs a group
   * or two of reads.
   */
  wholeGroupsOf?: typeof schools;
}

/**
 * From this offset a walk that can merge a value's ranges does, given their lists; a first page only when it
 * checks a filter on each answer (listing the ranges and planning their merge costs a few ms a page).
 */
export const MERGED_RANGES_FROM = 5_000;

/** The scope's filters a walk does not hold, to check on each answer; undefined when it cannot check them. */
function checkedFilters(walk: GroupWalk, scope: WalkScope): ScopeFilter[] | undefined {
  const checked = SCOPE_FILTERS.filter((name) => scope[name] !== undefined && !walk.holds.includes(name));
  return checked.every((name) => walk.checks.includes(name)) ? checked : undefined;
}

const mergesRanges = (
  walk: GroupWalk,
  checked: readonly ScopeFilter[],
  offset: number,
  readsPerGroup: number,
) =>
  Boolean(walk.merged) &&
  (offset >= MERGED_RANGES_FROM ||
    (checked.length > 0 && readsPerGroup >= (walk.merged?.fromReadsPerGroup ?? 0)));

/**
 * Whether a page of this scope, sort and offset is read with its ranges listed first (`rangeListsQuery`), and
 * then merged (`groupWalkPage` given the lists). `readsPerGroup`: the answers a group would read for the page
 * with the filter checked on each (the planner's estimates); unknown, any such filter merges.
 */
export function readsRangeLists(
  scope: WalkScope,
  field: string,
  offset: number,
  readsPerGroup = Infinity,
): boolean {
  const walk = GROUP_WALKS[field];
  const checked = walk && checkedFilters(walk, scope);
  return Boolean(walk && checked && mergesRanges(walk, checked, offset, readsPerGroup));
}

/**
 * The (state, lesson) pairs that hold answers of the scope's edition, in the scope's state and lessons kept: a
 * loose index scan of lesson_answers_edition_state_lesson_id (one probe a pair present: 2 ms). Probing each
 * state x lesson instead read the whole table for each pair with no answer (PostgreSQL's plan for LIMIT 1 was a
 * sequential scan, 29 s); as EXISTS, it hashed every answer (2.6 s).
 */
export const rangeListsQuery = (scope: WalkScope): SQL => {
  const state = qualified(lessonAnswers.state);
  const lesson = qualified(lessonAnswers.lessonId);
  const kept = [
    ...(scope.state ? [sql`pairs.state = ${scope.state}`] : []),
    sql`pairs.lesson in (select ${qualified(lessons.id)} from ${lessons}${lessonsKept(scope)})`,
  ];
  return sql`with recursive pairs(state, lesson) as (
      (select ${state}, ${lesson} from ${lessonAnswers} where ${editionOf(scope.editionId)}
       order by ${state}, ${lesson} limit 1)
      union all
      select next.state, next.lesson_id from pairs cross join lateral (
        select ${state}, ${lesson} from ${lessonAnswers}
        where ${editionOf(scope.editionId)} and (${state}, ${lesson}) > (pairs.state, pairs.lesson)
        order by ${state}, ${lesson} limit 1) next
    ) select pairs.state, pairs.lesson from pairs where ${sql.join(kept, sql` and `)}`;
};

/**
 * The page read group by group; undefined when the sort is not read this way. `lists`: the ranges of a page
 * whose walk merges a value's ranges (read when `readsRangeLists` says so); without them its groups are read one
 * by one, the same rows.
 */
export function groupWalkPage(
  scope: WalkScope,
  sort: { field: string; direction: 'asc' | 'desc' },
  offset: number,
  limit: number,
  lists?: RangeLists,
): GroupWalkPage | undefined {
  const walk = GROUP_WALKS[sort.field];
  const checked = walk && checkedFilters(walk, scope);
  if (!walk || !checked) return undefined;
  const filtersRows = checked.length > 0;
  const keyOrder = (alias: string) => {
    const key = sortTerm(sql.raw(`${alias}key`), sort.direction, walk.nulls);
    return walk.ordered ? sql`${key}, ${sortTerm(sql.raw(`${alias}ref`), sort.direction)}` : key;
  };
  const rows = offset + limit;
  // Given the lists, the page merges (`readsRangeLists` chose it).
  const [groups, answers] =
    walk.merged && lists
      ? // The values in the sort's order: an incremental sort then orders the first values' answers only.
        [
          sql`${walk.merged.values(scope)} order by ${keyOrder('')}`,
          walk.merged.answers(scope, rows, checked, lists),
        ]
      : [
          walk.ordered ? sql`${walk.groups(scope)} order by ${keyOrder('')}` : walk.groups(scope),
          walk.answers(scope, rows, checked),
        ];
  const within = walk.newestFirst ? sql`a.at desc nulls last, ` : sql``;
  const ids = sql`(select a.id from (${groups}) g
    cross join lateral (${answers}) a
    order by ${keyOrder('g.')}, ${within}a.id
    offset ${offset} limit ${limit})`;
  const { wholeGroupsOf } = walk;
  return { ids, filtersRows, ...(wholeGroupsOf ? { wholeGroupsOf } : {}) };
}
