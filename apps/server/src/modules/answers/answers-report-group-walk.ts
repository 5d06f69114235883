import { sql, type Column, type SQL } from 'drizzle-orm';
import type { AnswerState } from '@platform/contracts';
import { qualified } from '../../db/qualified-column.js';
import { sortTerm, type NullsPlacement } from '../../db/sort-term.js';
import { lessonAnswers } from './answers.table.js';
import { lessons } from '../lessons/lessons.table.js';
import { schools } from '../schools/schools.table.js';

/**
 * The ids of a page of an edition's answers sorted by a column that many answers share (a state, a lesson, a
 * school, a number of points or an attempt number), read group by group.
 *
 * The report orders by that column, then by the answer's id ascending, both ways. An index on (edition, column,
 * id) read backward gives the ids descending, so a descending sort sorted the edition's answers that share the
 * first value: 8-17 s a page at ten million answers. Here the groups (the values, or the lessons and schools
 * that hold them) are listed in the sort's order, each group's answers are read in id order from an index
 * whose range for one group is in id order (`order by id limit offset + limit`: never more than a page's worth
 * a group), and an incremental sort orders only the groups that share a value. One index serves both ways.
 */
interface GroupWalk {
  /** The groups, as `key` (the sort's value) and `ref` (what the answers' range matches), any order. */
  groups: (editionId: number) => SQL;
  /** One group's answers, ids ascending, at most `rows` (the lateral subquery; `g` is the group). */
  answers: (scope: WalkScope, rows: number) => SQL;
  nulls: NullsPlacement;
  /** Its ranges' index holds the state after the edition, so a state filter stays a range ("pending, by lesson"). */
  takesState?: true;
}

/** The answers a walk reads: an edition's, or an edition's in one state. */
export interface WalkScope {
  editionId: number;
  state?: AnswerState;
}

const id = qualified(lessonAnswers.id);
const editionOf = (editionId: number) => sql`${qualified(lessonAnswers.editionId)} = ${editionId}`;

/** The answers of one group: `range` on the index's columns after the edition, then the ids in order. */
const rangeOf =
  (range: SQL) =>
  ({ editionId, state }: WalkScope, rows: number): SQL =>
    sql`select ${id} from ${lessonAnswers} where ${editionOf(editionId)}${
      state ? sql` and ${qualified(lessonAnswers.state)} = ${state}` : sql``
    } and ${range} order by ${id} limit ${rows}`;

/**
 * The distinct values of a column of an edition's answers, from an index that starts with the edition and the
 * column (a loose index scan: one index probe a value, not a read of every answer).
 */
function distinctValues(column: Column) {
  const value = qualified(column);
  return (editionId: number) => sql`with recursive walk(key) as (
      (select ${value} from ${lessonAnswers} where ${editionOf(editionId)} order by ${value} limit 1)
      union all
      select (select ${value} from ${lessonAnswers}
              where ${editionOf(editionId)} and ${value} > walk.key order by ${value} limit 1)
      from walk where walk.key is not null
    ) select key, key as ref from walk where key is not null`;
}

/**
 * A school's answers of an edition, ids ascending. No index holds them in id order, and asked for the first
 * ids, PostgreSQL walked the primary key keeping the school's: 20,000 answers read for a school that has ten,
 * and every answer for one that has none. Behind OFFSET 0 the school's answers are found first through
 * lesson_answers_school_edition_timestamp_id, then the first ids are kept (a top-N sort of one school's).
 */
const sortedSchoolAnswers = (school: SQL, editionId: number, rows: number) => {
  const schoolId = qualified(lessonAnswers.schoolId);
  return sql`select id from (
      select ${id} from ${lessonAnswers} where ${schoolId} ${school} and ${editionOf(editionId)} offset 0
    ) of_school order by id limit ${rows}`;
};

/** Groups by a value of the answer itself: one range of the index (edition, column, id) a value. */
const byValue = (groups: GroupWalk['groups'], column: Column): GroupWalk => ({
  groups,
  answers: rangeOf(sql`${qualified(column)} = g.ref`),
  nulls: 'none',
});

/**
 * Groups by the answer's lesson, listed with its title or type: lesson_answers_lesson_edition_id, or with a
 * state filter lesson_answers_edition_state_lesson_id.
 */
const byLesson = (key: typeof lessons.title | typeof lessons.type): GroupWalk => ({
  groups: () => sql`select ${qualified(key)} as key, ${qualified(lessons.id)} as ref from ${lessons}`,
  answers: rangeOf(sql`${qualified(lessonAnswers.lessonId)} = g.ref`),
  nulls: 'none',
  takesState: true,
});

/**
 * Groups by state, each state's answers read lesson by lesson from lesson_answers_edition_state_lesson_id (in
 * id order within one state and lesson); the sort merges a state's lessons.
 */
const byState: GroupWalk = {
  groups: (editionId) =>
    sql`select states.key, states.ref, ${qualified(lessons.id)} as lesson
        from (${distinctValues(lessonAnswers.state)(editionId)}) states cross join ${lessons}`,
  answers: rangeOf(
    sql`${qualified(lessonAnswers.state)} = g.ref and ${qualified(lessonAnswers.lessonId)} = g.lesson`,
  ),
  nulls: 'none',
  takesState: true,
};

const GROUP_WALKS: Record<string, GroupWalk> = {
  // The states present, not the contract's list: no stored state is skipped.
  state: byState,
  // lesson_answers_edition_points_id (points descending: for one value the ids are ascending all the same)
  points: byValue(distinctValues(lessonAnswers.points), lessonAnswers.points),
  // lesson_answers_edition_version_id
  version: byValue(distinctValues(lessonAnswers.version), lessonAnswers.version),
  // The lessons sharing a title or a type are merged by the sort.
  lessonTitle: byLesson(lessons.title),
  lessonType: byLesson(lessons.type),
  // The answer's copy of its pupil's school (lesson_answers.school_id, kept by triggers); the pupils without a
  // school are the last group (schools_nume_desc serves the descending walk).
  schoolName: {
    groups: () =>
      sql`select ${qualified(schools.numeInstitutieInvatamant)} as key, ${qualified(schools.id)} as ref
          from ${schools} union all select null, null`,
    answers: ({ editionId }, rows) =>
      sql`(${sortedSchoolAnswers(sql`= g.ref`, editionId, rows)})
          union all (${sortedSchoolAnswers(sql`is null and g.ref is null`, editionId, rows)})`,
    nulls: 'last',
  },
};

/**
 * The ids of the page, in the report's order, as a subquery; undefined when the sort is not read this way (or
 * not with a state filter).
 */
export function groupWalkPageIds(
  scope: WalkScope,
  sort: { field: string; direction: 'asc' | 'desc' },
  offset: number,
  limit: number,
): SQL | undefined {
  const walk = GROUP_WALKS[sort.field];
  if (!walk || (scope.state && !walk.takesState)) return undefined;
  return sql`(select a.id from (${walk.groups(scope.editionId)}) g
    cross join lateral (${walk.answers(scope, offset + limit)}) a
    order by ${sortTerm(sql`g.key`, sort.direction, walk.nulls)}, a.id
    offset ${offset} limit ${limit})`;
}
