import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { STORAGE_KEYS, type TokenClaims } from '@platform/contracts';
import { AppProviders } from '../../../app/providers.js';
import { createAppStore } from '../../../shared/store/create-store.js';
import { fakeJwt } from '../../../test/fake-jwt.js';

/** Renders a notifications component inside the real store and toasts, signed in with `claims`. */
export function renderWithSession(ui: ReactNode, claims: Partial<TokenClaims> = {}) {
  localStorage.setItem(STORAGE_KEYS.token, fakeJwt(claims));
  localStorage.setItem(STORAGE_KEYS.refreshToken, 'refresh-1');
  const store = createAppStore();
  return render(
    <AppProviders store={store}>
      <MemoryRouter>{ui}</MemoryRouter>
    </AppProviders>,
  );
}

/** jsdom has no layout; ProseMirror measures ranges when it scrolls the selection into view. */
export function stubLayoutForEditor() {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= emptyRects;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
}
