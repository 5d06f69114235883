import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from '../shared/store/create-store.js';
import { ToastHost } from '../shared/toasts/toast-host.js';
import { useCrossTabSession } from './session/use-cross-tab-session.js';

function SessionSync() {
  useCrossTabSession();
  return null;
}

/** Store, cross-tab session sync and the toast container around the whole app. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <SessionSync />
      {children}
      <ToastHost />
    </Provider>
  );
}
