import { toast, type Id } from 'react-toastify';

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

/** The only way screens show toasts, so the durations stay those of the spec. */
export const notify = {
  success: (message: string, autoClose: number = TOAST_DURATIONS.default) =>
    toast.success(message, { autoClose }),
  error: (message: string, autoClose: number = TOAST_DURATIONS.default) =>
    toast.error(message, { autoClose }),
  info: (message: string, autoClose: number = TOAST_DURATIONS.default) => toast.info(message, { autoClose }),
  warning: (message: string, autoClose: number = TOAST_DURATIONS.default) =>
    toast.warning(message, { autoClose }),
  /** Shows a pending toast; finish it with `succeed` or `fail`. */
  pending: (message: string): Id => toast.loading(message),
  succeed: (id: Id, message: string) =>
    toast.update(id, {
      render: message,
      type: 'success',
      isLoading: false,
      autoClose: TOAST_DURATIONS.successUpdate,
    }),
  fail: (id: Id, message: string) =>
    toast.update(id, {
      render: message,
      type: 'error',
      isLoading: false,
      autoClose: TOAST_DURATIONS.errorUpdate,
    }),
  /** Changes the text of a pending toast (e.g. the rows of a running export). */
  progress: (id: Id, message: string) => toast.update(id, { render: message }),
  dismiss: (id: Id) => toast.dismiss(id),
};
