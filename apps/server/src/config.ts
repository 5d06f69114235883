import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { parseEnv } from './config/env-schema.js';
import { REPO_ROOT } from './paths.js';

export { ConfigError } from './config/env-schema.js';

export { REPO_ROOT } from './paths.js';

export interface S3Config {
  /** Undefined for AWS S3 itself; e.g. http://minio:9000 for a self-hosted store. */
  endpoint: string | undefined;
  bucket: string;
  region: string;
  /** Undefined: the AWS SDK's default credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
}

export interface AppConfig {
  /** Folder of the embedded database, uploads, exports, outbox and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
  databasePoolMax: number;
  port: number;
  host: string;
  jwtSecret: Uint8Array;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  resetTokenTtlSeconds: number;
  /** Base URL of the web app, used in e-mailed links. */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Folder of the built web app, served at / when it exists. */
  webDistDir: string;
  loginRateLimit: {
    maxFailures: number;
    windowSeconds: number;
    lockSeconds: number;
    maxFailuresPerIp: number;
  };
  logLevel: string;
  /** S3-compatible storage for uploads and exports instead of the local disk, when S3_BUCKET is set. */
  s3: S3Config | undefined;
  /** TRUST_PROXY: `true`, or addresses/ranges of trusted proxies (e.g. `loopback`). */
  trustProxy: boolean | string | undefined;
  /** Shared short-lived state (rate limits) across processes, when REDIS_URL is set. */
  redis: { url: string; keyPrefix: string } | undefined;
  /** API rate limits; `factor` scales every limit. */
  rateLimit: { enabled: boolean; factor: number };
  /** Bearer token that opens /metrics; closed when undefined. */
  metricsToken: string | undefined;
  sentry: { dsn: string; environment: string } | undefined;
  shutdownTimeoutMs: number;
  /** Whether this process takes part in the periodic jobs (each still runs once across processes). */
  jobsEnabled: boolean;
}

/**
 * Reads and validates the configuration from the environment (zod, env-schema.ts); a bad value throws a
 * ConfigError naming the variable. DATA_DIR defaults to `<repo root>/data` (not the cwd), so `npm start`
 * at the root and inside apps/server use the same data.
 */
export function loadConfig(rawEnv: NodeJS.ProcessEnv = process.env): AppConfig {
  const env = parseEnv(rawEnv);
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  const port = env.PORT ?? 3000;
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX ?? 10,
    port,
    host: env.HOST ?? '0.0.0.0',
    jwtSecret: loadJwtSecret(env.JWT_SECRET, dataDir),
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL_SECONDS ?? 30 * 24 * 3600,
    resetTokenTtlSeconds: 3600,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM ?? 'Școala Ecoterrienilor <no-reply@ecoterrieni.ro>',
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    loginRateLimit: {
      maxFailures: env.LOGIN_MAX_FAILURES ?? 5,
      windowSeconds: 15 * 60,
      lockSeconds: env.LOGIN_LOCK_SECONDS ?? 15 * 60,
      maxFailuresPerIp: env.LOGIN_MAX_FAILURES_PER_IP ?? 50,
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY }
              : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : env.S3_ENDPOINT !== undefined,
        }
      : undefined,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY,
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX ?? 'eco:' } : undefined,
    rateLimit: { enabled: env.RATE_LIMIT !== 'off', factor: env.RATE_LIMIT_FACTOR ?? 1 },
    metricsToken: env.METRICS_TOKEN,
    sentry: env.SENTRY_DSN
      ? { dsn: env.SENTRY_DSN, environment: env.SENTRY_ENVIRONMENT ?? 'production' }
      : undefined,
    shutdownTimeoutMs: (env.SHUTDOWN_TIMEOUT_SECONDS ?? 25) * 1000,
    jobsEnabled: env.JOBS !== 'off',
  };
}

/** JWT_SECRET when set; otherwise a random secret generated once and kept in DATA_DIR/jwt-secret. */
function loadJwtSecret(fromEnv: string | undefined, dataDir: string): Uint8Array {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
