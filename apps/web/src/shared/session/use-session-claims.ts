import { useMemo } from 'react';
import type { TokenClaims } from '@platform/contracts';
import { useAppSelector } from '../store/hooks.js';
import { selectToken } from './session-slice.js';
import { decodeTokenClaims } from './token-claims.js';

/** Claims of the current access token (role, isEnabled, …), or null when signed out. */
export function useSessionClaims(): TokenClaims | null {
  const token = useAppSelector(selectToken);
  return useMemo(() => decodeTokenClaims(token), [token]);
}
