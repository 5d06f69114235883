import { z } from 'zod';

/** GET /api/settings/feature-flags (public): switches the login and school screens read. */
export const FeatureFlagsSchema = z.object({
  /** Teachers may register (else 'Înscrierile pentru profesori sunt momentan închise'). */
  teacherRegistrationOpen: z.boolean(),
  /** Enabled teachers must update their school details. */
  forcedSchoolUpdate: z.boolean(),
});
export type FeatureFlags = z.infer<typeof FeatureFlagsSchema>;

/** PATCH /api/settings/feature-flags (ADMIN): any subset of the flags. */
export const UpdateFeatureFlagsInputSchema = FeatureFlagsSchema.partial();
export type UpdateFeatureFlagsInput = z.infer<typeof UpdateFeatureFlagsInputSchema>;

export const DEFAULT_FEATURE_FLAGS: FeatureFlags = {
  teacherRegistrationOpen: false,
  forcedSchoolUpdate: false,
};
