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

/** Who is signed in, as the route guards and the sidebar need it. */
export function useAccessSubject(): AccessState {
  const token = useAppSelector(selectToken);
  const claims = useMemo(() => decodeTokenClaims(token), [token]);
  const profile = useGetProfileQuery(claims && token ? token : skipToken);
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
