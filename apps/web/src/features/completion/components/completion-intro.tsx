import { Alert, Button } from '@platform/ui';
import type { Lesson } from '@platform/contracts';
import { formatDateTime } from '../../../shared/dates/format-date.js';
import { COMPLETION_MESSAGES as M } from '../completion-messages.js';

export interface CompletionIntroProps {
  lesson: Lesson;
  slideCount: number;
  /** Set when resuming: 'Ai completat X din Y intrebari'. */
  resume: { answered: number; total: number } | null;
  /** Reason of a rejected previous attempt (the pupil starts a new one). */
  rejectReason: string | null;
  onStart(): void;
}

/** The lesson's first screen: image (or a placeholder), title, description and the start button. */
export function CompletionIntro({ lesson, slideCount, resume, rejectReason, onStart }: CompletionIntroProps) {
  return (
    <section className="completion-intro" aria-labelledby="completion-intro-title">
      {lesson.image ? (
        <img className="completion-intro__image" src={lesson.image} alt="" fetchPriority="high" />
      ) : (
        <div
          className="completion-intro__image completion-intro__image--placeholder"
          role="img"
          aria-label={M.imagePlaceholder}
        >
          <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
            <path
              d="M32 6c12 8 20 18 20 30a20 20 0 0 1-40 0C12 24 20 14 32 6z"
              fill="currentColor"
              opacity="0.85"
            />
            <path
              d="M32 20v36M32 34l-9-7M32 42l9-7"
              stroke="#fff"
              strokeWidth="3"
              strokeLinecap="round"
              fill="none"
            />
          </svg>
        </div>
      )}
      <div className="completion-intro__body">
        <h2 id="completion-intro-title" className="completion-intro__title">
          {lesson.title}
        </h2>
        <p className="completion-intro__description">{lesson.description}</p>
        <p className="completion-intro__facts">
          {M.slideCount(slideCount)}
          {lesson.deadline !== null && (
            <>
              {' · '}
              {M.deadline}: {formatDateTime(lesson.deadline)}
            </>
          )}
        </p>
        {rejectReason && (
          <Alert tone="warning" title={M.rejectedIntro}>
            {M.rejectReason}: {rejectReason}
          </Alert>
        )}
        {resume && <Alert tone="info">{M.resumeBanner(resume.answered, resume.total)}</Alert>}
        <Button size="lg" className="completion-intro__start" onClick={onStart}>
          {resume ? M.resume : M.start}
        </Button>
      </div>
    </section>
  );
}
