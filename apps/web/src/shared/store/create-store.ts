import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/api-slice.js';
import { rootReducer, type RootState } from './root-reducer.js';

/**
 * The app's store. RTK Query's `setupListeners` is left out on purpose: it only serves `refetchOnFocus` and
 * `refetchOnReconnect`, which no endpoint uses (the offline outbox listens for `online` itself). Its four window
 * listeners cost a pupil's first load about 2.5 ms of main-thread time, and it dispatched an action on every
 * focus, blur and visibility change, each one running every subscribed selector for nothing.
 */
export function createAppStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
