import { z } from 'zod';

const integer = (min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const decimal = (min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'must be a number')
    .transform(Number)
    .pipe(z.number().min(min).max(max));

const url = (protocols: RegExp, example: string) =>
  z
    .string()
    .trim()
    .refine((value) => URL.canParse(value) && protocols.test(new URL(value).protocol), {
      message: `must be a URL like ${example}`,
    });

const onOff = z.enum(['on', 'off']);

/**
 * Every environment variable the server reads, with its rule and its documentation. docs/deploy.md holds
 * the same table (a test compares them), so an operator never meets an undocumented variable.
 */
export const ENV_VARIABLES = {
  PORT: { schema: integer(0, 65535), default: '3000', doc: 'HTTP port.' },
  HOST: { schema: z.string().min(1), default: '0.0.0.0', doc: 'Listen address.' },
  DATA_DIR: {
    schema: z.string().min(1),
    default: 'data',
    doc: 'Folder (relative to the repository root) of the embedded database, local files, outbox and generated JWT secret.',
  },
  DATABASE_URL: {
    schema: url(/^postgres(ql)?:$/, 'postgres://user:pass@host:5432/db'),
    doc: 'PostgreSQL connection string; without it the embedded PGlite under DATA_DIR is used (one process only).',
  },
  DATABASE_POOL_MAX: {
    schema: integer(1, 1000),
    default: '10',
    doc: 'Connections per process in the PostgreSQL pool, opened as needed and kept while the process runs (PostgreSQL `max_connections` must exceed replicas × this).',
  },
  JWT_SECRET: {
    schema: z.string().min(32, 'must be at least 32 characters'),
    doc: 'Secret that signs access tokens; required (and identical) on every replica. Without it one is generated in DATA_DIR.',
  },
  ACCESS_TOKEN_TTL_SECONDS: { schema: integer(1), default: '900', doc: 'Access token lifetime.' },
  REFRESH_TOKEN_TTL_SECONDS: { schema: integer(60), default: '2592000', doc: 'Refresh token lifetime.' },
  PUBLIC_URL: {
    schema: url(/^https?:$/, 'https://scoala.example.ro'),
    default: 'http://localhost:PORT',
    doc: 'Base URL of the web app, used in e-mailed links.',
  },
  SMTP_URL: {
    schema: url(/^smtps?:$/, 'smtp://user:pass@mail.example.ro:587'),
    doc: 'SMTP server for e-mail; without it mails are written to DATA_DIR/outbox and logged.',
  },
  MAIL_FROM: {
    schema: z.string().min(3),
    default: 'Școala Ecoterrienilor <no-reply@ecoterrieni.ro>',
    doc: 'Sender of e-mails.',
  },
  WEB_DIST_DIR: {
    schema: z.string().min(1),
    default: 'apps/web/dist',
    doc: 'Folder of the built web app, served at / when it exists.',
  },
  LOGIN_MAX_FAILURES: {
    schema: integer(1),
    default: '5',
    doc: 'Failed logins per account within 15 minutes before it is locked.',
  },
  LOGIN_MAX_FAILURES_PER_IP: {
    schema: integer(1),
    default: '50',
    doc: 'Failed logins per client address within 15 minutes before it is locked.',
  },
  LOGIN_LOCK_SECONDS: { schema: integer(1), default: '900', doc: 'Length of a login lock-out.' },
  LOG_LEVEL: {
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    default: 'info',
    doc: 'pino log level.',
  },
  TRUST_PROXY: {
    schema: z.string().min(1),
    doc: '`true`, or addresses/ranges of trusted reverse proxies (e.g. `loopback`, `10.0.0.0/8`), so client addresses are seen.',
  },
  REDIS_URL: {
    schema: url(/^rediss?:$/, 'redis://127.0.0.1:6379/0'),
    doc: 'Redis for state shared by replicas (API rate limits); without it the limits are counted per process in memory.',
  },
  REDIS_KEY_PREFIX: {
    schema: z.string().min(1),
    default: 'eco:',
    doc: 'Prefix of every Redis key (several deployments can share one Redis).',
  },
  RATE_LIMIT: {
    schema: onOff,
    default: 'on',
    doc: 'API rate limits (docs/deploy.md lists them); `off` for load tests and benches.',
  },
  RATE_LIMIT_FACTOR: {
    schema: decimal(0.01, 1000),
    default: '1',
    doc: 'Multiplies every API rate limit (e.g. `2` doubles them).',
  },
  S3_BUCKET: {
    schema: z.string().min(3),
    doc: 'Bucket for uploads and exports; when set, files go to the S3-compatible store instead of DATA_DIR.',
  },
  S3_ENDPOINT: {
    schema: url(/^https?:$/, 'http://minio:9000'),
    doc: 'Endpoint of an S3-compatible store (MinIO, Garage, ...); empty for AWS S3.',
  },
  S3_REGION: { schema: z.string().min(1), default: 'us-east-1', doc: 'Region of the bucket.' },
  S3_ACCESS_KEY_ID: {
    schema: z.string().min(1),
    doc: 'Access key; without it the AWS SDK default chain (instance role, ...) is used.',
  },
  S3_SECRET_ACCESS_KEY: { schema: z.string().min(1), doc: 'Secret of S3_ACCESS_KEY_ID.' },
  S3_FORCE_PATH_STYLE: {
    schema: z.enum(['true', 'false']),
    default: 'true when S3_ENDPOINT is set',
    doc: 'Path-style bucket addressing (MinIO and most self-hosted stores need it).',
  },
  METRICS_TOKEN: {
    schema: z.string().min(16, 'must be at least 16 characters'),
    doc: 'Opens GET /metrics (Prometheus) to callers sending `Authorization: Bearer <token>`; without it /metrics answers 404.',
  },
  SENTRY_DSN: {
    schema: url(/^https?:$/, 'https://key@o0.ingest.sentry.io/0'),
    doc: 'Server-side error reporting with @sentry/node; off without it.',
  },
  SENTRY_ENVIRONMENT: {
    schema: z.string().min(1),
    default: 'production',
    doc: 'Environment name shown in Sentry.',
  },
  SHUTDOWN_TIMEOUT_SECONDS: {
    schema: integer(1, 600),
    default: '25',
    doc: 'On SIGTERM, how long in-flight requests may finish before the process exits anyway.',
  },
  JOBS: {
    schema: onOff,
    default: 'on',
    doc: 'Periodic jobs (outbox, ANALYZE, clean-up); with several replicas each job still runs once at a time across all of them.',
  },
} satisfies Record<string, { schema: z.ZodType<unknown, string>; default?: string; doc: string }>;

export type EnvName = keyof typeof ENV_VARIABLES;

type ParsedEnv = {
  [K in EnvName]: z.output<(typeof ENV_VARIABLES)[K]['schema']> | undefined;
};

/** Thrown when the environment has a bad value; the message names each variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  - ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the variables that are set (an empty string counts as unset); collects every problem at once. */
export function parseEnv(env: NodeJS.ProcessEnv): ParsedEnv {
  const parsed: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const [name, variable] of Object.entries(ENV_VARIABLES)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const result = (variable.schema as z.ZodType<unknown, string>).safeParse(raw);
    if (result.success) parsed[name] = result.data;
    else problems.push(`${name}: ${result.error.issues.map((issue) => issue.message).join('; ')}`);
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return parsed as ParsedEnv;
}
