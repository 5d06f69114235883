import { installFakeServer, json } from '../../../test/fake-server.js';
import { createAppStore } from '../../../shared/store/create-store.js';
import {
  COMPLETION_PREFETCH_FRESH_MS,
  startCompletionPrefetch,
  takeCompletionPrefetch,
} from './completion-prefetch.js';

describe('the completion prefetch', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is taken once, for its own lesson, while fresh', async () => {
    installFakeServer((request) =>
      request.path.startsWith('/answers')
        ? json(200, { lessonId: 2, attempt: null, answers: [] })
        : json(404, { message: 'Lecția nu a fost găsită', errors: {} }),
    );
    const { dispatch } = createAppStore();
    startCompletionPrefetch(dispatch, 2, 1_000);
    expect(takeCompletionPrefetch(3, 1_000)).toBeNull();
    // Taken by the wrong lesson: gone, so the right one asks the server itself.
    expect(takeCompletionPrefetch(2, 1_000)).toBeNull();

    startCompletionPrefetch(dispatch, 2, 1_000);
    expect(takeCompletionPrefetch(2, 1_000 + COMPLETION_PREFETCH_FRESH_MS + 1)).toBeNull();

    startCompletionPrefetch(dispatch, 2, 1_000);
    const taken = takeCompletionPrefetch(2, 1_000 + COMPLETION_PREFETCH_FRESH_MS);
    expect(taken).not.toBeNull();
    expect(takeCompletionPrefetch(2, 1_000)).toBeNull();
    await expect(taken!.mine).resolves.toEqual({ lessonId: 2, attempt: null, answers: [] });
    await expect(taken!.lesson).rejects.toMatchObject({ status: 404 });
  });
});
