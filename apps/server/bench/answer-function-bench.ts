import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import {
  seenOf,
  submissionValues,
  type SeenAttemptAnswers,
  type SubmitAnswerRow,
} from '../src/modules/answers/answers.repository.js';
import { seedDemoData } from '../src/seed/seed-demo-data.js';
import { createScratchPostgresDatabase } from '../test/test-db.js';
import { FULL_VOLUMES, seedBenchData } from './bulk-seed.js';
import { scoringAnswers } from './http-bench.js';
import { boundedEnvCount } from './measure.js';
import { fixtureAnswersByType } from './slide-registry-bench.js';

/**
 * `npm run bench:answer-function`: PostgreSQL's CPU per answer in the answers' database function alone, for
 * changes too small for the HTTP load to show (its spread is about +-15 % on a shared 2-core host; two copies of
 * the same function differ by 1-3 % here). A scratch database seeded as the load bench seeds it, one connection,
 * batches of answers as the group commit sends them: each pupil answers the lesson slide by slide, its next answer
 * in the next batch with the `seen` its previous one brought back, as the server sends it. The variants (functions
 * with the batch function's signature) alternate round by round, and each one's figure is the backend's CPU time
 * from /proc/<pid>/schedstat (nanoseconds; Linux), so the machine's drift hits all alike. By default the shipped
 * `submit_lesson_answers` runs against an identical copy of itself: the figure of no change.
 *
 * BENCH_FUNCTION_SQL: a file run once before the rounds (e.g. `create function submit_lesson_answers_b ...`);
 * BENCH_FUNCTION_VARIANTS: the functions to compare, comma-separated; BENCH_FUNCTION_ROUND_SQL_DIR: a folder
 * whose `<variant>.sql`, where there is one, runs before each round of that variant, outside its figure (a schema
 * change compared round by round: the copy's file drops an index, the shipped function's creates it again); BENCH_FUNCTION_ROUNDS (default 20) rounds
 * of 64 pupils each, bounded by the 10,000 pupils seeded and by BENCH_FUNCTION_SECONDS (default 300). Only
 * 127.0.0.1's PostgreSQL (DATABASE_URL's server) is used; the scratch database is dropped at the end.
 */
const ADMIN_DATABASE_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const SHIPPED = 'submit_lesson_answers';
const COPY = 'submit_lesson_answers_copy';
const ROUNDS = boundedEnvCount('BENCH_FUNCTION_ROUNDS', 20, 1, 150);
const MAX_SECONDS = boundedEnvCount('BENCH_FUNCTION_SECONDS', 300, 10, 1800);
const BATCH = boundedEnvCount('BENCH_FUNCTION_BATCH', 32, 1, 64);
const PUPILS = 10_000;
const PUPILS_PER_ROUND = 64;

type ReplyRow = SubmitAnswerRow & { i: number };
interface Totals {
  cpuNs: number;
  wallMs: number;
  answers: number;
  outcomes: Record<string, number>;
}

const backendCpuNs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]);

async function main() {
  const variants = (process.env.BENCH_FUNCTION_VARIANTS ?? `${SHIPPED},${COPY}`)
    .split(',')
    .map((v) => v.trim());
  if (variants.some((v) => !/^[a-z_][a-z0-9_]*$/.test(v)))
    throw new Error(`not a function name: ${variants}`);
  const setupSql = process.env.BENCH_FUNCTION_SQL ? readFileSync(process.env.BENCH_FUNCTION_SQL, 'utf8') : '';
  const roundSqlDir = process.env.BENCH_FUNCTION_ROUND_SQL_DIR;
  const roundSql = new Map(
    variants.flatMap((v) => {
      const file = roundSqlDir && path.join(roundSqlDir, `${v}.sql`);
      return file && existsSync(file) ? [[v, readFileSync(file, 'utf8')] as const] : [];
    }),
  );
  const scratch = await createScratchPostgresDatabase(ADMIN_DATABASE_URL);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'answer-function-bench-'));
  try {
    const handle = await openDatabase({ kind: 'postgres', url: scratch.url });
    await handle.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    });
    const app = await buildApp({ db: handle.db, config, databaseKind: handle.kind });
    await seedDemoData(handle.db, {
      passwordHasher: app.services.passwordHasher,
      storage: app.services.uploadsStorage,
    });
    const data = await seedBenchData(handle.db, {
      volumes: { ...FULL_VOLUMES, pupils: PUPILS },
      passwordHash: 'not used',
    });
    const answers = await scoringAnswers(app, handle.db, data.postLessonId, fixtureAnswersByType());
    await handle.db.execute(sql`vacuum (analyze)`);
    await app.close();
    await handle.close();

    const client = new pg.Client({ connectionString: scratch.url });
    await client.connect();
    try {
      // The shipped function's identical copy, under another name: the rounds' figure of no change.
      const definition = await client.query<{ def: string }>(
        `select pg_get_functiondef('${SHIPPED}(jsonb)'::regprocedure) as def`,
      );
      await client.query(definition.rows[0]!.def.replace(`.${SHIPPED}(`, `.${COPY}(`));
      if (setupSql) await client.query(setupSql);
      const backend = (await client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid;
      const version = await client.query<{ version: string }>(
        'select version from lesson_content_versions where lesson_id = $1',
        [data.postLessonId],
      );
      const contentVersion = Number(version.rows[0]?.version ?? 0);
      const slideIds = answers.map((entry) => Number(entry.slideId));
      const totals = new Map<string, Totals>(
        variants.map((v) => [v, { cpuNs: 0, wallMs: 0, answers: 0, outcomes: {} }]),
      );

      let nextPupil = 0;
      const round = async (fn: string) => {
        const pupils = data.pupils.slice(nextPupil, nextPupil + PUPILS_PER_ROUND);
        nextPupil += PUPILS_PER_ROUND;
        const seen = new Map<number, SeenAttemptAnswers | undefined>();
        const total = totals.get(fn)!;
        const before = roundSql.get(fn);
        if (before) await client.query(before);
        const cpuBefore = backendCpuNs(backend);
        const started = performance.now();
        for (const [slide, slideId] of slideIds.entries()) {
          for (let from = 0; from < pupils.length; from += BATCH) {
            const group = pupils.slice(from, from + BATCH);
            const batch = group.map((pupil) =>
              submissionValues({
                userId: pupil.id,
                lessonId: data.postLessonId,
                editionId: data.editionId,
                slideId,
                contentVersion,
                deadlinePassed: false,
                seen: seen.get(pupil.id),
                answerableSlideIds: slideIds,
                state: 'IN_PROGRESS',
                points: 1,
                answer: answers[slide]!.answer,
                requiresApproval: false,
                lessonPoints: slideIds.length,
                now: new Date(),
              }),
            );
            const reply = await client.query<ReplyRow>(`select * from ${fn}($1::jsonb)`, [
              JSON.stringify(batch),
            ]);
            for (const row of reply.rows) {
              total.outcomes[row.outcome] = (total.outcomes[row.outcome] ?? 0) + 1;
              const pupil = group[row.i]!;
              // The next answer is sent with what this one brought back, as the server sends it.
              seen.set(pupil.id, row.outcome === 'stored' ? seenOf(row) : undefined);
            }
            total.answers += group.length;
          }
        }
        total.wallMs += performance.now() - started;
        total.cpuNs += backendCpuNs(backend) - cpuBefore;
      };

      // One round of each first, not counted: the session's first calls build its plans and caches, and
      // read the tables' pages, which would count against the first variant only (1-3 % of its figure here).
      for (const fn of variants) await round(fn);
      for (const total of totals.values())
        Object.assign(total, { cpuNs: 0, wallMs: 0, answers: 0, outcomes: {} });
      const deadline = performance.now() + MAX_SECONDS * 1000;
      const maxRounds = Math.min(
        ROUNDS,
        Math.floor(data.pupils.length / PUPILS_PER_ROUND / variants.length) - 1,
      );
      let rounds = 0;
      for (; rounds < maxRounds && performance.now() < deadline; rounds++) {
        // Each round in the other order, so neither variant always runs right after the other.
        for (const fn of rounds % 2 ? [...variants].reverse() : variants) await round(fn);
      }
      console.log(
        `answer function bench: ${rounds} rounds of ${PUPILS_PER_ROUND} pupils, a ${slideIds.length}-slide ` +
          `lesson, batches of ${BATCH}; ${cpus().length} CPU (${cpus()[0]?.model.trim()}), load average ` +
          `${loadavg()
            .map((l) => l.toFixed(2))
            .join(' ')}`,
      );
      const baseline = totals.get(variants[0]!)!;
      for (const [fn, total] of totals) {
        const cpuUs = total.cpuNs / 1000 / total.answers;
        const baseUs = baseline.cpuNs / 1000 / baseline.answers;
        console.log(
          `${fn}: ${total.answers} answers, PostgreSQL CPU ${cpuUs.toFixed(1)} µs/answer ` +
            `(${(cpuUs / baseUs).toFixed(3)} of ${variants[0]}), wall ${((total.wallMs * 1000) / total.answers).toFixed(1)} µs/answer; ` +
            `outcomes ${JSON.stringify(total.outcomes)}`,
        );
      }
    } finally {
      await client.end();
    }
  } finally {
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
