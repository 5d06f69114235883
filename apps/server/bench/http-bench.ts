import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Database } from '../src/db/database.js';
import { exportFiles, slides } from '../src/db/schema.js';
import { measure, measureOnce, type CaseResult } from './measure.js';
import type { BenchData } from './bulk-seed.js';

/** Count and time bounds of the HTTP cases; `scale` < 1 shortens every loop (smoke runs). */
export interface HttpBounds {
  scale: number;
}

const DEMO_PASSWORD = 'Demo1234!';
const ADMIN = 'admin@demo.ro';
const PUPIL = 'elev@demo.ro';

/** Injects a request and fails loudly on any status but the expected one (a benchmark of errors is worthless). */
async function call(app: FastifyInstance, options: InjectOptions, expected = 200) {
  const response = await app.inject(options);
  if (response.statusCode !== expected)
    throw new Error(
      `${options.method} ${String(options.url)} -> ${response.statusCode}: ${response.body.slice(0, 300)}`,
    );
  return response;
}

async function login(app: FastifyInstance, email: string) {
  const response = await call(app, {
    method: 'POST',
    url: '/api/auth/authenticate',
    payload: { email, parola: DEMO_PASSWORD },
  });
  return response.json<{ token: string; refreshToken: string }>();
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Fallbacks for slide types whose fixtures have no answer to the stored data (e.g. INFO). */
const FALLBACK_ANSWERS: unknown[] = [null, {}];

/** For each slide of a lesson, in order, a fixture answer that the server scores ok (a real pupil's answer). */
export async function scoringAnswers(
  app: FastifyInstance,
  db: Database,
  lessonId: number,
  fixtureAnswers: Map<string, unknown[]>,
): Promise<{ slideId: string; answer: unknown }[]> {
  const lessonSlides = await db
    .select()
    .from(slides)
    .where(eq(slides.lessonId, lessonId))
    .orderBy(slides.position);
  return lessonSlides.map((slide) => {
    const envelope = {
      type: slide.type,
      pluginVersion: slide.pluginVersion,
      schemaVersion: slide.schemaVersion,
      data: slide.data,
    };
    const candidates = [...(fixtureAnswers.get(slide.type) ?? []), ...FALLBACK_ANSWERS];
    const answer = candidates.find((candidate) => app.services.slideRegistry.score(envelope, candidate).ok);
    if (answer === undefined)
      throw new Error(`no fixture answer scores for slide ${slide.id} (${slide.type})`);
    return { slideId: String(slide.id), answer };
  });
}

/** The HTTP benchmarks, through `app.inject` (the whole Fastify pipeline, no socket). */
export async function runHttpBenchmarks(
  app: FastifyInstance,
  db: Database,
  data: BenchData,
  bounds: HttpBounds,
  /** The plugins' fixture answers by slide type; the first that scores ok on a stored slide is sent. */
  fixtureAnswers: Map<string, unknown[]>,
): Promise<CaseResult[]> {
  const n = (ops: number) => Math.max(5, Math.round(ops * bounds.scale));
  const s = (seconds: number) => Math.max(2, seconds * bounds.scale);
  const results: CaseResult[] = [];
  const admin = bearer((await login(app, ADMIN)).token);
  const pupil = bearer((await login(app, PUPIL)).token);

  results.push(
    await measure({
      name: 'POST /api/auth/authenticate',
      maxOps: n(150),
      maxSeconds: s(12),
      warmup: 3,
      note: 'argon2id verify + refresh token row',
      run: (i) => login(app, data.pupils[i % data.pupils.length]!.email),
    }),
  );

  let refreshToken = (await login(app, PUPIL)).refreshToken;
  results.push(
    await measure({
      name: 'POST /api/auth/refresh-token',
      maxOps: n(1_000),
      maxSeconds: s(10),
      warmup: 5,
      note: 'rotation chain of one session',
      run: async () => {
        const response = await call(app, {
          method: 'POST',
          url: '/api/auth/refresh-token',
          payload: { refreshToken },
        });
        refreshToken = response.json<{ refreshToken: string }>().refreshToken;
      },
    }),
  );

  const usersQueries = [
    'role=ELEV&isEnabled=true&sort=nume,asc&page=0&size=20',
    'role=ELEV&nume=pop&sort=lastLogin,desc&page=2&size=20',
    'role=ELEV&role=PROFESOR&judet=cluj&sort=schoolName,asc&page=5&size=20',
    'schoolName=gimnazial&clasa=VI-a&sort=timestamp,desc&page=0&size=20',
  ];
  results.push(
    await measure({
      name: 'GET /api/users/report (20/page)',
      maxOps: n(400),
      maxSeconds: s(15),
      warmup: usersQueries.length,
      note: '4 filter/sort mixes, ADMIN',
      run: (i) =>
        call(app, { method: 'GET', url: `/api/users/report?${usersQueries[i % 4]}`, headers: admin }),
    }),
  );

  // The newest-first page is what the screen opens with; the other mixes filter on joined tables.
  const answersCases: [name: string, queries: string[]][] = [
    [
      'GET /api/lessons/answers/report (20/page, newest)',
      [
        `editionId=${data.editionId}&sort=timestamp,desc&page=0&size=20`,
        `editionId=${data.editionId}&sort=timestamp,desc&page=4&size=20`,
      ],
    ],
    [
      'GET /api/lessons/answers/report (20/page, filtered)',
      [
        'state=PENDING_APPROVAL&sort=userName,asc&page=3&size=20',
        'userName=ion&sort=points,desc&page=0&size=20',
        'schoolName=liceul&lessonType=LESSON&sort=timestamp,desc&page=1&size=20',
      ],
    ],
  ];
  for (const [name, queries] of answersCases)
    results.push(
      await measure({
        name,
        maxOps: n(200),
        maxSeconds: s(12),
        warmup: queries.length,
        note: `${queries.length} filter/sort mixes, ADMIN`,
        run: (i) =>
          call(app, {
            method: 'GET',
            url: `/api/lessons/answers/report?${queries[i % queries.length]}`,
            headers: admin,
          }),
      }),
    );

  results.push(
    await measure({
      name: 'GET /api/lessons/:id (pupil, redacted)',
      maxOps: n(1_000),
      maxSeconds: s(10),
      warmup: 5,
      note: 'resolve + migrate + redact slides',
      run: (i) =>
        call(app, {
          method: 'GET',
          url: `/api/lessons/${i % 2 ? data.completedLessonId : data.postLessonId}`,
          headers: pupil,
        }),
    }),
  );

  // POST /api/answers: each bench pupil answers the untouched lesson slide by slide; the last answer completes it.
  const answersBySlide = await scoringAnswers(app, db, data.postLessonId, fixtureAnswers);
  const lessonSlides = answersBySlide;
  const maxSubmissions = n(1_200);
  const pupilsNeeded = Math.min(data.pupils.length, Math.ceil(maxSubmissions / lessonSlides.length) + 2);
  const tokens = await Promise.all(
    data.pupils
      .slice(0, pupilsNeeded)
      .map(async (p) =>
        bearer(await app.services.accessTokens.sign({ ...p, role: 'ELEV', isEnabled: true })),
      ),
  );
  results.push(
    await measure({
      name: 'POST /api/answers (scored, stored)',
      maxOps: Math.min(maxSubmissions, pupilsNeeded * lessonSlides.length - lessonSlides.length),
      maxSeconds: s(15),
      warmup: lessonSlides.length,
      note: `${lessonSlides.length}-slide lesson; every ${lessonSlides.length}th completes it`,
      run: (i) => {
        const pupilIndex = Math.floor(i / lessonSlides.length);
        const { slideId, answer } = answersBySlide[i % lessonSlides.length]!;
        return call(app, {
          method: 'POST',
          url: '/api/answers',
          headers: tokens[pupilIndex]!,
          payload: { slideId, lessonId: data.postLessonId, userId: data.pupils[pupilIndex]!.id, answer },
        });
      },
    }),
  );

  results.push(
    await measureOnce('xlsx export: answers report', async () => {
      const started = performance.now();
      const response = await call(app, {
        method: 'GET',
        url: `/api/lessons/answers/report?export=xlsx&editionId=${data.editionId}&sort=timestamp,desc`,
        headers: admin,
      });
      const id = /exports\/([0-9a-f-]+)\.xlsx/.exec(response.json<{ url: string }>().url)?.[1];
      const [file] = await db
        .select()
        .from(exportFiles)
        .where(eq(exportFiles.id, id ?? ''));
      if (!file) throw new Error('the export left no export_files row');
      const seconds = (performance.now() - started) / 1000;
      return `${file.rowCount} rows (${Math.round(file.rowCount / seconds)} rows/s), ${(file.size / 1024 / 1024).toFixed(1)} MB file`;
    }),
  );
  return results;
}
