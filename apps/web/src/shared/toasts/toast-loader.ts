import type * as ToastLibraryModule from './toast-library.js';

/** react-toastify, fetched once: on the first toast, or when the browser is idle after the page loaded. */
export type ToastLibrary = typeof ToastLibraryModule;

let library: Promise<ToastLibrary> | undefined;

export function loadToastLibrary(): Promise<ToastLibrary> {
  library ??= import('./toast-library.js');
  return library;
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

const requested = deferred();
let containerShown = deferred();

/** Resolves once some screen asked for a toast. */
export function toastRequested(): Promise<void> {
  return requested.promise;
}

/** Called by `notify` before its first toast: the host then loads the library at once. */
export function requestToasts(): void {
  requested.resolve();
}

/** Resolves while a toast container is on the page, so updates of a pending toast reach it. */
export function toastContainerShown(): Promise<void> {
  return containerShown.promise;
}

/** The host's container is mounted; the returned function is called when it unmounts. */
export function markToastContainerShown(): () => void {
  containerShown.resolve();
  return () => {
    containerShown = deferred();
  };
}
