import { DEFAULT_FEATURE_FLAGS } from '@platform/contracts';
import { settings } from '../db/schema.js';
import type { SeedStep } from './seed-context.js';

/** Flags as the spec describes the login page: teacher registration closed, forced school update off. */
export const settingsSeed: SeedStep = {
  name: 'settings',
  async run({ tx }) {
    await tx.insert(settings).values({ key: 'featureFlags', value: DEFAULT_FEATURE_FLAGS });
  },
};
