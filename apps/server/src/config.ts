import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/server/src -> repository root. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface AppConfig {
  /** Folder of the embedded database, uploads, exports, outbox and the generated JWT secret. */
  dataDir: string;
  /** PostgreSQL connection string; when absent the embedded PGlite is used. */
  databaseUrl: string | undefined;
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
  s3:
    | { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  /** TRUST_PROXY: `true`, or addresses/ranges of trusted proxies (e.g. `loopback`). */
  trustProxy: boolean | string | undefined;
}

/**
 * Reads the configuration from the environment. DATA_DIR defaults to `<repo root>/data` (not the cwd),
 * so `npm start` at the root and inside apps/server use the same data.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const dataDir = path.resolve(REPO_ROOT, env.DATA_DIR ?? 'data');
  const port = Number(env.PORT ?? 3000);
  return {
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    port,
    host: env.HOST ?? '0.0.0.0',
    jwtSecret: loadJwtSecret(env.JWT_SECRET, dataDir),
    accessTokenTtlSeconds: Number(env.ACCESS_TOKEN_TTL_SECONDS ?? 15 * 60),
    refreshTokenTtlSeconds: Number(env.REFRESH_TOKEN_TTL_SECONDS ?? 30 * 24 * 3600),
    resetTokenTtlSeconds: 3600,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Școala Ecoterrienilor <no-reply@ecoterrieni.ro>',
    webDistDir: path.resolve(REPO_ROOT, env.WEB_DIST_DIR ?? 'apps/web/dist'),
    loginRateLimit: {
      maxFailures: Number(env.LOGIN_MAX_FAILURES ?? 5),
      windowSeconds: 15 * 60,
      lockSeconds: Number(env.LOGIN_LOCK_SECONDS ?? 15 * 60),
      maxFailuresPerIp: Number(env.LOGIN_MAX_FAILURES_PER_IP ?? 50),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT ?? `https://s3.${env.S3_REGION ?? 'us-east-1'}.amazonaws.com`,
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
        }
      : undefined,
    trustProxy: env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY || undefined,
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
