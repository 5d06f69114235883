import { createContext, useContext, useMemo } from 'react';
import type { SlideHostServices } from '@platform/slide-sdk';
import type { UploadCategory } from '@platform/contracts';
import { forceTokenRefresh } from '../shared/api/api-slice.js';
import { needsRefresh } from '../shared/session/token-claims.js';
import type { Dispatch } from '@reduxjs/toolkit';
import type { SessionState } from '../shared/session/session-slice.js';
import { useAppStore } from '../shared/store/hooks.js';
import { UploadError, uploadWithProgress } from './upload-file.js';

/** The part of the app store the host services use. */
export interface AppStoreLike {
  getState(): { session: SessionState };
  dispatch: Dispatch;
}

/**
 * Real services: uploads carry the session's token; a token about to expire is refreshed first and a 401
 * refreshes once and retries (the same rules as the api slice's base query).
 */
export function createSlideHostServices(store: AppStoreLike): SlideHostServices {
  const currentToken = () => store.getState().session.token;
  const refreshedToken = async () => {
    const outcome = await forceTokenRefresh(store.dispatch, store.getState);
    return outcome.kind === 'refreshed' ? outcome.tokens.token : null;
  };
  return {
    async uploadFile(file: File, category: UploadCategory, onProgress?: (fraction: number) => void) {
      let token = currentToken();
      if (token && needsRefresh(token)) token = (await refreshedToken()) ?? token;
      try {
        return await uploadWithProgress({ file, category, token, onProgress });
      } catch (error) {
        if (!(error instanceof UploadError) || error.status !== 401 || !token) throw error;
        const fresh = await refreshedToken();
        if (!fresh) throw error;
        return uploadWithProgress({ file, category, token: fresh, onProgress });
      }
    },
  };
}

/**
 * Services for previews: nothing leaves the browser (spec 001 §4, preview makes no calls). A picked
 * file is shown from a local object URL.
 */
export const previewSlideHostServices: SlideHostServices = {
  uploadFile(file: File, _category: UploadCategory, onProgress?: (fraction: number) => void) {
    onProgress?.(1);
    return Promise.resolve({ url: URL.createObjectURL(file) });
  },
};

const SlideHostServicesContext = createContext<SlideHostServices | null>(null);

/** Overrides the services below it (preview mode, tests). */
export const SlideHostServicesProvider = SlideHostServicesContext.Provider;

/** The services in scope: an explicit provider's, else the real ones bound to the app store. */
export function useSlideHostServices(): SlideHostServices {
  const provided = useContext(SlideHostServicesContext);
  const store = useAppStore();
  return useMemo(() => provided ?? createSlideHostServices(store), [provided, store]);
}
