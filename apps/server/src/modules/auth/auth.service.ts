import { randomUUID } from 'node:crypto';
import {
  ACCOUNT_MESSAGES,
  AUTH_MESSAGES,
  type ChangePasswordInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type TokenPair,
} from '@platform/contracts';
import {
  BadRequestError,
  ConflictError,
  ForbiddenError,
  UnauthorizedError,
} from '../../http/domain-errors.js';
import type { DbExecutor } from '../../db/database.js';
import type { Transactor } from '../../db/transaction.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import type { EmailRepository } from '../email/email.repository.js';
import type { SettingsService } from '../settings/settings.service.js';
import type { EditionsService } from '../editions/editions.service.js';
import type { AuthRepository } from './auth.repository.js';
import type { AccessTokens } from './access-tokens.js';
import type { PasswordHasher } from './password-hasher.js';
import type { LoginRateLimiter } from './login-rate-limiter.js';
import { createOpaqueToken, hashOpaqueToken } from './opaque-token.js';
import { generateTeacherCode } from './teacher-code.js';
import { resetPasswordEmail } from './reset-password-email.js';

export interface AuthServiceDeps {
  usersRepository: UsersRepository;
  authRepository: AuthRepository;
  emailRepository: EmailRepository;
  settingsService: SettingsService;
  editionsService: EditionsService;
  passwordHasher: PasswordHasher;
  accessTokens: AccessTokens;
  loginRateLimiter: LoginRateLimiter;
  transaction: Transactor;
  options: { refreshTokenTtlSeconds: number; resetTokenTtlSeconds: number; publicUrl: string };
  log?: { info(obj: object, msg: string): void };
}

/** Sign-in, registration, password reset/change and refresh-token rotation (spec 000 §7). */
export function createAuthService(deps: AuthServiceDeps) {
  const { usersRepository, authRepository, passwordHasher, options } = deps;
  // Verifying against a real hash when the account does not exist keeps the timing the same.
  const dummyHash = passwordHasher.hash('timing-equaliser-not-a-password');

  /** A new refresh token of the family (a new family by default) and the row that stores its hash. */
  function newRefreshToken(userId: number, familyId: string = randomUUID()) {
    const refresh = createOpaqueToken();
    const row = {
      userId,
      tokenHash: refresh.hash,
      familyId,
      expiresAt: new Date(Date.now() + options.refreshTokenTtlSeconds * 1000),
    };
    return { refreshToken: refresh.token, row };
  }

  async function issueTokens(
    user: UserRow,
    familyId?: string,
    tx?: DbExecutor,
  ): Promise<TokenPair & { id: string }> {
    const { refreshToken, row } = newRefreshToken(user.id, familyId);
    const stored = await authRepository.insertRefreshToken(row, tx);
    return { token: await deps.accessTokens.sign(user), refreshToken, id: stored.id };
  }

  const pair = ({ token, refreshToken }: TokenPair): TokenPair => ({ token, refreshToken });

  return {
    async authenticate(input: LoginInput, ip: string): Promise<TokenPair> {
      const { user, lockedUntil } = await authRepository.findLogin(
        input.email,
        deps.loginRateLimiter.keysChecked(input.email, ip),
      );
      deps.loginRateLimiter.assertUnlocked(lockedUntil);
      const isValid = await passwordHasher.verify(user?.passwordHash ?? (await dummyHash), input.parola);
      if (!user || !isValid) {
        await deps.loginRateLimiter.recordFailure(input.email, ip);
        throw new UnauthorizedError(ACCOUNT_MESSAGES.invalidCredentials);
      }
      const { refreshToken, row } = newRefreshToken(user.id);
      // One statement: the account's failure counter cleared, the last login, the refresh token.
      await authRepository.recordLogin({
        ...row,
        clearedFailureKey: deps.loginRateLimiter.keyClearedBySuccess(input.email),
      });
      return { token: await deps.accessTokens.sign(user), refreshToken };
    },

    async register(input: RegisterInput): Promise<TokenPair> {
      if (await usersRepository.findByEmail(input.email)) {
        throw new ConflictError(ACCOUNT_MESSAGES.emailTaken, { email: ACCOUNT_MESSAGES.emailTaken });
      }
      const editionId = await deps.editionsService.currentEditionId();
      const passwordHash = await passwordHasher.hash(input.parola);
      let user: UserRow;
      if (input.role === 'ELEV') {
        const teacher = await usersRepository.findTeacherByCode(input.teacherCode);
        if (!teacher) {
          throw new BadRequestError(ACCOUNT_MESSAGES.teacherCodeUnknown, {
            teacherCode: ACCOUNT_MESSAGES.teacherCodeUnknown,
          });
        }
        if (!teacher.isEnabled || teacher.schoolId === null) {
          // The code must lead to a school (spec 000 §1): a teacher still awaiting approval has none yet.
          throw new BadRequestError(ACCOUNT_MESSAGES.teacherWithoutSchool, {
            teacherCode: ACCOUNT_MESSAGES.teacherWithoutSchool,
          });
        }
        user = await usersRepository.insert({
          role: 'ELEV',
          email: input.email,
          passwordHash,
          nume: input.nume,
          clasa: input.clasa ?? null,
          nickname: input.nickname ?? null,
          teacherId: teacher.id,
          schoolId: teacher.schoolId,
          editionId,
          // Enabled only once the parental approval is saved (architecture §6).
          isEnabled: false,
        });
      } else {
        const flags = await deps.settingsService.getFeatureFlags();
        if (!flags.teacherRegistrationOpen) throw new ForbiddenError(AUTH_MESSAGES.teacherRegistrationClosed);
        let teacherCode = generateTeacherCode();
        while (await usersRepository.teacherCodeExists(teacherCode)) teacherCode = generateTeacherCode();
        user = await usersRepository.insert({
          role: 'PROFESOR',
          email: input.email,
          passwordHash,
          nume: input.nume,
          telefon: input.telefon ?? null,
          teacherCode,
          editionId,
          isEnabled: false,
        });
      }
      return pair(await issueTokens(user));
    },

    /** Same answer whether or not the account exists; the link goes out through the e-mail outbox. */
    async forgotPassword(email: string): Promise<void> {
      const user = await usersRepository.findByEmail(email);
      if (!user) return;
      const reset = createOpaqueToken();
      await authRepository.insertResetToken({
        userId: user.id,
        tokenHash: reset.hash,
        expiresAt: new Date(Date.now() + options.resetTokenTtlSeconds * 1000),
      });
      const link = `${options.publicUrl}/confirmare-resetare/${reset.token}`;
      await deps.emailRepository.enqueue(resetPasswordEmail(user, link));
      // The link itself is logged only by the outbox-folder mailer (no SMTP), never in production logs.
      deps.log?.info({ userId: user.id }, 'password reset e-mail queued');
    },

    async resetPassword(input: ResetPasswordInput): Promise<void> {
      const passwordHash = await passwordHasher.hash(input.newPassword);
      await deps.transaction(async (tx) => {
        const userId = await authRepository.consumeResetToken(hashOpaqueToken(input.token), tx);
        if (userId === undefined) {
          throw new BadRequestError(ACCOUNT_MESSAGES.resetTokenInvalid, {
            token: ACCOUNT_MESSAGES.resetTokenInvalid,
          });
        }
        await usersRepository.update(userId, { passwordHash, plainTextPassword: null }, tx);
        await authRepository.revokeAllForUser(userId, tx);
      });
    },

    /** Changes the password, ends every other session and returns a fresh token pair. */
    async changePassword(userId: number, input: ChangePasswordInput): Promise<TokenPair> {
      const user = await usersRepository.findById(userId);
      if (!user) throw new UnauthorizedError(ACCOUNT_MESSAGES.unauthorized);
      if (!(await passwordHasher.verify(user.passwordHash, input.currentPassword))) {
        throw new BadRequestError(ACCOUNT_MESSAGES.currentPasswordWrong, {
          currentPassword: ACCOUNT_MESSAGES.currentPasswordWrong,
        });
      }
      const passwordHash = await passwordHasher.hash(input.newPassword);
      return deps.transaction(async (tx) => {
        const updated = await usersRepository.update(userId, { passwordHash, plainTextPassword: null }, tx);
        await authRepository.revokeAllForUser(userId, tx);
        return pair(await issueTokens(updated!, randomUUID(), tx));
      });
    },

    /** Rotates a refresh token; presenting an already rotated or revoked one revokes its whole family. */
    async refresh(refreshToken: string): Promise<TokenPair> {
      const invalid = () => new UnauthorizedError(ACCOUNT_MESSAGES.refreshTokenInvalid);
      const row = await authRepository.findRefreshToken(hashOpaqueToken(refreshToken));
      if (!row) throw invalid();
      if (row.revokedAt) {
        await authRepository.revokeFamily(row.familyId);
        throw invalid();
      }
      if (row.expiresAt.getTime() <= Date.now()) throw invalid();
      const user = await usersRepository.findById(row.userId);
      if (!user) throw invalid();
      const rotated = await deps.transaction(async (tx) => {
        if (!(await authRepository.revokeIfActive(row.id, tx))) return null;
        const next = await issueTokens(user, row.familyId, tx);
        await authRepository.setReplacedBy(row.id, next.id, tx);
        return next;
      });
      if (!rotated) {
        // Lost a race with another use of the same token: that is reuse too.
        await authRepository.revokeFamily(row.familyId);
        throw invalid();
      }
      return pair(rotated);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
