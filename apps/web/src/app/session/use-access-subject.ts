import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Profile, TokenClaims } from '@platform/contracts';
import { useAppSelector } from '../../shared/store/hooks.js';
import { selectToken } from '../../shared/session/session-slice.js';
import { decodeTokenClaims } from '../../shared/session/token-claims.js';
import { useGetProfileQuery } from '../../features/profile/profile-api.js';
import type { AccessSubject } from '../routing/route-definition.js';

export type AccessState =
  | { status: 'anonymous' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'ready'; subject: AccessSubject; claims: TokenClaims; profile: Profile };

/** Role and enabled flag come from the token (spec 000 §4 polls the token); the rest from the profile. */
export function toAccessSubject(claims: TokenClaims, profile: Profile): AccessSubject {
  return {
    role: claims.role,
    isEnabled: claims.isEnabled,
    schoolId: profile.schoolId,
    hasSchoolRegistrationFormCompleted: profile.hasSchoolRegistrationFormCompleted,
    needsSchoolRegistrationConfirmation: profile.needsSchoolRegistrationConfirmation,
    hasParentalApproval: profile.hasParentalApproval,
  };
}

/**
 * A profile this recent is not asked for again by a route's gate: the shell has just loaded it for the same
 * screen. A gate mounted later than this asks again, as every mount does (spec 000 §9, no caching).
 */
export const GATE_PROFILE_FRESH_SECONDS = 1;

/**
 * Who is signed in, as the route guards and the sidebar need it. Each mount asks for the profile again
 * (the app's default); `freshForSeconds` lets a mount use a profile loaded within that many seconds.
 */
export function useAccessSubject({ freshForSeconds }: { freshForSeconds?: number } = {}): AccessState {
  const token = useAppSelector(selectToken);
  const claims = useMemo(() => decodeTokenClaims(token), [token]);
  const profile = useGetProfileQuery(
    claims && token ? token : skipToken,
    freshForSeconds === undefined ? undefined : { refetchOnMountOrArgChange: freshForSeconds },
  );
  return useMemo((): AccessState => {
    if (!claims) return { status: 'anonymous' };
    if (profile.data)
      return {
        status: 'ready',
        claims,
        profile: profile.data,
        subject: toAccessSubject(claims, profile.data),
      };
    if (profile.isError) return { status: 'error', retry: () => void profile.refetch() };
    return { status: 'loading' };
  }, [claims, profile]);
}
