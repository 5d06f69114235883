import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { SlideHostServices } from '@platform/slide-sdk';
import { useAppStore } from '../../../shared/store/hooks.js';
import { useSlideHostServices } from '../../../slides/index.js';
import { completionApi } from '../completion-api.js';
import { UploadError } from '../../../slides/upload-file.js';
import { deleteDraft, loadDrafts, saveDraft } from './draft-store.js';
import { hasLocalPhotos, savePhoto, toDisplayableAnswer } from './offline-photos.js';
import {
  enqueueAnswer,
  listOutbox,
  onOutboxChange,
  requestOutboxFlush,
  type OutboxEntry,
} from './outbox-store.js';

/** What the device holds for a lesson: answers waiting to be sent and drafts, ready to show. */
export interface LocalAnswers {
  queued: { slideId: string; answer: unknown }[];
  drafts: Record<string, unknown>;
}

const NOTHING: LocalAnswers = { queued: [], drafts: {} };

/** Without IndexedDB (private mode on some phones) the lesson still works, online only. */
const quietly = <T>(work: Promise<T>, fallback: T) => work.catch(() => fallback);

export interface QueuedSubmission {
  id: string;
  slideId: string;
  slidePosition: number;
  slideCount: number;
  answer: unknown;
}

/**
 * The completion page's device side (issue 12): drafts per user, lesson and slide; the outbox for answers
 * made without network; photos kept on the phone when the upload cannot reach the server.
 */
export function useOfflineAnswers(options: {
  userId: number;
  lessonId: number;
  lessonTitle: string;
  enabled: boolean;
}) {
  const { userId, lessonId, lessonTitle, enabled } = options;
  const [queuedCount, setQueuedCount] = useState(0);
  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const store = useAppStore();
  const recache = useRef<ReturnType<typeof setTimeout> | null>(null);

  const queuedOfLesson = useCallback(
    async () =>
      (await quietly(listOutbox(userId), [] as OutboxEntry[])).filter(
        (entry) => entry.lessonId === lessonId && entry.state === 'queued',
      ),
    [lessonId, userId],
  );

  useEffect(() => {
    if (!enabled) return;
    const count = () => void queuedOfLesson().then((entries) => setQueuedCount(entries.length));
    count();
    return onOutboxChange(count);
  }, [enabled, queuedOfLesson]);

  const loadLocal = useCallback(async (): Promise<LocalAnswers> => {
    if (!enabled) return NOTHING;
    const [entries, drafts] = await Promise.all([
      queuedOfLesson(),
      quietly(loadDrafts(userId, lessonId), {} as Record<string, unknown>),
    ]);
    const shown: Record<string, unknown> = {};
    for (const [slideId, answer] of Object.entries(drafts))
      shown[slideId] = await toDisplayableAnswer(answer);
    const queued = [];
    for (const entry of entries)
      queued.push({ slideId: entry.slideId, answer: await toDisplayableAnswer(entry.answer) });
    return { queued, drafts: shown };
  }, [enabled, lessonId, queuedOfLesson, userId]);

  /** Keeps what the pupil typed or chose, a moment after the last change. */
  const keepDraft = useCallback(
    (slideId: string, answer: unknown) => {
      if (!enabled) return;
      const pending = timers.current.get(slideId);
      if (pending) clearTimeout(pending);
      timers.current.set(
        slideId,
        setTimeout(() => void quietly(saveDraft({ userId, lessonId, slideId }, answer), undefined), 250),
      );
    },
    [enabled, lessonId, userId],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach((timer) => clearTimeout(timer));
  }, []);

  /** Whether this submission goes to the outbox: no network, photos only on the phone, or others waiting first. */
  const shouldQueue = useCallback(
    async (answer: unknown) =>
      enabled &&
      (!navigator.onLine ||
        hasLocalPhotos(answer) ||
        (await quietly(listOutbox(userId), [] as OutboxEntry[])).some((entry) => entry.state === 'queued')),
    [enabled, userId],
  );

  const queue = useCallback(
    async (submission: QueuedSubmission) => {
      const pending = timers.current.get(submission.slideId);
      if (pending) clearTimeout(pending);
      await saveDraft({ userId, lessonId, slideId: submission.slideId }, submission.answer);
      await enqueueAnswer({ ...submission, userId, lessonId, lessonTitle });
      if (navigator.onLine) requestOutboxFlush();
    },
    [lessonId, lessonTitle, userId],
  );

  /** The server stored the answer: its draft goes. */
  const stored = useCallback(
    (slideId: string) => {
      const pending = timers.current.get(slideId);
      if (pending) clearTimeout(pending);
      timers.current.delete(slideId);
      void quietly(deleteDraft({ userId, lessonId, slideId }), undefined);
      // The service worker keeps the attempt as last fetched; fetch it again (once after a burst of answers)
      // so a reload without network resumes after the answers the server already has.
      if (!navigator.serviceWorker?.controller) return;
      if (recache.current) clearTimeout(recache.current);
      recache.current = setTimeout(() => {
        const request = store.dispatch(completionApi.endpoints.getMyLessonAnswers.initiate(lessonId));
        void request
          .unwrap()
          .catch(() => undefined)
          .finally(() => request.unsubscribe());
      }, 1_000);
    },
    [lessonId, store, userId],
  );

  return { queuedCount, loadLocal, keepDraft, shouldQueue, queue, stored };
}

/**
 * The host services of a scored completion: an upload that cannot reach the server keeps the photo on
 * the phone (shown from a blob: URL); the outbox uploads it before sending the answer.
 */
export function useOfflineHostServices(): SlideHostServices {
  const online = useSlideHostServices();
  return useMemo(
    () => ({
      async uploadFile(file, category, onProgress) {
        if (!navigator.onLine) return keepOnDevice(file, onProgress);
        try {
          return await online.uploadFile(file, category, onProgress);
        } catch (error) {
          if (error instanceof UploadError && error.status === 0) return keepOnDevice(file, onProgress);
          throw error;
        }
      },
    }),
    [online],
  );
}

async function keepOnDevice(file: File, onProgress?: (fraction: number) => void) {
  const saved = await savePhoto(file);
  onProgress?.(1);
  return saved;
}
