import Fastify from 'fastify';
import { BadRequestError } from '../http/domain-errors.js';

// @sentry/node replaced by a recorder; `loaded` tells whether anything imported it at all.
const sentry = vi.hoisted(() => ({
  loaded: false,
  init: vi.fn(),
  captured: [] as { error: unknown; tags: Record<string, string> }[],
}));
vi.mock('@sentry/node', () => {
  sentry.loaded = true;
  return {
    init: sentry.init,
    withScope: (use: (scope: object) => void) => {
      const tags: Record<string, string> = {};
      sentry.captured.push({ error: undefined, tags });
      use({ setTag: (key: string, value: string) => (tags[key] = value), setContext: () => undefined });
    },
    captureException: (error: unknown) => (sentry.captured.at(-1)!.error = error),
  };
});

async function appThatFails(error: Error) {
  const { reportServerErrors } = await import('./error-reporting.js');
  const app = Fastify();
  reportServerErrors(app);
  app.get('/fails', async () => {
    throw error;
  });
  return app;
}

describe('server error reporting', () => {
  it('never loads @sentry/node without a DSN, and reports nothing', async () => {
    const { initErrorReporting } = await import('./error-reporting.js');
    await expect(initErrorReporting(undefined)).resolves.toBe(false);
    const app = await appThatFails(new Error('boom'));
    expect((await app.inject('/fails')).statusCode).toBe(500);
    expect(sentry.loaded).toBe(false);
    expect(sentry.captured).toEqual([]);
  });

  it('with a DSN, sends unexpected errors with their request id, and not bad input', async () => {
    const { initErrorReporting } = await import('./error-reporting.js');
    await expect(
      initErrorReporting({ dsn: 'https://key@sentry.example/1', environment: 'test' }),
    ).resolves.toBe(true);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ dsn: 'https://key@sentry.example/1', environment: 'test' }),
    );
    const boom = new Error('boom');
    const failing = await appThatFails(boom);
    const response = await failing.inject('/fails');
    expect(response.statusCode).toBe(500);
    expect(sentry.captured).toEqual([{ error: boom, tags: { request_id: expect.any(String) } }]);
    // A domain error (the app's own 4xx) and a framework 4xx are the caller's mistake, not a bug.
    await (await appThatFails(new BadRequestError('Date invalide', {}))).inject('/fails');
    const invalid = await appThatFails(Object.assign(new Error('body'), { statusCode: 400 }));
    expect((await invalid.inject('/fails')).statusCode).toBe(400);
    expect(sentry.captured).toHaveLength(1);
  });
});
