import type { Database } from '../../db/database.js';
import type { Transactor } from '../../db/transaction.js';
import type { UsersRepository } from '../users/users.repository.js';
import type { EmailRepository } from '../email/email.repository.js';
import type { EditionsRepository } from '../editions/editions.repository.js';
import type { EditionsService } from '../editions/editions.service.js';
import type { FilesService } from '../files/files.service.js';
import type { ExportsService } from '../files/exports.service.js';
import { createSchoolsRepository } from './schools.repository.js';
import { createSchoolsReportRepository } from './schools-report.repository.js';
import { createSchoolsService } from './schools.service.js';
import { createSchoolRequestsRepository } from '../school-requests/school-requests.repository.js';
import { createSchoolRequestsService } from '../school-requests/school-requests.service.js';
import { createNotificationsRepository } from '../notifications/notifications.repository.js';
import { createNotificationsService } from '../notifications/notifications.service.js';
import { createWasteOrdersRepository } from '../waste-orders/waste-orders.repository.js';
import { createWasteOrdersService } from '../waste-orders/waste-orders.service.js';
import { createSchoolStatusRepository } from '../reports/school-status.repository.js';
import { createReportsService } from '../reports/reports.service.js';

/** Wires schools, school requests, notifications, waste orders and reports (one spread in services.ts). */
export function createSchoolDomainServices(deps: {
  db: Database;
  transaction: Transactor;
  usersRepository: UsersRepository;
  emailRepository: EmailRepository;
  editionsRepository: EditionsRepository;
  editionsService: EditionsService;
  filesService: FilesService;
  exportsService: ExportsService;
  publicUrl: string;
}) {
  const {
    db,
    transaction,
    usersRepository,
    emailRepository,
    editionsRepository,
    editionsService,
    filesService,
    exportsService,
  } = deps;
  const schoolsRepository = createSchoolsRepository(db);
  const schoolsService = createSchoolsService({
    schoolsRepository,
    schoolsReportRepository: createSchoolsReportRepository(db),
    usersRepository,
    exportsService,
    transaction,
  });
  const schoolRequestsService = createSchoolRequestsService({
    schoolRequestsRepository: createSchoolRequestsRepository(db),
    schoolsRepository,
    schoolsService,
    usersRepository,
    emailRepository,
    editionsService,
    transaction,
    publicUrl: deps.publicUrl,
  });
  const notificationsService = createNotificationsService({
    notificationsRepository: createNotificationsRepository(db),
    transaction,
  });
  const wasteOrdersService = createWasteOrdersService({
    wasteOrdersRepository: createWasteOrdersRepository(db),
    schoolsRepository,
    usersRepository,
    editionsRepository,
    editionsService,
    filesService,
    exportsService,
    emailRepository,
    notificationsService,
    transaction,
  });
  const reportsService = createReportsService({
    schoolStatusRepository: createSchoolStatusRepository(db),
    editionsRepository,
    exportsService,
  });
  return { schoolsService, schoolRequestsService, notificationsService, wasteOrdersService, reportsService };
}
