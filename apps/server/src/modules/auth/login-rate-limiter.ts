import { ACCOUNT_MESSAGES } from '@platform/contracts';
import { TooManyRequestsError } from '../../http/domain-errors.js';
import type { AuthRepository } from './auth.repository.js';

export interface LoginRateLimitOptions {
  /** Failures per account within the window before it is locked. */
  maxFailures: number;
  /** Failures per client address within the window before it is locked. */
  maxFailuresPerIp: number;
  windowSeconds: number;
  lockSeconds: number;
}

/** Failed-login limits per account and per address, kept in the database so every API process shares them. */
export function createLoginRateLimiter(deps: {
  authRepository: AuthRepository;
  options: LoginRateLimitOptions;
}) {
  const { authRepository, options } = deps;
  const keys = (email: string, ip: string) => ({ account: `email:${email}`, address: `ip:${ip}` });
  return {
    /** The counters a login checks before anything else: the account's and the address's. */
    keysChecked(email: string, ip: string): { account: string; address: string } {
      return keys(email, ip);
    },
    /** Refuses the login while a lock on one of `keysChecked` runs (`lockedUntil`: the latest such lock). */
    assertUnlocked(lockedUntil: Date | null): void {
      if (!lockedUntil) return;
      const seconds = Math.max(1, Math.ceil((lockedUntil.getTime() - Date.now()) / 1000));
      const minutes = String(Math.ceil(seconds / 60));
      throw new TooManyRequestsError(ACCOUNT_MESSAGES.tooManyAttempts.replace('{minutes}', minutes), seconds);
    },
    async recordFailure(email: string, ip: string): Promise<void> {
      const { account, address } = keys(email, ip);
      const common = { windowSeconds: options.windowSeconds, lockSeconds: options.lockSeconds };
      await authRepository.recordFailure(account, { ...common, maxFailures: options.maxFailures });
      await authRepository.recordFailure(address, { ...common, maxFailures: options.maxFailuresPerIp });
    },
    /**
     * The counter a successful login clears: the account's (the address keeps its count). The login's own
     * statement clears it (`authRepository.recordLogin`), so a login costs one round trip fewer.
     */
    keyClearedBySuccess(email: string): string {
      return keys(email, '').account;
    },
  };
}
export type LoginRateLimiter = ReturnType<typeof createLoginRateLimiter>;
