import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../config.js';
import { ENV_VARIABLES } from './env-schema.js';
import { withEnvTable } from './env-table.js';

const base = { JWT_SECRET: 'config-test-secret-config-test-secret', DATA_DIR: 'data' };

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    loadConfig({ ...base, ...env });
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig', () => {
  it('keeps the single-process defaults when nothing is set', () => {
    const config = loadConfig(base);
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redis).toBeUndefined();
    expect(config.s3).toBeUndefined();
    expect(config.rateLimit).toEqual({ enabled: true, factor: 1 });
    expect(config.metricsToken).toBeUndefined();
    expect(config.sentry).toBeUndefined();
  });

  it('parses the scale-out settings', () => {
    const config = loadConfig({
      ...base,
      PORT: '8080',
      DATABASE_URL: 'postgres://app@db:5432/eco',
      REDIS_URL: 'redis://cache:6379/2',
      REDIS_KEY_PREFIX: 'ro:',
      RATE_LIMIT: 'off',
      RATE_LIMIT_FACTOR: '2.5',
      S3_BUCKET: 'eco-files',
      S3_ENDPOINT: 'http://minio:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      METRICS_TOKEN: 'a-long-enough-metrics-token',
    });
    expect(config.port).toBe(8080);
    expect(config.redis).toEqual({ url: 'redis://cache:6379/2', keyPrefix: 'ro:' });
    expect(config.rateLimit).toEqual({ enabled: false, factor: 2.5 });
    expect(config.s3).toMatchObject({
      bucket: 'eco-files',
      forcePathStyle: true,
      endpoint: 'http://minio:9000',
    });
    expect(config.s3?.credentials).toEqual({ accessKeyId: 'key', secretAccessKey: 'secret' });
  });

  it.each([
    ['PORT', 'eighty', 'PORT: must be a whole number'],
    ['PORT', '70000', 'PORT:'],
    ['DATABASE_URL', 'mysql://db/eco', 'DATABASE_URL: must be a URL like postgres://'],
    ['REDIS_URL', 'localhost:6379', 'REDIS_URL: must be a URL like redis://'],
    ['RATE_LIMIT', 'maybe', 'RATE_LIMIT:'],
    ['JWT_SECRET', 'short', 'JWT_SECRET: must be at least 32 characters'],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL:'],
    ['METRICS_TOKEN', 'abc', 'METRICS_TOKEN: must be at least 16 characters'],
  ])('refuses %s=%s with a message naming the variable', (name, value, expected) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(expected);
    // The value itself may be a secret: it is never echoed.
    expect(problems[0]).not.toContain(`${value} `);
  });

  it('lists every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', REDIS_URL: 'nope' }).map((line) => line.split(':')[0])).toEqual([
      'PORT',
      'REDIS_URL',
    ]);
  });
});

describe('docs/deploy.md', () => {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/deploy.md'), 'utf8');

  it('holds the environment table generated from the config schema', () => {
    expect(doc).toBe(withEnvTable(doc));
  });

  it('documents every variable the schema reads, and no other', () => {
    const documented = [...doc.matchAll(/^\| `([A-Z0-9_]+)` \|/gm)].map((match) => match[1]);
    expect(documented.sort()).toEqual(Object.keys(ENV_VARIABLES).sort());
  });
});
