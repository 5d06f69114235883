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

  it("asks for the lesson's intro image as soon as the lesson arrives, and for nothing without one", async () => {
    const lessonWith = (id: number, image: string | null) => ({
      id,
      type: 'LESSON',
      title: 'Becurile și tuburile de neon',
      description: 'Ce conțin becurile economice.',
      deadline: null,
      punctajMaxim: 40,
      isHidden: false,
      image,
      attemptState: null,
      createdAt: '2026-11-22T08:00:00.000Z',
      updatedAt: '2026-11-22T08:00:00.000Z',
      slides: [],
    });
    installFakeServer((request) =>
      request.path.startsWith('/answers')
        ? json(200, { lessonId: 2, attempt: null, answers: [] })
        : json(
            200,
            lessonWith(
              Number(request.path.split('/').at(-1)),
              request.path.endsWith('/2') ? '/demo/lessons/lectie.svg' : null,
            ),
          ),
    );
    const preloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    const { dispatch } = createAppStore();

    startCompletionPrefetch(dispatch, 3);
    await takeCompletionPrefetch(3)!.lesson;
    expect(preloads()).toHaveLength(0);

    startCompletionPrefetch(dispatch, 2);
    await takeCompletionPrefetch(2)!.lesson;
    expect(preloads().map((link) => link.getAttribute('href'))).toEqual(['/demo/lessons/lectie.svg']);
    preloads().forEach((link) => link.remove());
  });
});
