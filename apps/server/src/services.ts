import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from './config.js';
import type { Database } from './db/database.js';
import { createTransactor } from './db/transaction.js';
import { createUsersRepository } from './modules/users/users.repository.js';
import { createAuthRepository } from './modules/auth/auth.repository.js';
import { createAccessTokens } from './modules/auth/access-tokens.js';
import { createPasswordHasher } from './modules/auth/password-hasher.js';
import { createLoginRateLimiter } from './modules/auth/login-rate-limiter.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createEmailRepository } from './modules/email/email.repository.js';
import { createFileMailer, createSmtpMailer } from './modules/email/mailer.js';
import { createEmailWorker } from './modules/email/email-worker.js';
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createEditionsRepository } from './modules/editions/editions.repository.js';
import { createEditionsService } from './modules/editions/editions.service.js';
import { createFilesRepository } from './modules/files/files.repository.js';
import { createLocalFileStorage } from './modules/files/file-storage.js';
import { createS3Client, createS3FileStorage } from './modules/files/s3-file-storage.js';
import { createFilesService } from './modules/files/files.service.js';
import { createExportsService } from './modules/files/exports.service.js';
import { createConsentsRepository } from './modules/consents/consents.repository.js';
import { createUsersReportRepository } from './modules/users/users-report.repository.js';
import { createUsersService } from './modules/users/users.service.js';
import { serverSlideRegistry } from './modules/slides/slide-registry.js';
import { createLessonsRepository } from './modules/lessons/lessons.repository.js';
import { createLessonsService } from './modules/lessons/lessons.service.js';
import { createLessonPackageRepository } from './modules/lessons/lesson-package.repository.js';
import { createLessonPackageService } from './modules/lessons/lesson-package.service.js';
import { createAnswersRepository } from './modules/answers/answers.repository.js';
import { createAnswersReportRepository } from './modules/answers/answers-report.repository.js';
import { createAnswersService } from './modules/answers/answers.service.js';
import { createIdempotencyRepository } from './modules/idempotency/idempotency.repository.js';
import { createIdempotencyStore } from './modules/idempotency/idempotency.js';
import { createAnswerReviewService } from './modules/answers/answer-review.service.js';
import { createSyncService } from './modules/sync/sync.service.js';
import { createDashboardsRepository } from './modules/dashboards/dashboards.repository.js';
import { createDashboardsService } from './modules/dashboards/dashboards.service.js';
import { createSchoolDomainServices } from './modules/schools/schools-domain.services.js';

/** Wires repositories and services; each factory receives only what it needs. */
export interface ServicesOptions {
  db: Database;
  /** PostgreSQL's pool serves several statements of one request at once; PGlite's one connection does not. */
  databaseKind: 'pglite' | 'postgres';
  config: AppConfig;
  log: FastifyBaseLogger;
}

function wireServices(options: ServicesOptions) {
  const { db, config, log } = options;
  const pageReads = { concurrent: options.databaseKind === 'postgres' };
  const transaction = createTransactor(db);
  const usersRepository = createUsersRepository(db);
  const authRepository = createAuthRepository(db);
  const emailRepository = createEmailRepository(db);
  const settingsRepository = createSettingsRepository(db);
  const editionsRepository = createEditionsRepository(db);
  const filesRepository = createFilesRepository(db);
  const consentsRepository = createConsentsRepository(db);
  const usersReportRepository = createUsersReportRepository(db, pageReads);
  const s3Client = config.s3 ? createS3Client(config.s3) : undefined;
  const storageFor = (folder: 'uploads' | 'exports') =>
    config.s3 && s3Client
      ? createS3FileStorage({ ...config.s3, prefix: folder }, s3Client)
      : createLocalFileStorage(path.join(config.dataDir, folder));
  const uploadsStorage = storageFor('uploads');
  const exportsStorage = storageFor('exports');

  const passwordHasher = createPasswordHasher();
  const accessTokens = createAccessTokens({
    secret: config.jwtSecret,
    ttlSeconds: config.accessTokenTtlSeconds,
  });
  const settingsService = createSettingsService({ settingsRepository });
  const editionsService = createEditionsService({ editionsRepository });
  const loginRateLimiter = createLoginRateLimiter({ authRepository, options: config.loginRateLimit });
  const authService = createAuthService({
    usersRepository,
    authRepository,
    emailRepository,
    settingsService,
    editionsService,
    passwordHasher,
    accessTokens,
    loginRateLimiter,
    transaction,
    options: {
      refreshTokenTtlSeconds: config.refreshTokenTtlSeconds,
      resetTokenTtlSeconds: config.resetTokenTtlSeconds,
      publicUrl: config.publicUrl,
    },
    log,
  });

  const mailer = config.smtpUrl
    ? createSmtpMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom })
    : createFileMailer({ folder: path.join(config.dataDir, 'outbox'), from: config.mailFrom, log });
  const emailWorker = createEmailWorker({ emailRepository, mailer, log });

  const filesService = createFilesService({
    filesRepository,
    storage: uploadsStorage,
    findUserSchoolId: async (userId) => (await usersRepository.findById(userId))?.schoolId ?? null,
  });
  const exportsService = createExportsService({ filesRepository, storage: exportsStorage });
  const usersService = createUsersService({
    usersRepository,
    usersReportRepository,
    consentsRepository,
    filesService,
    exportsService,
    transaction,
  });

  const slideRegistry = serverSlideRegistry;
  const lessonsRepository = createLessonsRepository(db);
  const answersRepository = createAnswersRepository(db);
  const answersReportRepository = createAnswersReportRepository(db, pageReads);
  const contentDeps = {
    lessonsRepository,
    answersRepository,
    usersRepository,
    editionsService,
    slideRegistry,
    transaction,
  };
  const lessonsService = createLessonsService(contentDeps);
  // Lesson export/import (issue 16): its files go to the uploads storage.
  const lessonPackageService = createLessonPackageService({
    ...contentDeps,
    lessonPackageRepository: createLessonPackageRepository(db),
    storage: uploadsStorage,
  });
  const answersService = createAnswersService(contentDeps);
  // Exactly-once answer submissions (Idempotency-Key, issue 12).
  const idempotency = createIdempotencyStore(createIdempotencyRepository(db));
  const answerReviewService = createAnswerReviewService({
    ...contentDeps,
    answersReportRepository,
    exportsService,
  });
  const syncService = createSyncService(contentDeps);
  const dashboardsService = createDashboardsService({
    dashboardsRepository: createDashboardsRepository(db),
    editionsRepository,
    usersRepository,
  });

  const services = {
    transaction,
    /** Where uploads live; the demo seed stores its answer photos there too. */
    uploadsStorage,
    exportsStorage,
    /** The S3 client when files live in an object store (readiness check). */
    s3Client,
    usersRepository,
    emailRepository,
    emailWorker,
    passwordHasher,
    accessTokens,
    settingsService,
    editionsService,
    authService,
    filesService,
    exportsService,
    usersService,
    slideRegistry,
    lessonsService,
    lessonPackageService,
    answersService,
    /** The answers' group commit so far, for /metrics. */
    answerSubmissionCalls: answersRepository.submissionCalls,
    idempotency,
    answerReviewService,
    syncService,
    dashboardsService,
    ...createSchoolDomainServices({
      db,
      transaction,
      usersRepository,
      emailRepository,
      editionsRepository,
      editionsService,
      filesService,
      exportsService,
      publicUrl: config.publicUrl,
    }),
  };
  return services;
}
export type Services = ReturnType<typeof wireServices>;

export function createServices(options: ServicesOptions & { overrides?: Partial<Services> }): Services {
  return { ...wireServices(options), ...options.overrides };
}
