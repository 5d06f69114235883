import { loadConfig } from './config.js';
import { databaseOptionsFromConfig, openDatabase } from './db/client.js';
import { buildApp } from './app.js';
import { seedDemoData, DEMO_STEPS } from './seed/seed-demo-data.js';
import { refreshPlannerStatistics } from './db/planner-statistics.js';

/** Entry point of `npm start`: migrate, seed an empty database, serve. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseOptionsFromConfig(config));
  await database.migrate();
  const app = await buildApp({
    db: database.db,
    config,
    databaseKind: database.kind,
    logger: { level: config.logLevel },
  });
  if (
    await seedDemoData(database.db, {
      passwordHasher: app.services.passwordHasher,
      storage: app.services.uploadsStorage,
      steps: DEMO_STEPS,
    })
  ) {
    app.log.info('demo data seeded (password Demo1234!)');
  }
  app.log.info({ database: database.kind, dataDir: config.dataDir }, 'database ready');
  const stopStatistics = refreshPlannerStatistics(database, app.log);
  app.addHook('onClose', async () => stopStatistics());

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  app.addHook('onClose', () => app.services.emailWorker.stop());
  app.services.emailWorker.start();
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
