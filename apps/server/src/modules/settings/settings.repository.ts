import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { settings } from './settings.table.js';

export function createSettingsRepository(db: Database) {
  return {
    async getAll(): Promise<Record<string, unknown>> {
      const rows = await db.select().from(settings);
      return Object.fromEntries(rows.map((row) => [row.key, row.value]));
    },
    async get(key: string): Promise<unknown> {
      const [row] = await db.select().from(settings).where(eq(settings.key, key));
      return row?.value;
    },
    async set(key: string, value: unknown, updatedBy: number | null = null): Promise<void> {
      await db
        .insert(settings)
        .values({ key, value, updatedBy })
        .onConflictDoUpdate({ target: settings.key, set: { value, updatedBy, updatedAt: new Date() } });
    },
  };
}
export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
