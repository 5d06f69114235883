import { pino } from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { databaseOptionsFromConfig, openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemoData, DEMO_STEPS } from './seed/seed-demo-data.js';
import { refreshPlannerStatistics } from './db/planner-statistics.js';
import { initErrorReporting } from './infra/error-reporting.js';
import { restoreYoungArrayBufferScavenges } from './infra/young-array-buffers.js';
import { createServerJobs } from './jobs/server-jobs.js';
import { createGracefulShutdown } from './http/graceful-shutdown.js';

/**
 * Standard output, written asynchronously (pino's `sync: false`): a line is written at once when no write is
 * under way, and the lines that come meanwhile leave together in the next write, so under load the lines of
 * many requests share one system call, and at a quiet moment none waits. pino's default writes each line with
 * a blocking call of its own: 10.3-11.0 µs of CPU per line against 6.8-7.6 this way (30,000 request lines
 * piped to another process, all threads counted; issue 10). pino flushes what is left synchronously when the
 * process exits (a graceful shutdown, or a crash).
 */
const logDestination = () => pino.destination({ dest: 1, sync: false });

/** Entry point of `npm start`: validate the config, migrate, seed an empty database, serve. */
async function main(): Promise<void> {
  // A million-row export's short-lived Buffers are freed by scavenges again on Node 24 (docs/decisions.md).
  restoreYoungArrayBufferScavenges();
  const config = loadConfig();
  await initErrorReporting(config.sentry);
  const database = await openDatabase(databaseOptionsFromConfig(config));
  const app = await buildApp({
    db: database.db,
    config,
    databaseKind: database.kind,
    poolStats: database.poolStats,
    logger: { level: config.logLevel, stream: logDestination() },
  });
  const seeded = await database.withStartupLock(async () => {
    await database.migrate();
    return seedDemoData(database.db, {
      passwordHasher: app.services.passwordHasher,
      storage: app.services.uploadsStorage,
      steps: DEMO_STEPS,
    });
  });
  if (seeded) app.log.info('demo data seeded (password Demo1234!)');
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'database ready');
  const stopStatistics = refreshPlannerStatistics(database, app.log);
  app.addHook('onClose', async () => stopStatistics());

  const jobs = createServerJobs({
    db: database.db,
    databaseKind: database.kind,
    emailWorker: app.services.emailWorker,
    exportsStorage: app.services.exportsStorage,
    loginWindowSeconds: config.loginRateLimit.windowSeconds,
    log: app.log,
  });
  if (config.jobsEnabled) jobs.start();
  app.addHook('onClose', () => jobs.stop());

  const shutdown = createGracefulShutdown({
    app,
    closeDatabase: () => database.close(),
    timeoutMs: config.shutdownTimeoutMs,
    exit: (code) => process.exit(code),
  });
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  // A bad environment variable: one clear message naming it, no stack trace.
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
