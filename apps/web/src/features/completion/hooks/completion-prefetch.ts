import type { Lesson, MyLessonAnswers } from '@platform/contracts';
import type { PagePreloadContext } from '../../../app/routing/route-definition.js';
import type { AppDispatch } from '../../../shared/store/create-store.js';
import { canOpenCompletion, completionUser, isPreviewPath, lessonTypeOfPath } from '../completion-access.js';
import { completionApi } from '../completion-api.js';

/** The lesson and the pupil's answers, asked for before the page mounted. */
export interface CompletionPrefetch {
  lessonId: number;
  startedAt: number;
  lesson: Promise<Lesson>;
  mine: Promise<MyLessonAnswers>;
}

/**
 * Answers older than this are not used: the page asks again. The prefetch only bridges the time between the
 * app's start and the page's first render (the profile's round trip), never serves a later visit.
 */
export const COMPLETION_PREFETCH_FRESH_MS = 10_000;

let pending: CompletionPrefetch | null = null;

/**
 * Starts the two calls the completion page makes first, through the same endpoints (and so the same
 * authentication and refresh), while the app still waits for the signed-in user's profile.
 */
export function startCompletionPrefetch(dispatch: AppDispatch, lessonId: number, now = Date.now()): void {
  const options = { subscribe: false, forceRefetch: true } as const;
  const lesson = dispatch(completionApi.endpoints.getCompletionLesson.initiate(lessonId, options)).unwrap();
  const mine = dispatch(completionApi.endpoints.getMyLessonAnswers.initiate(lessonId, options)).unwrap();
  // The intro screen's image is the largest thing a phone paints first: asked for as soon as the lesson says
  // which, it travels while the page's code and the profile still do, not once the page has rendered.
  lesson.then(
    (value) => preloadIntroImage(value.image),
    () => undefined,
  );
  // Whoever takes them handles a failure; unused, a failure is nobody's business.
  lesson.catch(() => undefined);
  mine.catch(() => undefined);
  pending = { lessonId, startedAt: now, lesson, mine };
}

/** Starts the download of the lesson's intro image at high priority; the page's `<img>` then finds it cached. */
export function preloadIntroImage(image: string | null): void {
  if (!image) return;
  const link = document.createElement('link');
  // Attributes, not properties: every browser (and jsdom) reflects them, and CSS selectors see them.
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', image);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

/** The prefetch of this lesson, once: a reload or a later visit asks the server again. */
export function takeCompletionPrefetch(lessonId: number, now = Date.now()): CompletionPrefetch | null {
  const taken = pending;
  pending = null;
  if (!taken || taken.lessonId !== lessonId || now - taken.startedAt > COMPLETION_PREFETCH_FRESH_MS)
    return null;
  return taken;
}

/**
 * Run by the app while the profile loads, beside the download of the page's code (this module is small on
 * purpose): a user who may complete the lesson at this address gets its lesson and answers asked for now.
 * Preview loads differently and is left out.
 */
export function prefetchCompletion({ pathname, claims, dispatch }: PagePreloadContext): void {
  const lessonId = Number(/\/id\/(\d+)/.exec(pathname)?.[1]);
  const user = completionUser(claims);
  // The page's own checks, in the same order: a user id, the right to complete, a completion address.
  if (!user || !canOpenCompletion(user.role, false)) return;
  if (isPreviewPath(pathname) || !lessonTypeOfPath(pathname)) return;
  if (Number.isInteger(lessonId) && lessonId > 0) startCompletionPrefetch(dispatch, lessonId);
}
