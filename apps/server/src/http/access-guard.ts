import type { FastifyInstance } from 'fastify';
import { ACCOUNT_MESSAGES } from '@platform/contracts';
import { authUserFromClaims } from './route-access.js';
import { ForbiddenError, UnauthorizedError } from './domain-errors.js';
import type { AccessTokens } from '../modules/auth/access-tokens.js';

/**
 * The one place roles are enforced: runs on every request before the body is parsed, so a caller
 * without a valid token gets 401 and a caller with the wrong role 403, whatever the input.
 */
export function registerAccessGuard(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (access === undefined) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    const claims = token ? await tokens.verify(token) : null;
    if (access === 'public') {
      // Public routes still learn who calls when a valid token comes along (e.g. private files).
      if (claims) request.authUser = authUserFromClaims(claims);
      return;
    }
    if (!claims) throw new UnauthorizedError(ACCOUNT_MESSAGES.unauthorized);
    request.authUser = authUserFromClaims(claims);
    if (access !== 'authenticated' && !access.includes(claims.role)) {
      throw new ForbiddenError(ACCOUNT_MESSAGES.forbidden);
    }
    if (request.routeOptions.config.enabledOnly && !claims.isEnabled) {
      throw new ForbiddenError(ACCOUNT_MESSAGES.accountNotEnabled);
    }
  });
}
