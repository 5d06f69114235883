import type { FastifyInstance } from 'fastify';
import type { Services } from './services.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { editionsRoutes } from './modules/editions/editions.routes.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { lessonsRoutes } from './modules/lessons/lessons.routes.js';
import { lessonPackageRoutes } from './modules/lessons/lesson-package.routes.js';
import { slidesRoutes } from './modules/slides/slides.routes.js';
import { answersRoutes } from './modules/answers/answers.routes.js';
import { lessonAnswersRoutes } from './modules/answers/lesson-answers.routes.js';
import { syncRoutes } from './modules/sync/sync.routes.js';
import { pointsRoutes } from './modules/answers/points.routes.js';

import { schoolsRoutes } from './modules/schools/schools.routes.js';
import { schoolRequestsRoutes } from './modules/school-requests/school-requests.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { wasteOrdersRoutes } from './modules/waste-orders/waste-orders.routes.js';
import { reportsRoutes } from './modules/reports/reports.routes.js';
import { dashboardsRoutes } from './modules/dashboards/dashboards.routes.js';
/** Registers every module's routes. New modules add one line here. */
export async function registerRoutes(
  app: FastifyInstance,
  services: Services,
  health: Parameters<typeof healthRoutes>[0],
): Promise<void> {
  await app.register(healthRoutes(health));
  await app.register(authRoutes(services));
  await app.register(settingsRoutes(services));
  await app.register(editionsRoutes(services));
  await app.register(filesRoutes(services));
  await app.register(usersRoutes(services));
  await app.register(lessonsRoutes(services));
  await app.register(lessonPackageRoutes(services));
  await app.register(slidesRoutes(services));
  await app.register(answersRoutes(services));
  await app.register(lessonAnswersRoutes(services));
  await app.register(syncRoutes(services));
  await app.register(pointsRoutes(services));
  await app.register(reportsRoutes(services));
  await app.register(dashboardsRoutes(services));
  await app.register(schoolsRoutes(services));
  await app.register(schoolRequestsRoutes(services));
  await app.register(notificationsRoutes(services));
  await app.register(wasteOrdersRoutes(services));
}
