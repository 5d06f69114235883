import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EditionsResponseSchema } from '@platform/contracts';
import { allow } from '../../http/route-access.js';
import type { EditionsService } from './editions.service.js';

export function editionsRoutes(deps: { editionsService: EditionsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/editions',
      {
        config: allow('authenticated'),
        schema: {
          tags: ['editions'],
          summary: 'Editions, newest first, with the current one',
          response: { 200: EditionsResponseSchema },
        },
      },
      () => deps.editionsService.list(),
    );
  };
}
