import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { LESSON_TYPE_INFO, type Lesson, type Role } from '@platform/contracts';
import type { SlideFeedback } from '@platform/slide-sdk';
import { PageSpinner } from '../../../shared/ui/page-spinner.js';
import { SlideHostServicesProvider, previewSlideHostServices } from '../../../slides/index.js';
import type { CompletionAction, CompletionState } from '../completion-machine.js';
import { resumeProgress } from '../completion-machine.js';
import { completionModeOf, continuedAnswers } from '../completion-mode.js';
import { dataSourceOf, toCompletionSlides } from '../completion-slides.js';
import { useCompletionData, type CompletionData } from '../hooks/use-completion-data.js';
import { useCompletionFlow } from '../hooks/use-completion-flow.js';
import { useCompletionToasts } from '../hooks/use-completion-toasts.js';
import { useAnswerSubmit } from '../hooks/use-answer-submit.js';
import { CompletionCard, type CompletionResult } from './completion-card.js';
import { CompletionIntro } from './completion-intro.js';
import { CompletionResults } from './completion-results.js';
import { CompletionStep } from './completion-step.js';
import { CompletionLoadError } from './completion-status-screens.js';
import { ModeBanner } from './mode-banner.js';
import {
  useOfflineAnswers,
  useOfflineHostServices,
  type LocalAnswers,
} from '../offline/use-offline-answers.js';
import { onAnswerStored } from '../offline/outbox-store.js';

export interface CompletionSessionProps {
  lessonId: number;
  userId: number;
  role: Role;
  isPreview: boolean;
  handedOver: Lesson | null;
}

const NO_RESULT: CompletionResult = { points: null, completedAt: null, attemptState: null };

/** One run of a lesson: loads it, resumes or starts, renders the steps and the completion card. */
export function CompletionSession({ lessonId, userId, role, isPreview, handedOver }: CompletionSessionProps) {
  const { data, reload } = useCompletionData(lessonId, { isPreview, handedOver });
  const source = dataSourceOf(role);
  const lesson = data.status === 'ready' ? data.lesson : null;
  const slides = useMemo(() => (lesson ? toCompletionSlides(lesson, source) : []), [lesson, source]);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [result, setResult] = useState<CompletionResult>(NO_RESULT);
  const [rejectReason, setRejectReason] = useState<string | null>(null);
  // The server's feedback per answered slide (issue 12): from the stored answers on resume, then from each
  // submission of this run.
  const [feedback, setFeedback] = useState<Record<string, SlideFeedback | null>>({});
  const addFeedback = useCallback((slideId: string, given: SlideFeedback | null) => {
    setFeedback((current) => ({ ...current, [slideId]: given }));
  }, []);
  const offline = useOfflineAnswers({
    userId,
    lessonId,
    lessonTitle: lesson?.title ?? '',
    enabled: !isPreview,
  });
  const offlineServices = useOfflineHostServices();

  // A pupil who skipped slides of a lesson goes back to the first unanswered one instead of finishing.
  const beforeComplete = useCallback((state: CompletionState): CompletionAction | null => {
    if (state.mode !== 'complete' || !state.allowsFreeNavigation) return null;
    const index = state.slides.findIndex((slide) => !state.answeredSlideIds.includes(slide.id));
    return index === -1 ? null : { type: 'goToSlide', index };
  }, []);
  const [state, dispatch] = useCompletionFlow(beforeComplete);

  const initialise = useCallback(
    (ready: Extract<CompletionData, { status: 'ready' }>, autoStart: boolean, local: LocalAnswers) => {
      const mode = completionModeOf(isPreview, ready.mine);
      // Answers waiting in the outbox count as given (issue 12); they are sent when the network is back.
      const stored = continuedAnswers(mode, ready.mine);
      const waiting =
        mode === 'complete' ? local.queued.filter((q) => !stored.some((a) => a.slideId === q.slideId)) : [];
      const given = [...stored, ...waiting];
      const ids = new Set(slides.map((slide) => slide.id));
      const answered = given.map((answer) => answer.slideId).filter((id) => ids.has(id));
      // Placeholders need no answer (the server does not count them either).
      const placeholders =
        mode === 'complete' ? slides.filter((slide) => !slide.usable).map((s) => s.id) : [];
      const attempt = ready.mine?.attempt ?? null;
      const drafts = mode === 'complete' ? local.drafts : {};
      setAnswers({
        ...drafts,
        ...Object.fromEntries(given.map((answer) => [answer.slideId, answer.answer])),
      });
      setFeedback(Object.fromEntries(stored.map((answer) => [answer.slideId, answer.feedback])));
      setRejectReason(mode === 'complete' && attempt?.state === 'REJECTED' ? attempt.rejectReason : null);
      setResult(
        stored.length > 0 && attempt
          ? { points: attempt.punctajFinal, completedAt: attempt.completedAt, attemptState: attempt.state }
          : NO_RESULT,
      );
      dispatch({
        type: 'loadSuccess',
        slides: slides.map(({ id, number }) => ({ id, number })),
        answeredSlideIds: [...new Set([...answered, ...placeholders])],
        mode,
        allowsMultipleAttempts: LESSON_TYPE_INFO[ready.lesson.type].allowsMultipleAttempts,
      });
      if (autoStart) dispatch({ type: 'start' });
    },
    [dispatch, isPreview, slides],
  );

  const { loadLocal } = offline;
  useEffect(() => {
    if (data.status !== 'ready') return;
    let current = true;
    void loadLocal().then((local) => current && initialise(data, data.autoStart, local));
    return () => {
      current = false;
    };
  }, [data, initialise, loadLocal]);

  // The outbox sent the answer that completed this lesson: the card shows its points.
  const requiresApproval = lesson ? LESSON_TYPE_INFO[lesson.type].requiresApproval : false;
  useEffect(
    () =>
      onAnswerStored((entry, response) => {
        if (entry.lessonId !== lessonId) return;
        // A queued answer's feedback arrives when the outbox sends it.
        addFeedback(entry.slideId, response.feedback);
        if (!response.isLessonCompletedNow) return;
        setResult({
          points: response.punctajFinal,
          completedAt: new Date().toISOString(),
          attemptState: requiresApproval ? 'PENDING_APPROVAL' : 'COMPLETED',
        });
      }),
    [lessonId, requiresApproval, addFeedback],
  );

  const submit = useAnswerSubmit({
    state,
    dispatch,
    slides,
    answers,
    lesson,
    lessonId,
    userId,
    onCompleted: setResult,
    onAlreadyStarted: () => void reload(),
    onFeedback: addFeedback,
    offline: state.mode === 'complete' ? offline : undefined,
  });
  useCompletionToasts(state.status, state.mode);

  const { keepDraft } = offline;
  const isScored = state.mode === 'complete';
  const setAnswer = useCallback(
    (slideId: string, next: unknown) => {
      setAnswers((current) => ({ ...current, [slideId]: next }));
      if (isScored) keepDraft(slideId, next);
    },
    [isScored, keepDraft],
  );

  const restart = useRef<() => void>(() => undefined);
  restart.current = () => {
    if (data.status !== 'ready') return;
    // A preview restarts from the data it holds (no call); otherwise reload without the finished attempt's answers.
    if (isPreview) initialise(data, true, { queued: [], drafts: {} });
    else void reload({ autoStart: true });
  };

  if (data.status === 'error')
    return <CompletionLoadError error={data.error} onRetry={() => void reload()} />;
  if (data.status === 'loading' || !lesson || state.status === 'loading') return <PageSpinner />;

  const canRestart =
    state.mode !== 'complete' || result.attemptState === 'COMPLETED' || result.attemptState === 'APPROVED';
  const services = state.mode === 'complete' ? offlineServices : previewSlideHostServices;

  return (
    <SlideHostServicesProvider value={services}>
      <div className={`completion completion--${state.mode}`}>
        <ModeBanner mode={state.mode} />
        {state.status === 'ready' && (
          <CompletionIntro
            lesson={lesson}
            slideCount={slides.length}
            resume={resumeProgress(state)}
            rejectReason={rejectReason}
            onStart={() => dispatch({ type: 'start' })}
          />
        )}
        {(state.status === 'in_progress' || state.status === 'submitting') && (
          <CompletionStep
            lesson={lesson}
            state={state}
            slides={slides}
            source={source}
            answers={answers}
            issues={submit.issues}
            feedback={feedback}
            isLocked={submit.isLocked}
            onAnswerChange={setAnswer}
            onSubmit={submit.submit}
            onBack={() => dispatch({ type: 'previous' })}
            onSkip={() => dispatch({ type: 'skip' })}
          />
        )}
        {state.status === 'completed' && (
          <CompletionCard
            mode={state.mode}
            result={result}
            onRestart={canRestart ? () => restart.current() : null}
          >
            <CompletionResults slides={slides} answers={answers} feedback={feedback} source={source} />
          </CompletionCard>
        )}
      </div>
    </SlideHostServicesProvider>
  );
}
