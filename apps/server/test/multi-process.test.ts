import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';
import { ACCOUNT_MESSAGES } from '@platform/contracts';
import { createScratchPostgresDatabase } from './test-db.js';
import { startS3Server, type TestS3Server } from './support/s3-server.js';
import { startServerProcess, type ServerProcess } from './support/server-process.js';
import { multipart, PNG_BYTES } from './support/fixtures.js';
import { answerFor, draft, infoSlide, questionSlide } from '../src/modules/lessons/lessons-test-helpers.js';

/**
 * Two real server processes (as `npm start` runs them) on two loopback ports, sharing one fresh PostgreSQL
 * database, one Redis database (own key prefix) and one S3-compatible store: what a load balancer in front of
 * replicas relies on.
 */
const ADMIN_DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/13';
const PASSWORD = 'Demo1234!';
const METRICS_TOKEN = 'multi-process-metrics-token';

let database: { url: string; drop(): Promise<void> };
let s3: TestS3Server;
let a: ServerProcess;
let b: ServerProcess;
let sql: pg.Client;
const dataDirs: string[] = [];
const redisPrefix = `mp-${randomBytes(4).toString('hex')}:`;

beforeAll(async () => {
  database = await createScratchPostgresDatabase(ADMIN_DATABASE_URL);
  s3 = await startS3Server();
  const env = (name: string) => {
    const dataDir = mkdtempSync(path.join(tmpdir(), `multi-process-${name}-`));
    dataDirs.push(dataDir);
    return {
      ...s3.env,
      DATABASE_URL: database.url,
      DATABASE_POOL_MAX: '4',
      REDIS_URL,
      REDIS_KEY_PREFIX: redisPrefix,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      JWT_SECRET: 'multi-process-secret-multi-process-secret',
      LOGIN_MAX_FAILURES: '3',
      METRICS_TOKEN,
      // Start-up progress appears in the failure message if a process does not come up.
      LOG_LEVEL: 'info',
      // 1/20 of the production limits: e.g. 60 reads of one route per user and minute.
      RATE_LIMIT: 'on',
      RATE_LIMIT_FACTOR: '0.05',
    };
  };
  // Started together on an empty database: the start-up lock lets one migrate and seed, the other wait.
  // Generous start-up bound: a shared, loaded CI machine can take minutes to start two processes.
  [a, b] = await Promise.all([
    startServerProcess({ run: 'source', env: env('a'), timeoutMs: 480_000 }),
    startServerProcess({ run: 'source', env: env('b'), timeoutMs: 480_000 }),
  ]);
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 540_000);

afterAll(async () => {
  await sql?.end();
  for (const server of [a, b]) if (server) await server.stop('SIGTERM');
  const redis = new Redis(REDIS_URL);
  const keys = await redis.keys(`${redisPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
  await s3?.close();
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}, 120_000);

/** The fields these tests read from the API's JSON answers. */
interface ApiBody {
  message?: string;
  token?: string;
  refreshToken?: string;
  checks?: Record<string, unknown>;
  id?: number;
  slides?: { id: string }[];
}

async function call(
  server: ServerProcess,
  method: string,
  url: string,
  options: { token?: string; body?: unknown } = {},
) {
  const response = await fetch(`${server.url}${url}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as ApiBody) : ({} as ApiBody) };
}

async function login(server: ServerProcess, email: string, parola = PASSWORD) {
  return call(server, 'POST', '/api/auth/authenticate', { body: { email, parola } });
}

async function tokenOn(server: ServerProcess, email: string): Promise<string> {
  const response = await login(server, email);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response.body.token!;
}

describe('two server processes behind one load balancer', () => {
  it('seeded the shared database exactly once', async () => {
    const { rows } = await sql.query(`select count(*)::int as n from users where email = 'admin@demo.ro'`);
    expect(rows[0].n).toBe(1);
    const ready = await call(b, 'GET', '/api/health/ready');
    expect(ready.status).toBe(200);
    expect(Object.keys(ready.body.checks ?? {}).sort()).toEqual(['database', 'redis', 'storage']);
  });

  it("exposes each process's PostgreSQL pool usage and outbox backlog to Prometheus", async () => {
    for (const server of [a, b]) {
      const response = await fetch(`${server.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toMatch(/^db_pool_connections\{state="total"\} [1-9]\d*$/m);
      expect(text).toMatch(/^db_pool_connections\{state="waiting"\} \d+$/m);
      expect(text).toMatch(/^email_outbox_backlog \d+$/m);
    }
  });

  it('refreshes on one process a session started on the other', async () => {
    const started = await login(a, 'profesor@demo.ro');
    expect(started.status).toBe(200);
    const refreshed = await call(b, 'POST', '/api/auth/refresh-token', {
      body: { refreshToken: started.body.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refreshToken).not.toBe(started.body.refreshToken);
    expect((await call(a, 'GET', '/api/users/profile', { token: refreshed.body.token })).status).toBe(200);
    // The rotated-away token is spent on every process.
    const reused = await call(a, 'POST', '/api/auth/refresh-token', {
      body: { refreshToken: started.body.refreshToken },
    });
    expect(reused.status).toBe(401);
  });

  it('serves through one process a file uploaded through the other', async () => {
    const token = await tokenOn(a, 'elev@demo.ro');
    const form = multipart('file', 'poza.png', PNG_BYTES, 'image/png');
    const uploaded = await fetch(`${a.url}/api/files/upload?folder=LESSON_ANSWER_PHOTOS`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...form.headers },
      body: form.payload,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const read = await fetch(`${b.url}${url}`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);
    expect(Buffer.from(await read.arrayBuffer()).equals(PNG_BYTES)).toBe(true);
  });

  it('counts failed logins across both processes and locks the account on both', async () => {
    const email = 'logistica@demo.ro';
    expect((await login(a, email, 'Gresit123!')).status).toBe(401);
    expect((await login(b, email, 'Gresit123!')).status).toBe(401);
    expect((await login(a, email, 'Gresit123!')).status).toBe(401);
    for (const server of [a, b]) {
      const locked = await login(server, email);
      expect(locked.status).toBe(429);
      expect(locked.body.message).toBe(ACCOUNT_MESSAGES.tooManyAttempts.replace('{minutes}', '15'));
    }
  });

  it('counts API rate limits across both processes', async () => {
    const token = await tokenOn(a, 'programator@demo.ro');
    const statuses: number[] = [];
    // Limit: 60 reads of one route per user and minute, split over the two processes.
    for (let i = 0; i < 60; i++)
      statuses.push((await call(i % 2 ? a : b, 'GET', '/api/editions', { token })).status);
    expect(statuses.every((status) => status === 200)).toBe(true);
    for (const server of [a, b]) {
      const refused = await call(server, 'GET', '/api/editions', { token });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/^Prea multe cereri într-un timp scurt\./);
    }
  });

  it('scores once a pupil answer submitted through both processes at the same moment', async () => {
    const adminToken = await tokenOn(b, 'admin@demo.ro');
    const created = await call(b, 'POST', '/api/lessons', {
      token: adminToken,
      body: draft('LESSON', [questionSlide(10), infoSlide()], { punctajMaxim: 10 }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const lesson = { id: created.body.id!, slides: created.body.slides! };
    const pupil = await tokenOn(a, 'elev@demo.ro');
    const { rows } = await sql.query(`select id from users where email = 'elev@demo.ro'`);
    const payload = {
      slideId: lesson.slides[0]!.id,
      lessonId: lesson.id,
      userId: rows[0].id,
      answer: answerFor('QUESTION'),
    };
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(i % 2 ? a : b, 'POST', '/api/answers', { token: pupil, body: payload }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const answers = await sql.query(`select points from lesson_answers where lesson_id = $1`, [lesson.id]);
    expect(answers.rows).toHaveLength(1);
    expect(Number(answers.rows[0].points)).toBe(10);
  });

  it("completes with the points of every answer when a pupil's answers go through both processes in turn", async () => {
    const adminToken = await tokenOn(b, 'admin@demo.ro');
    const created = await call(b, 'POST', '/api/lessons', {
      token: adminToken,
      body: draft('LESSON', [questionSlide(10), questionSlide(30), questionSlide(20)], { punctajMaxim: 60 }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    // A pupil of their own: the other tests' answers count against elev@demo.ro's write limit.
    await sql.query(`update users set is_enabled = true where email = 'elev.nou@demo.ro'`);
    const pupil = await tokenOn(a, 'elev.nou@demo.ro');
    const { rows } = await sql.query(`select id from users where email = 'elev.nou@demo.ro'`);
    const answer = (server: ServerProcess, index: number, correct: boolean) =>
      call(server, 'POST', '/api/answers', {
        token: pupil,
        body: {
          slideId: created.body.slides![index]!.id,
          lessonId: created.body.id,
          userId: rows[0].id,
          answer: answerFor('QUESTION', correct),
        },
      });
    // Each process keeps what it stored; neither saw the whole attempt.
    expect((await answer(a, 0, true)).status).toBe(200);
    expect((await answer(b, 1, true)).status).toBe(200);
    const last = await answer(a, 2, false);
    expect([last.status, last.body]).toMatchObject([200, { isLessonCompletedNow: true, punctajFinal: 40 }]);
    // b kept an attempt that a completed: the answer is practice, nothing saved.
    const replay = await answer(b, 0, true);
    expect([replay.status, replay.body]).toMatchObject([
      200,
      { isLessonCompletedNow: null, punctajFinal: null },
    ]);
    const stored = await sql.query(`select count(*)::int as n from lesson_answers where lesson_id = $1`, [
      created.body.id,
    ]);
    expect(stored.rows[0].n).toBe(3);
  });

  it('sends each outbox e-mail once although both processes run the outbox job', async () => {
    const marker = randomBytes(4).toString('hex');
    await sql.query(
      `insert into email_outbox ("to", subject, text)
       select 'elev' || n || '@demo.ro', 'Test ${marker} ' || n, 'Mesaj ' || n from generate_series(1, 40) as n`,
    );
    await vi.waitFor(
      async () => {
        const { rows } = await sql.query(
          `select count(*)::int as n from email_outbox where subject like $1 and sent_at is null`,
          [`Test ${marker}%`],
        );
        expect(rows[0].n).toBe(0);
      },
      { timeout: 60_000, interval: 500 },
    );
    const { rows } = await sql.query(`select id, attempts from email_outbox where subject like $1`, [
      `Test ${marker}%`,
    ]);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
    const written = dataDirs.flatMap((dir) => {
      try {
        return readdirSync(path.join(dir, 'outbox'));
      } catch {
        return [];
      }
    });
    for (const row of rows) {
      const files = written.filter((file) => file.startsWith(`${String(row.id).padStart(6, '0')}-`));
      expect(files, `e-mail ${row.id}`).toHaveLength(1);
    }
  });
});
