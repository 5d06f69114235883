import { sql, type SQL } from 'drizzle-orm';
import {
  CLASS_PROGRESS_TYPES,
  PUPIL_PROGRESS_TYPES,
  type AnswerState,
  type LessonType,
} from '@platform/contracts';
import type { Database } from '../../db/database.js';

/** Attempt states that earned their points (spec 001 §4), for SQL and for rows read back. */
const DONE_STATES: ReadonlySet<AnswerState> = new Set(['COMPLETED', 'APPROVED']);
const DONE = sql.raw(`(${[...DONE_STATES].map((state) => `'${state}'`).join(', ')})`);
/** Real kilograms of an order, all kinds. */
const REAL_KG = sql`(coalesce(o.real_deee_kg, 0) + coalesce(o.real_dba_kg, 0) + coalesce(o.real_becuri_si_neoane_kg, 0))`;
/** Monday of the week of a timestamp, in Romania's time zone, as YYYY-MM-DD. */
const week = (column: SQL) =>
  sql`to_char(date_trunc('week', ${column} at time zone 'Europe/Bucharest'), 'YYYY-MM-DD')`;
const typeList = (types: readonly LessonType[]) =>
  sql`(${sql.join(
    types.map((type) => sql`${type}`),
    sql`, `,
  )})`;

type Row = Record<string, unknown>;

/** Classes in reading order ('a V-a A' before 'a V-a B'), the pupils without a class last. */
const byClassName = (a: { clasa: string | null }, b: { clasa: string | null }) =>
  a.clasa === b.clasa
    ? 0
    : a.clasa === null
      ? 1
      : b.clasa === null
        ? -1
        : a.clasa.localeCompare(b.clasa, 'ro', { numeric: true });
const n = (value: unknown) => Number(value ?? 0);

/**
 * The dashboards' aggregates (issue 13). The edition view reads the attempt and enrolment figures from the
 * summary tables that triggers keep in each change's transaction (dashboards.table.ts: thousands of rows
 * where the attempts are millions) and the orders from waste_orders (waste_orders_edition_timestamp); the
 * class and pupil views group the rows of one school (users_school_id) or one pupil (lesson_attempts_unique
 * starts with user_id). See docs/decisions.md "Issue 13: dashboards".
 */
export function createDashboardsRepository(db: Database) {
  const rows = async <T extends Row = Row>(query: SQL): Promise<T[]> => {
    const result = (await db.execute(query)) as unknown as { rows: T[] };
    return result.rows;
  };

  return {
    async edition(editionId: number, judet: string | null) {
      const county = judet === null ? sql`true` : sql`sc.adresa_judet = ${judet}`;
      // Schools of the edition: confirmed participation or an order in it.
      const editionSchools = sql`(
        select sc.id from schools sc
        where ${county} and (
          exists (select 1 from school_participations sp where sp.school_id = sc.id and sp.edition_id = ${editionId})
          or exists (select 1 from waste_orders wo where wo.school_id = sc.id and wo.edition_id = ${editionId})))`;
      const [waste, counties, byCounty, weeks, schoolCount, pupils, attempts, lessons, top] =
        await Promise.all([
          rows(sql`
          select
            sum(o.deee_kg) filter (where o.is_validated is not false) as est_deee,
            sum(o.dba_kg) filter (where o.is_validated is not false) as est_dba,
            sum(o.becuri_si_neoane_kg) filter (where o.is_validated is not false) as est_becuri,
            sum(o.real_deee_kg) filter (where o.is_validated) as real_deee,
            sum(o.real_dba_kg) filter (where o.is_validated) as real_dba,
            sum(o.real_becuri_si_neoane_kg) filter (where o.is_validated) as real_becuri,
            sum(o.points) filter (where o.is_validated) as points
          from waste_orders o join schools sc on sc.id = o.school_id
          where o.edition_id = ${editionId} and ${county}`),
          rows<{ judet: string }>(sql`
          select distinct sc.adresa_judet as judet from schools sc
          where sc.adresa_judet is not null and (
            exists (select 1 from school_participations sp where sp.school_id = sc.id and sp.edition_id = ${editionId})
            or exists (select 1 from waste_orders wo where wo.school_id = sc.id and wo.edition_id = ${editionId}))
          order by 1`),
          rows(sql`
          select sc.adresa_judet as judet, sum(${REAL_KG}) as kg
          from waste_orders o join schools sc on sc.id = o.school_id
          where o.edition_id = ${editionId} and o.is_validated and sc.adresa_judet is not null and ${county}
          group by sc.adresa_judet having sum(${REAL_KG}) > 0 order by kg desc, judet`),
          rows(sql`
          select ${week(sql`o."timestamp"`)} as week,
            count(*) as orders, coalesce(sum(${REAL_KG}) filter (where o.is_validated), 0) as kg
          from waste_orders o join schools sc on sc.id = o.school_id
          where o.edition_id = ${editionId} and ${county}
          group by 1 order by 1`),
          rows(sql`select count(*) as n from ${editionSchools} s`),
          rows(sql`
          select coalesce(sum(p.pupils), 0) as n from dashboard_school_pupils p
          where p.school_id in ${editionSchools}`),
          rows(sql`
          select coalesce(sum(t.completed), 0) as completed, coalesce(sum(t.points), 0) as points,
            (select coalesce(sum(st.active_pupils), 0) from dashboard_school_totals st
              left join schools sc on sc.id = st.school_id
              where st.edition_id = ${editionId} and ${county}) as active
          from dashboard_lesson_totals t left join schools sc on sc.id = t.school_id
          where t.edition_id = ${editionId} and ${county}`),
          rows(sql`
          select l.id, l.title, l.type, sum(t.completed) as completions
          from dashboard_lesson_totals t join lessons l on l.id = t.lesson_id
            left join schools sc on sc.id = t.school_id
          where t.edition_id = ${editionId} and ${county}
          group by l.id, l.title, l.type having sum(t.completed) > 0
          order by completions desc, l.title limit 30`),
          rows(sql`
          with ap as (
            select t.school_id, sum(t.points) as p from dashboard_lesson_totals t
            where t.edition_id = ${editionId} and t.school_id <> 0
            group by t.school_id having sum(t.completed) > 0),
          op as (
            select o.school_id, sum(o.points) as p from waste_orders o
            where o.edition_id = ${editionId} and o.is_validated group by o.school_id)
          select sc.id, sc.nume_institutie_invatamant as name, sc.adresa_judet as judet,
            coalesce(ap.p, 0) + coalesce(op.p, 0) as points
          from schools sc left join ap on ap.school_id = sc.id left join op on op.school_id = sc.id
          where (ap.school_id is not null or op.school_id is not null) and ${county}
          order by points desc, name limit 20`),
        ]);
      const w = waste[0] ?? {};
      const a = attempts[0] ?? {};
      return {
        counties: counties.map((row) => row.judet),
        summary: {
          waste: [
            { kind: 'DEEE' as const, realKg: n(w.real_deee), estimatedKg: n(w.est_deee) },
            { kind: 'DBA' as const, realKg: n(w.real_dba), estimatedKg: n(w.est_dba) },
            { kind: 'BECURI_SI_NEOANE' as const, realKg: n(w.real_becuri), estimatedKg: n(w.est_becuri) },
          ],
          schools: n(schoolCount[0]?.n),
          pupilsEnrolled: n(pupils[0]?.n),
          pupilsActive: n(a.active),
          completedActivities: n(a.completed),
          pointsAwarded: n(a.points) + n(w.points),
        },
        kgByCounty: byCounty.map((row) => ({ judet: String(row.judet), kg: n(row.kg) })),
        weeks: weeks.map((row) => ({ weekStart: String(row.week), orders: n(row.orders), kg: n(row.kg) })),
        completionsByLesson: lessons.map((row) => ({
          lessonId: n(row.id),
          title: String(row.title),
          type: row.type as LessonType,
          completions: n(row.completions),
        })),
        topSchools: top.map((row) => ({
          schoolId: n(row.id),
          name: String(row.name),
          judet: (row.judet as string | null) ?? null,
          points: n(row.points),
        })),
      };
    },

    /**
     * The school's classes ('' and null are one: no class), each with its pupils and the answers awaiting
     * approval: latest attempts in PENDING_APPROVAL at the visible activities, as the grid's cells show them.
     */
    async schoolClasses(schoolId: number, editionId: number) {
      const [classes, pending] = await Promise.all([
        rows(sql`
          select nullif(u.clasa, '') as clasa, count(*) as pupils from users u
          where u.role = 'ELEV' and u.school_id = ${schoolId} group by 1`),
        rows(sql`
          select nullif(u.clasa, '') as clasa, count(*) as pending
          from users u join lesson_attempts a on a.user_id = u.id
          join lessons l on l.id = a.lesson_id
          where u.role = 'ELEV' and u.school_id = ${schoolId} and a.edition_id = ${editionId}
            and a.state = 'PENDING_APPROVAL'
            and l.type in ${typeList(CLASS_PROGRESS_TYPES)} and not l.is_hidden
            and not exists (select 1 from lesson_attempts b where b.user_id = a.user_id
              and b.lesson_id = a.lesson_id and b.edition_id = a.edition_id and b.version > a.version)
          group by 1`),
      ]);
      const pendingOf = new Map(pending.map((row) => [row.clasa as string | null, n(row.pending)]));
      return classes
        .map((row) => ({
          clasa: (row.clasa as string | null) ?? null,
          pupils: n(row.pupils),
          pending: pendingOf.get((row.clasa as string | null) ?? null) ?? 0,
        }))
        .sort(byClassName);
    },

    /**
     * The pupils of one class of the school (shown: null is the whole school) against the visible homework,
     * practical activities and challenges. Their attempts of the edition are read once and give the cells
     * and each pupil's points; the school's points per week are summed in SQL over the whole school.
     */
    async classProgress(schoolId: number, editionId: number, shown: { clasa: string | null } | null) {
      const inClass =
        shown === null
          ? sql`true`
          : shown.clasa === null
            ? sql`nullif(u.clasa, '') is null`
            : sql`u.clasa = ${shown.clasa}`;
      const [activities, pupils, attempts, attemptWeeks, orderWeeks] = await Promise.all([
        rows(sql`
          select l.id, l.title, l.type, l.punctaj_maxim from lessons l
          where l.type in ${typeList(CLASS_PROGRESS_TYPES)} and not l.is_hidden
          order by array_position(array[${sql.join(
            CLASS_PROGRESS_TYPES.map((type) => sql`${type}`),
            sql`, `,
          )}]::text[], l.type), l.created_at, l.id`),
        rows(sql`
          select u.id, u.nume, u.clasa from users u
          where u.role = 'ELEV' and u.school_id = ${schoolId} and ${inClass}
          order by lower(u.nume), u.id`),
        rows(sql`
          select a.user_id, a.lesson_id, a.state, a.punctaj_final, a.version
          from lesson_attempts a join users u on u.id = a.user_id
          where u.role = 'ELEV' and u.school_id = ${schoolId} and ${inClass} and a.edition_id = ${editionId}`),
        rows(sql`
          select ${week(sql`coalesce(a.approved_at, a.completed_at, a.updated_at)`)} as week,
            sum(a.punctaj_final) as points
          from lesson_attempts a join users u on u.id = a.user_id
          where u.school_id = ${schoolId} and a.edition_id = ${editionId} and a.state in ${DONE}
          group by 1`),
        rows(sql`
          select ${week(sql`coalesce(o.validated_at, o."timestamp")`)} as week, sum(o.points) as points
          from waste_orders o where o.school_id = ${schoolId} and o.edition_id = ${editionId}
          group by 1`),
      ]);
      // Points are numeric(12, 2): summed in hundredths, so the totals stay exact.
      const cents = (value: unknown) => Math.round(n(value) * 100);
      const pointsOf = new Map<number, number>();
      const latest = new Map<string, Row>();
      for (const attempt of attempts) {
        const key = `${n(attempt.user_id)}:${n(attempt.lesson_id)}`;
        const seen = latest.get(key);
        if (!seen || n(seen.version) < n(attempt.version)) latest.set(key, attempt);
        if (!DONE_STATES.has(attempt.state as AnswerState)) continue;
        const userId = n(attempt.user_id);
        pointsOf.set(userId, (pointsOf.get(userId) ?? 0) + cents(attempt.punctaj_final));
      }
      const weekCents = new Map<string, number>();
      for (const row of [...attemptWeeks, ...orderWeeks]) {
        const week = String(row.week);
        weekCents.set(week, (weekCents.get(week) ?? 0) + cents(row.points));
      }
      let runningCents = 0;
      const schoolPointsByWeek = [...weekCents.keys()].sort().map((weekStart) => {
        runningCents += weekCents.get(weekStart)!;
        return { weekStart, points: runningCents / 100 };
      });
      return {
        activities: activities.map((row) => ({
          lessonId: n(row.id),
          title: String(row.title),
          type: row.type as LessonType,
          punctajMaxim: n(row.punctaj_maxim),
        })),
        pupils: pupils.map((row) => ({
          userId: n(row.id),
          nume: String(row.nume),
          clasa: (row.clasa as string | null) ?? null,
          points: (pointsOf.get(n(row.id)) ?? 0) / 100,
        })),
        cells: [...latest.values()].map((row) => ({
          userId: n(row.user_id),
          lessonId: n(row.lesson_id),
          state: row.state as AnswerState,
          points: row.punctaj_final === null ? null : n(row.punctaj_final),
        })),
        schoolPointsByWeek,
      };
    },

    /** Visible pupil activities per type and how many the pupil has done (completed or approved). */
    async pupilProgress(userId: number, editionId: number) {
      return (
        await rows(sql`
          select l.type, count(*) as visible,
            count(*) filter (where exists (select 1 from lesson_attempts a where a.user_id = ${userId}
              and a.lesson_id = l.id and a.edition_id = ${editionId} and a.state in ${DONE})) as done
          from lessons l where l.type in ${typeList(PUPIL_PROGRESS_TYPES)} and not l.is_hidden
          group by l.type`)
      ).map((row) => ({ type: row.type as LessonType, visible: n(row.visible), done: n(row.done) }));
    },
  };
}
export type DashboardsRepository = ReturnType<typeof createDashboardsRepository>;
