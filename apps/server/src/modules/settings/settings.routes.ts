import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FeatureFlagsSchema, UpdateFeatureFlagsInputSchema } from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { SettingsService } from './settings.service.js';

export function settingsRoutes(deps: { settingsService: SettingsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/settings/feature-flags',
      {
        config: allow('public'),
        schema: { tags: ['settings'], summary: 'Feature flags', response: { 200: FeatureFlagsSchema } },
      },
      () => deps.settingsService.getFeatureFlags(),
    );
    app.patch(
      '/api/settings/feature-flags',
      {
        config: allow(['ADMIN']),
        schema: {
          tags: ['settings'],
          summary: 'Change feature flags',
          body: UpdateFeatureFlagsInputSchema,
          response: { 200: FeatureFlagsSchema },
        },
      },
      (request) => deps.settingsService.updateFeatureFlags(request.body, requireUser(request).id),
    );
  };
}
