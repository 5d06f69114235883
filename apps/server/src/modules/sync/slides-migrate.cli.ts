import { loadConfig } from '../../config.js';
import { databaseOptionsFromConfig, openDatabase } from '../../db/client.js';
import { createTransactor } from '../../db/transaction.js';
import { createLessonsRepository } from '../lessons/lessons.repository.js';
import { createAnswersRepository } from '../answers/answers.repository.js';
import { serverSlideRegistry } from '../slides/slide-registry.js';
import { createSyncService } from './sync.service.js';

/**
 * `npm run -w apps/server slides:migrate -- [--dry-run]`: migrates every stored slide to its plugin's
 * current schema version (or only reports with --dry-run). Exits 1 when some slide cannot be migrated.
 */
async function main(): Promise<void> {
  const dryRun = process.argv.includes('--dry-run');
  const database = await openDatabase(databaseOptionsFromConfig(loadConfig()));
  try {
    await database.migrate();
    const sync = createSyncService({
      lessonsRepository: createLessonsRepository(database.db),
      answersRepository: createAnswersRepository(database.db),
      slideRegistry: serverSlideRegistry,
      transaction: createTransactor(database.db),
    });
    const report = dryRun ? await sync.dryRunMigrations() : await sync.applyMigrations();
    console.log(
      `${dryRun ? 'Dry run' : 'Migration'}: ${report.total} slides, ${report.upToDate} up to date, ${report.migrated.length} ${dryRun ? 'to migrate' : 'migrated'}, ${report.failed.length} failed`,
    );
    for (const failure of report.failed) {
      console.log(
        `  slide ${failure.id} (${failure.type || '?'} schema ${failure.storedVersion}): ${failure.message}`,
      );
    }
    process.exitCode = report.failed.length ? 1 : 0;
  } finally {
    await database.close();
  }
}

await main();
