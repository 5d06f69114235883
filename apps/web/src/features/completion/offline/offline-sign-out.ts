import { deleteDraftsOf } from './draft-store.js';

/** Runtime caches of the service worker that hold a user's API responses (see vite.config.ts). */
export const USER_API_CACHES = ['eco-api'];

/**
 * Logout on a shared phone: the user's drafts and cached API responses go. The outbox stays: it waits for
 * the same user to sign in again (entries are per user and sent only with that user's session).
 */
export async function forgetUserOnDevice(userId: number): Promise<void> {
  await deleteDraftsOf(userId).catch(() => undefined);
  if (typeof caches !== 'undefined')
    await Promise.all(USER_API_CACHES.map((name) => caches.delete(name))).catch(() => undefined);
}
