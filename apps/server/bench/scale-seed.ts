import { execFileSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database.js';
import { CLASSES, FIRST_NAMES, LAST_NAMES } from './bulk-seed.js';
import { LESSON_TYPE_INFO, LESSON_TYPES } from '@platform/contracts';

/** Size of the programme-scale data set (issue 10: 1,000,000 users and 10,000,000 answers). */
export interface ScaleVolumes {
  users: number;
  answers: number;
}

export interface ScaleData {
  volumes: ScaleVolumes;
  /** Rows actually present (a time bound may stop seeding early). */
  counts: { users: number; answers: number };
  editionId: number;
  /** A lesson with exactly one answer per scale pupil: exporting it gives `counts.users` rows. */
  exportLessonId: number;
  seedSeconds: number;
}

/**
 * One pupil in this many is halfway through each lesson that needs no approval (its attempt and answers
 * IN_PROGRESS: 30,002 answers at programme scale). The lessons that need one store their answers
 * PENDING_APPROVAL from the start.
 */
const IN_PROGRESS_EVERY = 100;
const TYPES_WITHOUT_APPROVAL = LESSON_TYPES.filter((type) => !LESSON_TYPE_INFO[type].requiresApproval);

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const textArray = (values: readonly string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`);

async function maxUserId(db: Database): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::int as id from users`),
  );
  return row!.id;
}

/** Indexes that are not constraints: dropped during the bulk load and rebuilt once after (far faster). */
async function secondaryIndexes(db: Database, tables: string[]) {
  return rowsOf<{ indexname: string; indexdef: string }>(
    await db.execute(sql`
      select indexname, indexdef from pg_indexes
      where tablename in (${sql.join(
        tables.map((t) => sql`${t}`),
        sql`, `,
      )})
        and indexname not in (select conname from pg_constraint)`),
  );
}

/**
 * Grows a database that holds the demo seed and the bench seed (`seedBenchData`) to programme scale with
 * server-side `INSERT … SELECT generate_series` statements of 50,000 pupils each (the answers they carry
 * are ~10x that): pupils spread over the existing schools, one or more lesson attempts each, and answers
 * whose payloads are copied from the answers already there (real plugin data). Secondary indexes are dropped
 * during the load and rebuilt after, then VACUUM ANALYZE and a write-back of the pages. Bounded by
 * `maxSeconds`: the counts say what was made.
 */
export async function seedScaleData(
  db: Database,
  options: { volumes: ScaleVolumes; passwordHash: string; maxSeconds: number; log(message: string): void },
): Promise<ScaleData> {
  const started = performance.now();
  const { volumes, log } = options;
  const [edition] = rowsOf<{ id: number }>(
    await db.execute(sql`select id from editions where is_current_edition = true limit 1`),
  );
  if (!edition) throw new Error('no current edition');
  const editionId = edition.id;
  const perUser = Math.max(1, Math.round(volumes.answers / volumes.users));

  // Answer templates: one per (lesson, slide) already answered; the first lesson keeps one slide only, so
  // filtering the report on it gives exactly one row per pupil (the export case).
  await db.execute(sql`drop table if exists bench_answer_template`);
  await db.execute(sql`
    create table bench_answer_template as
    with slides_answered as (
      select lesson_id, slide_id, (array_agg(answer order by id))[1] as answer, max(points) as points,
             bool_or(state = 'PENDING_APPROVAL') as pending,
             (select l.type in (${sql.join(TYPES_WITHOUT_APPROVAL, sql`, `)}) from lessons l where l.id = lesson_id)
               as may_be_open,
             dense_rank() over (order by lesson_id) as lesson_rank,
             row_number() over (partition by lesson_id order by slide_id) as slide_rank
      from lesson_answers where edition_id = ${editionId} group by lesson_id, slide_id)
    select row_number() over (order by lesson_id, slide_id)::int as rn, lesson_id, slide_id, answer, points, pending,
           may_be_open
    from slides_answered where lesson_rank > 1 or slide_rank = 1`);
  const [template] = rowsOf<{ n: number; first_lesson: number }>(
    await db.execute(
      sql`select count(*)::int as n, min(lesson_id)::int as first_lesson from bench_answer_template`,
    ),
  );
  const perUserActual = Math.min(perUser, template!.n);
  log(`scale seed: ${template!.n} answer templates, ${perUserActual} answers per pupil`);

  const schoolsTable = 'bench_school_index';
  await db.execute(sql`drop table if exists ${sql.identifier(schoolsTable)}`);
  await db.execute(sql`
    create table ${sql.identifier(schoolsTable)} as
    select (row_number() over (order by s.id) - 1)::int as i, s.id,
           (select min(t.id) from users t where t.school_id = s.id and t.role = 'PROFESOR') as teacher
    from schools s`);
  const [schoolCount] = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from ${sql.identifier(schoolsTable)}`),
  );

  const indexes = await secondaryIndexes(db, ['users', 'lesson_answers', 'lesson_attempts']);
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.indexname}"`));
  log(`scale seed: dropped ${indexes.length} secondary indexes for the load`);
  // The dashboard's summary triggers (migration 0003) and the answer's school (0010) would run once per row;
  // they are off during the load: the totals are recounted once after it, the school is written by the load.
  const rowTriggers = ['users', 'lesson_attempts', 'lesson_answers'];
  for (const table of rowTriggers) await db.execute(sql.raw(`alter table ${table} disable trigger user`));

  const chunk = 50_000;
  const deadline = started + options.maxSeconds * 1000;
  try {
    for (let from = 1; from <= volumes.users; from += chunk) {
      if (performance.now() > deadline) {
        log(`scale seed: time bound reached after ${from - 1} pupils`);
        break;
      }
      const to = Math.min(volumes.users, from + chunk - 1);
      const idBefore = await maxUserId(db);
      await db.execute(sql`
        insert into users (role, email, password_hash, nume, nickname, clasa, is_enabled, school_id, teacher_id,
                           edition_id, last_login, created_at)
        select 'ELEV', 'scale' || g || '@bench.ro', ${options.passwordHash},
               (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}] || ' ' ||
                 (${textArray(LAST_NAMES)})[1 + (g / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}],
               (${textArray(FIRST_NAMES)})[1 + g % ${FIRST_NAMES.length}],
               (${textArray(CLASSES)})[1 + (g / 7) % ${CLASSES.length}],
               g % 10 <> 9, s.id, s.teacher, ${editionId},
               case when g % 5 = 0 then null else now() - (g::bigint * 7919 % 7776000) * interval '1 second' end,
               now() - (g::bigint * 104729 % 15552000) * interval '1 second'
        from generate_series(${from}::int, ${to}::int) g
        join ${sql.identifier(schoolsTable)} s on s.i = g % ${schoolCount!.n}`);
      // This chunk's pupils: the ids it added (the join to schools does not keep generate_series order).
      const range = sql`u.id > ${idBefore} and u.id <= ${await maxUserId(db)}`;
      // One pupil in IN_PROGRESS_EVERY is halfway through the lessons that need no approval: attempts and
      // answers IN_PROGRESS (the report's IN_PROGRESS filter reads them).
      const halfway = sql`u.id % ${IN_PROGRESS_EVERY} = 0`;
      await db.execute(sql`
        insert into lesson_attempts (lesson_id, user_id, edition_id, version, state, punctaj_final, started_at, completed_at)
        select l.lesson_id, u.id, ${editionId}, 0, o.state,
               case when o.state = 'IN_PROGRESS' then 0 else l.points end,
               now() - interval '130 days', case when o.state = 'IN_PROGRESS' then null else now() - interval '129 days' end
        from users u
        cross join (select lesson_id, bool_or(pending) as pending, bool_and(may_be_open) as may_be_open,
                           sum(points) as points
                    from bench_answer_template where rn <= ${perUserActual} group by lesson_id) l
        cross join lateral (select case when l.pending or (l.may_be_open and ${halfway}) then 'IN_PROGRESS'
                                   else 'COMPLETED' end as state) o
        where ${range}`);
      await db.execute(sql`
        insert into lesson_answers (slide_id, lesson_id, user_id, edition_id, version, state, points, answer,
                                    started_at, timestamp, school_id)
        select t.slide_id, t.lesson_id, u.id, ${editionId}, 0,
               case when t.pending then 'PENDING_APPROVAL' when t.may_be_open and ${halfway} then 'IN_PROGRESS'
                    else 'COMPLETED' end, t.points, t.answer,
               now() - interval '130 days',
               now() - ((u.id::bigint * 7919 + t.rn * 104729) % 10368000) * interval '1 second', u.school_id
        from users u cross join bench_answer_template t
        where t.rn <= ${perUserActual} and ${range}`);
      if ((to / chunk) % 4 === 0 || to === volumes.users)
        log(`scale seed: ${to} pupils (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    }
  } finally {
    const rebuild = performance.now();
    for (const index of indexes) await db.execute(sql.raw(index.indexdef));
    log(`scale seed: rebuilt the indexes in ${((performance.now() - rebuild) / 1000).toFixed(0)} s`);
    for (const table of rowTriggers) await db.execute(sql.raw(`alter table ${table} enable trigger user`));
    const recount = performance.now();
    await db.execute(sql`select dashboard_totals_rebuild()`);
    log(
      `scale seed: recounted the dashboard totals in ${((performance.now() - recount) / 1000).toFixed(0)} s`,
    );
    await db.execute(sql`drop table if exists ${sql.identifier(schoolsTable)}`);
    await db.execute(sql`drop table if exists bench_answer_template`);
  }
  // VACUUM as well: after a bulk load the visibility map stays empty until autovacuum gets to the tables,
  // and an index-only scan then reads the heap too. The bench measures the tables as a live database has them.
  await db.execute(sql`vacuum (analyze)`);
  // The load, the index builds and the VACUUM leave gigabytes of written pages for the kernel to write back
  // over the next minute (1.4-2.1 GB dirty seen here), while the first report cases run. CHECKPOINT hands
  // PostgreSQL's pages to the kernel and `sync` writes them, so the seed's disk work is not measured with them.
  const writeBack = performance.now();
  try {
    await db.execute(sql`checkpoint`);
  } catch (error) {
    // CHECKPOINT needs a superuser or pg_checkpoint; a bench run with another role still measures.
    log(`scale seed: no CHECKPOINT (${(error as Error).message})`);
  }
  execFileSync('sync', { timeout: 300_000 });
  log(`scale seed: wrote the pages back in ${((performance.now() - writeBack) / 1000).toFixed(0)} s`);
  const [counts] = rowsOf<{ users: number; answers: number }>(
    await db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from lesson_answers)::int as answers`,
    ),
  );
  return {
    volumes,
    counts: counts!,
    editionId,
    exportLessonId: template!.first_lesson,
    seedSeconds: (performance.now() - started) / 1000,
  };
}
