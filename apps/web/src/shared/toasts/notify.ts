import type { ToastOptions } from 'react-toastify';
import { loadToastLibrary, requestToasts, toastContainerShown, type ToastLibrary } from './toast-loader.js';

/** Toast durations of spec 000 §9, in milliseconds. */
export const TOAST_DURATIONS = {
  /** Every toast unless said otherwise. */
  default: 8_000,
  /** A pending toast updated to success. */
  successUpdate: 3_000,
  /** A pending toast updated to an error. */
  errorUpdate: 10_000,
  /** The toast library's own default, used for short informational notices. */
  libraryDefault: 5_000,
  /** The school-update reminder for teachers. */
  schoolUpdateReminder: 120_000,
} as const;

/** Names a toast for `succeed`, `fail`, `progress` and `dismiss`. */
export type ToastId = string;

let lastId = 0;
// One queue for every call: a toast shown, then updated, then dismissed reaches the library in that order,
// however long its chunk takes to arrive.
let queue: Promise<unknown> = Promise.resolve();

function later(action: (toast: ToastLibrary['toast']) => void): void {
  requestToasts();
  queue = queue
    .then(() => Promise.all([loadToastLibrary(), toastContainerShown()]))
    .then(([library]) => action(library.toast))
    .catch(() => undefined); // A chunk that failed to load costs the toast, never the screen's work.
}

/** Shows a toast; its id is known at once, before the library's chunk has loaded. */
function show(
  kind: 'success' | 'error' | 'info' | 'warning' | 'loading',
  message: string,
  options: ToastOptions,
) {
  const toastId: ToastId = `eco-toast-${++lastId}`;
  later((toast) => void toast[kind](message, { ...options, toastId }));
  return toastId;
}

/** The only way screens show toasts, so the durations stay those of the spec. */
export const notify = {
  success: (message: string, autoClose: number = TOAST_DURATIONS.default) =>
    show('success', message, { autoClose }),
  error: (message: string, autoClose: number = TOAST_DURATIONS.default) =>
    show('error', message, { autoClose }),
  info: (message: string, autoClose: number = TOAST_DURATIONS.default) =>
    show('info', message, { autoClose }),
  warning: (message: string, autoClose: number = TOAST_DURATIONS.default) =>
    show('warning', message, { autoClose }),
  /** Shows a pending toast; finish it with `succeed` or `fail`. */
  pending: (message: string): ToastId => show('loading', message, {}),
  succeed: (id: ToastId, message: string) =>
    later((toast) =>
      toast.update(id, {
        render: message,
        type: 'success',
        isLoading: false,
        autoClose: TOAST_DURATIONS.successUpdate,
      }),
    ),
  fail: (id: ToastId, message: string) =>
    later((toast) =>
      toast.update(id, {
        render: message,
        type: 'error',
        isLoading: false,
        autoClose: TOAST_DURATIONS.errorUpdate,
      }),
    ),
  /** Changes the text of a pending toast (e.g. the rows of a running export). */
  progress: (id: ToastId, message: string) => later((toast) => toast.update(id, { render: message })),
  dismiss: (id: ToastId) => later((toast) => toast.dismiss(id)),
};
