import {
  DEFAULT_FEATURE_FLAGS,
  FeatureFlagsSchema,
  type FeatureFlags,
  type UpdateFeatureFlagsInput,
} from '@platform/contracts';
import type { SettingsRepository } from './settings.repository.js';

const FLAGS_KEY = 'featureFlags';

/** Feature flags stored in the settings table, falling back to the defaults. */
export function createSettingsService(deps: { settingsRepository: SettingsRepository }) {
  async function getFeatureFlags(): Promise<FeatureFlags> {
    const stored = FeatureFlagsSchema.partial().safeParse(await deps.settingsRepository.get(FLAGS_KEY));
    return { ...DEFAULT_FEATURE_FLAGS, ...(stored.success ? stored.data : {}) };
  }
  return {
    getFeatureFlags,
    async updateFeatureFlags(
      input: UpdateFeatureFlagsInput,
      updatedBy: number | null,
    ): Promise<FeatureFlags> {
      const current = await getFeatureFlags();
      // Nothing to change (no known flag sent): answer the flags without writing the settings row.
      if (Object.values(input).every((value) => value === undefined)) return current;
      const next = { ...current, ...input };
      await deps.settingsRepository.set(FLAGS_KEY, next, updatedBy);
      return next;
    },
  };
}
export type SettingsService = ReturnType<typeof createSettingsService>;
