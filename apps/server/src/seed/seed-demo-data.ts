import { sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { editions, schools, users } from '../db/schema.js';
import type { PasswordHasher } from '../modules/auth/password-hasher.js';
import type { FileStorage } from '../modules/files/file-storage.js';
import { DEMO_PASSWORD, type SeedContext, type SeedStep } from './seed-context.js';
import { editionsSeed } from './editions.seed.js';
import { schoolsSeed } from './schools.seed.js';
import { usersSeed } from './users.seed.js';
import { settingsSeed } from './settings.seed.js';
import { lessonsSeed } from './lessons.seed.js';
import { schoolsExtraSeed } from './schools-extra.seed.js';
import { notificationsSeed } from './notifications.seed.js';
import { wasteOrdersSeed } from './waste-orders.seed.js';
import { bulkDemoSeed } from './bulk-demo.seed.js';

/** Steps in dependency order; other modules append theirs (lessons, answers, orders, notifications). */
export const SEED_STEPS: SeedStep[] = [
  editionsSeed,
  schoolsSeed,
  usersSeed,
  settingsSeed,
  lessonsSeed,
  schoolsExtraSeed,
  notificationsSeed,
  wasteOrdersSeed,
];

/**
 * What `npm start` seeds: the fixed demo plus the bulk that makes the reports look like a real edition. API
 * tests seed only SEED_STEPS, whose small, exact data their assertions count on.
 */
export const DEMO_STEPS: SeedStep[] = [...SEED_STEPS, bulkDemoSeed];

async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db
    .select({
      n: sql<number>`(select count(*) from ${users}) + (select count(*) from ${editions}) + (select count(*) from ${schools})`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.n ?? 0) === 0;
}

/**
 * Seeds the demo data of architecture §8 in one transaction, only into an empty database
 * (no users, editions or schools). Demo files go to `storage` (the uploads storage); when the transaction
 * fails, the files it wrote are removed again. Returns whether it seeded.
 */
export async function seedDemoData(
  db: Database,
  deps: { passwordHasher: PasswordHasher; storage: FileStorage; steps?: SeedStep[] },
): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  const passwordHash = await deps.passwordHasher.hash(DEMO_PASSWORD);
  const storedKeys: string[] = [];
  try {
    await db.transaction(async (tx) => {
      const refs = new Map<string, number>();
      const context: SeedContext = {
        tx,
        passwordHash,
        refs,
        ref(name) {
          const id = refs.get(name);
          if (id === undefined) throw new Error(`seed reference ${name} is not defined yet`);
          return id;
        },
        storage: deps.storage,
        storedKeys,
      };
      for (const step of deps.steps ?? SEED_STEPS) await step.run(context);
    });
  } catch (error) {
    // No row points at these files any more; best effort, the seed error is what matters.
    await Promise.allSettled(storedKeys.map((key) => deps.storage.remove(key)));
    throw error;
  }
  return true;
}
