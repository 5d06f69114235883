import { useCallback, useEffect, useRef } from 'react';
import { Alert } from '@platform/ui';
import type { Lesson } from '@platform/contracts';
import type { SlideFeedback, SlideIssue } from '@platform/slide-sdk';
import { SlideViewFrame } from '../../../slides/index.js';
import type { CompletionState } from '../completion-machine.js';
import { COMPLETION_MESSAGES as M } from '../completion-messages.js';
import type { CompletionSlide, SlideDataSource } from '../completion-slides.js';
import { CompletionControls } from './completion-controls.js';
import { CompletionProgress } from './completion-progress.js';

export interface CompletionStepProps {
  lesson: Lesson;
  state: CompletionState;
  slides: CompletionSlide[];
  source: SlideDataSource;
  answers: Record<string, unknown>;
  issues: Record<string, SlideIssue[]>;
  /** The server's feedback per answered slide: such a slide is shown in review mode with it. */
  feedback?: Record<string, SlideFeedback | null>;
  isLocked: boolean;
  onAnswerChange(slideId: string, next: unknown): void;
  onSubmit(): void;
  onBack(): void;
  onSkip(): void;
}

/** One slide: progress, the plugin's View (lazy), the navigation warning and the buttons. */
export function CompletionStep(props: CompletionStepProps) {
  const { lesson, state, slides, answers, issues, onAnswerChange } = props;
  const slide = slides[state.currentIndex];
  const slideId = slide?.id ?? '';
  const changeAnswer = useCallback(
    (next: unknown) => onAnswerChange(slideId, next),
    [onAnswerChange, slideId],
  );
  const sectionRef = useRef<HTMLElement>(null);
  // A new slide takes the focus, so keyboard and screen reader users start reading it from the top.
  useEffect(() => {
    sectionRef.current?.focus();
  }, [slideId]);
  if (!slide) return null;
  const total = slides.length;
  const position = state.currentIndex + 1;
  const isAnswered = state.answeredSlideIds.includes(slide.id);
  const isSubmitting = state.status === 'submitting';
  const feedback = isAnswered ? props.feedback?.[slide.id] : undefined;

  return (
    <section className="completion-step" aria-label={lesson.title} ref={sectionRef} tabIndex={-1}>
      <p className="completion-step__lesson">{lesson.title}</p>
      <CompletionProgress current={position} total={total} isComplete={false} />
      <div className="completion-step__slide">
        <SlideViewFrame
          key={slide.id}
          slide={slide.stored}
          mode={feedback ? 'review' : state.mode === 'preview' ? 'preview' : 'complete'}
          feedback={feedback}
          source={props.source}
          lessonType={lesson.type}
          answer={answers[slide.id]}
          onAnswerChange={changeAnswer}
          issues={issues[slide.id]}
          disabled={isAnswered || isSubmitting}
          label={M.slidePosition(position, total)}
        />
        {!slide.usable && <p className="completion-step__hint">{M.placeholderHint}</p>}
      </div>
      {state.warning && (
        <div className="completion-step__warning">
          <Alert tone="warning">{state.warning}</Alert>
        </div>
      )}
      <CompletionControls
        isFirst={state.currentIndex === 0}
        isLast={state.currentIndex === total - 1}
        allowsFreeNavigation={state.allowsFreeNavigation}
        isBusy={isSubmitting || props.isLocked || state.pendingAdvance !== null}
        isSubmitting={isSubmitting}
        onBack={props.onBack}
        onSkip={props.onSkip}
        onSubmit={props.onSubmit}
      />
    </section>
  );
}
