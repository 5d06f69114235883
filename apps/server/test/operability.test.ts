import { Writable } from 'node:stream';
import { createTestApp, type TestApp } from './test-app.js';
import { createGracefulShutdown } from '../src/http/graceful-shutdown.js';

const METRICS_TOKEN = 'metrics-token-for-tests-0123';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN } });
}, 180_000);
afterAll(() => t?.close());

describe('GET /metrics', () => {
  it('is closed without the configured token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    const wrong = { authorization: 'Bearer metrics-token-for-tests-9999' };
    expect((await t.app.inject({ method: 'GET', url: '/metrics', headers: wrong })).statusCode).toBe(404);
  });

  it('reports request rate and latency per route pattern, and the outbox backlog', async () => {
    const headers = await t.authAs('admin@demo.ro');
    await t.app.inject({ method: 'GET', url: '/api/lessons/1', headers });
    await t.app.inject({ method: 'GET', url: '/api/editions', headers });
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    const text = response.body;
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/editions",status="200"\} \d+/);
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/lessons\/:id"/,
    );
    expect(text).not.toContain('route="/api/lessons/1"');
    expect(text).toMatch(/^email_outbox_backlog \d+$/m);
    // The answers' group commit: no answer was sent in this test file yet.
    for (const counter of [
      'answer_submissions_total',
      'answer_submission_calls_total',
      'answer_submission_calls_refused_total',
    ])
      expect(text).toMatch(new RegExp(`^${counter} 0$`, 'm'));
    expect(text).toContain('process_cpu_user_seconds_total');
  });

  it('stays closed when METRICS_TOKEN is unset, whatever the header', async () => {
    const { buildApp } = await import('../src/app.js');
    const closed = await buildApp({ db: t.database.db, config: { ...t.config, metricsToken: undefined } });
    for (const authorization of ['Bearer ', 'Bearer undefined', `Bearer ${METRICS_TOKEN}`]) {
      expect(
        (await closed.inject({ method: 'GET', url: '/metrics', headers: { authorization } })).statusCode,
      ).toBe(404);
    }
    await closed.close();
  });
});

describe('health probes', () => {
  it('answers liveness and readiness with each dependency', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/health/live' })).json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ok', checks: { database: { status: 'ok' } } });
  });
});

describe('request ids', () => {
  it('returns a request id with every response, taking a sane one from the proxy', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(own.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const fromProxy = await t.app.inject({
      method: 'GET',
      url: '/api/editions',
      headers: { 'x-request-id': 'proxy-req-12345678' },
    });
    expect(fromProxy.statusCode).toBe(401);
    expect(fromProxy.headers['x-request-id']).toBe('proxy-req-12345678');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'x\u0000<script>' },
    });
    expect(hostile.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('request log', () => {
  it('writes one line per request, with no deprecated Fastify option on the way', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    const logged = await createTestApp({ seed: false, logger: { level: 'info', stream } });
    try {
      await logged.app.inject({
        method: 'GET',
        url: '/api/health/live',
        headers: { 'x-request-id': 'log-test-1' },
      });
      const forRequest = lines.filter((line) => line.reqId === 'log-test-1');
      expect(forRequest).toHaveLength(1);
      expect(forRequest[0]).toMatchObject({
        msg: 'request completed',
        statusCode: 200,
        url: '/api/health/live',
      });
      // Warnings are emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((warning) => warning.name === 'FastifyDeprecation')).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await logged.close();
    }
  });
});

describe('graceful shutdown', () => {
  it('turns readiness to 503, finishes the request in flight, refuses new connections, then exits 0', async () => {
    let release!: () => void;
    let entered!: () => void;
    const handlerEntered = new Promise<void>((resolve) => (entered = resolve));
    const gate = new Promise<void>((resolve) => (release = resolve));
    const app = (await import('../src/app.js')).buildApp;
    const server = await app({ db: t.database.db, config: t.config, databaseKind: t.database.kind });
    server.get('/test-slow', async () => {
      entered();
      await gate;
      return { done: true };
    });
    const address = await server.listen({ port: 0, host: '127.0.0.1' });
    const exits: number[] = [];
    const shutdown = createGracefulShutdown({
      app: server,
      closeDatabase: async () => {},
      timeoutMs: 30_000,
      exit: (code) => exits.push(code),
    });

    const inFlight = fetch(`${address}/test-slow`);
    await handlerEntered;
    const stopping = shutdown('SIGTERM');
    expect(server.lifecycle.shuttingDown).toBe(true);
    await expect(fetch(`${address}/api/health/live`)).rejects.toThrow();
    expect(exits).toEqual([]);

    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await stopping;
    expect(exits).toEqual([0]);
  });
});
