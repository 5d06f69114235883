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
import { createSettingsRepository } from './modules/settings/settings.repository.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { createEditionsRepository } from './modules/editions/editions.repository.js';
import { createEditionsService } from './modules/editions/editions.service.js';

/** Wires repositories and services; each factory receives only what it needs. */
export interface ServicesOptions {
  db: Database;
  config: AppConfig;
  log: FastifyBaseLogger;
}

function wireServices(options: ServicesOptions) {
  const { db, config, log } = options;
  const transaction = createTransactor(db);
  const usersRepository = createUsersRepository(db);
  const authRepository = createAuthRepository(db);
  const emailRepository = createEmailRepository(db);
  const settingsRepository = createSettingsRepository(db);
  const editionsRepository = createEditionsRepository(db);

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

  const services = {
    transaction,
    usersRepository,
    emailRepository,
    passwordHasher,
    accessTokens,
    settingsService,
    editionsService,
    authService,
  };
  return services;
}
export type Services = ReturnType<typeof wireServices>;

export function createServices(options: ServicesOptions & { overrides?: Partial<Services> }): Services {
  return { ...wireServices(options), ...options.overrides };
}
