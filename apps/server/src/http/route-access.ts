import type { Role } from '@platform/contracts';
import type { TokenClaims } from '@platform/contracts';

/** Who may call a route: a list of roles, anyone, or any signed-in user. Every /api route declares it. */
export type RouteAccess = readonly Role[] | 'public' | 'authenticated';

/** The caller, from a verified access token. */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  isEnabled: boolean;
}

export function authUserFromClaims(claims: TokenClaims): AuthUser {
  return {
    id: Number(claims.sub),
    email: claims.email,
    name: claims.name,
    role: claims.role,
    isEnabled: claims.isEnabled,
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Message of a 400 for this route's invalid input (default: a generic Romanian text). */
    invalidInputMessage?: string;
    /** Refuse (403) callers whose account is not enabled yet or was deactivated. */
    enabledOnly?: boolean;
  }
  interface FastifyRequest {
    /** Set by the access guard on routes that are not public. */
    authUser: AuthUser | null;
  }
}

/**
 * Route config declaring who may call it: `{ config: allow(['ADMIN']) }`. `enabledOnly` also refuses
 * accounts that are not enabled (a pupil before parental approval, a deactivated pupil, a teacher
 * awaiting approval), e.g. for anything that earns points or acts for a school.
 */
export function allow(
  access: RouteAccess,
  extra: { invalidInputMessage?: string; enabledOnly?: boolean } = {},
) {
  return { access, ...extra };
}

/** Human text of an access rule, appended to the OpenAPI description. */
export function describeAccess(access: RouteAccess): string {
  if (access === 'public') return 'Acces: public';
  if (access === 'authenticated') return 'Acces: orice utilizator autentificat';
  return `Roluri: ${access.join(', ')}`;
}

/** The authenticated caller; only call on routes that are not public. */
export function requireUser(request: { authUser: AuthUser | null }): AuthUser {
  if (!request.authUser) throw new Error('requireUser on a route without authentication');
  return request.authUser;
}
