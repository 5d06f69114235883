import { readApiError } from '../../../shared/api/api-error.js';
import { forceTokenRefresh } from '../../../shared/api/api-slice.js';
import type { AppStore } from '../../../shared/store/create-store.js';
import { needsRefresh } from '../../../shared/session/token-claims.js';
import { createSlideHostServices } from '../../../slides/index.js';
import { UploadError } from '../../../slides/upload-file.js';
import { completionApi } from '../completion-api.js';
import { LESSON_MESSAGES } from '../completion-messages.js';
import { classifySubmitFailure } from '../submit-error.js';
import { OFFLINE_MESSAGES } from './offline-messages.js';
import type { OutboxTransport, SendOutcome } from './outbox-sender.js';

function stopOrRefuse(status: number | 'network' | 'unknown', message: string): SendOutcome {
  if (status === 'network' || status === 'unknown') return { kind: 'stopped', reason: 'network' };
  if (status === 401) return { kind: 'stopped', reason: 'session' };
  if (status >= 500 || status === 408 || status === 429) return { kind: 'stopped', reason: 'server' };
  return { kind: 'refused', status, message };
}

/** The outbox's network side in the browser: the app's api slice (token refresh on 401) and upload. */
export function createOutboxTransport(store: Pick<AppStore, 'getState' | 'dispatch'>): OutboxTransport {
  const services = createSlideHostServices(store);
  return {
    async prepare() {
      const { token } = store.getState().session;
      if (!token) return false;
      // A phone offline for hours holds an expired token: refresh before the first call, not after a 401.
      if (!needsRefresh(token)) return true;
      const outcome = await forceTokenRefresh(store.dispatch, store.getState);
      return outcome.kind === 'refreshed';
    },
    async uploadPhoto(photo) {
      const file = photo instanceof File ? photo : new File([photo], 'fotografie.jpg', { type: photo.type });
      try {
        return { kind: 'uploaded', url: (await services.uploadFile(file, 'LESSON_ANSWER_PHOTOS')).url };
      } catch (error) {
        if (!(error instanceof UploadError)) return { kind: 'stopped', reason: 'network' };
        const outcome = stopOrRefuse(error.status === 0 ? 'network' : error.status, error.message);
        return outcome.kind === 'stored' ? { kind: 'stopped', reason: 'server' } : outcome;
      }
    },
    async send(entry) {
      const request = store.dispatch(
        completionApi.endpoints.submitAnswer.initiate({
          slideId: entry.slideId,
          lessonId: entry.lessonId,
          userId: entry.userId,
          answer: entry.answer,
          idempotencyKey: entry.id,
        }),
      );
      try {
        return { kind: 'stored', response: await request.unwrap() };
      } catch (error) {
        const readable = readApiError(error, LESSON_MESSAGES.saveAnswerFailed);
        const failure = classifySubmitFailure(error);
        const message =
          failure.kind === 'alreadyStarted' ? OFFLINE_MESSAGES.answeredElsewhere : failure.message;
        return stopOrRefuse(readable.status, message);
      }
    },
  };
}
