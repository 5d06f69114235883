import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MyPointsSchema, type MyPoints } from '@platform/contracts';
import { allow, requireUser } from '../../http/route-access.js';
import type { EditionsService } from '../editions/editions.service.js';
import type { UsersRepository } from '../users/users.repository.js';

/** GET /api/points/me: the totals the sidebar shows (own points and the school's), current edition. */
export function pointsRoutes(deps: {
  usersRepository: UsersRepository;
  editionsService: EditionsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/points/me',
      {
        config: allow(['ELEV', 'PROFESOR', 'ADMIN', 'DBEST'], { enabledOnly: true }),
        schema: {
          tags: ['answers'],
          summary: 'My points and my school points in the current edition',
          response: { 200: MyPointsSchema },
        },
      },
      async (request): Promise<MyPoints> => {
        const caller = requireUser(request);
        const editionId = await deps.editionsService.currentEditionId();
        if (editionId === null) return { editionId, userPoints: 0, schoolPoints: null };
        const user = await deps.usersRepository.findById(caller.id);
        const [userPoints, schoolPoints] = await Promise.all([
          deps.usersRepository.pupilPoints(caller.id, editionId),
          user?.schoolId
            ? deps.usersRepository.schoolPoints(user.schoolId, editionId)
            : Promise.resolve(null),
        ]);
        return { editionId, userPoints, schoolPoints };
      },
    );
  };
}
