import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastContainer } from 'react-toastify';
import 'react-toastify/dist/ReactToastify.css';
import type { AppStore } from '../shared/store/create-store.js';
import { TOAST_DURATIONS } from '../shared/toasts/notify.js';
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
      <ToastContainer
        position="top-right"
        autoClose={TOAST_DURATIONS.default}
        newestOnTop
        closeOnClick={false}
      />
    </Provider>
  );
}
