import { useCallback, useEffect, useRef, useState } from 'react';
import type { Lesson, MyLessonAnswers } from '@platform/contracts';
import { useLazyGetCompletionLessonQuery, useLazyGetMyLessonAnswersQuery } from '../completion-api.js';
import { takeCompletionPrefetch } from './completion-prefetch.js';

export type CompletionData =
  | { status: 'loading' }
  /** `error` is the failed call's error, so the page can tell a refusal (4xx) from no connection. */
  | { status: 'error'; error: unknown }
  | {
      status: 'ready';
      lesson: Lesson;
      mine: MyLessonAnswers | null;
      /** Changes on every load, so the page re-initialises the flow once per load. */
      generation: number;
      /** A restart: start the flow at once instead of showing the intro. */
      autoStart: boolean;
    };

/**
 * Loads what the engine needs. Complete and practice: the lesson and the pupil's latest attempt. Preview: the
 * lesson handed over by the opener in the navigation state (the editor's draft) and no call at all, or, when
 * the route was opened directly, the lesson content once; never answers, never a submission.
 */
export function useCompletionData(
  lessonId: number,
  options: { isPreview: boolean; handedOver: Lesson | null },
) {
  const { isPreview, handedOver } = options;
  const [getLesson] = useLazyGetCompletionLessonQuery();
  const [getMine] = useLazyGetMyLessonAnswersQuery();
  const [data, setData] = useState<CompletionData>({ status: 'loading' });
  const generation = useRef(0);

  const load = useCallback(
    async ({ autoStart = false }: { autoStart?: boolean } = {}) => {
      const current = ++generation.current;
      setData({ status: 'loading' });
      try {
        // The first load takes the calls the app started before the page mounted (completion-prefetch.ts).
        const prefetched = isPreview || current > 1 ? null : takeCompletionPrefetch(lessonId);
        // Both calls at once: on a phone's slow network each round trip costs hundreds of milliseconds.
        // The lesson's failure is the one reported (a refusal of the lesson explains the page).
        const minePromise = isPreview ? null : (prefetched?.mine ?? getMine(lessonId).unwrap());
        minePromise?.catch(() => undefined);
        const lesson = handedOver ?? (await (prefetched?.lesson ?? getLesson(lessonId).unwrap()));
        const mine = minePromise ? await minePromise : null;
        if (current === generation.current)
          setData({ status: 'ready', lesson, mine, generation: current, autoStart });
      } catch (error) {
        if (current === generation.current) setData({ status: 'error', error });
      }
    },
    [getLesson, getMine, handedOver, isPreview, lessonId],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return { data, reload: load };
}
