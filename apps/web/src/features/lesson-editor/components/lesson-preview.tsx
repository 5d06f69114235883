import { useEffect, useRef, useState } from 'react';
import { Button, ProgressBar } from '@platform/ui';
import { LESSON_MESSAGES, type LessonSlide, type LessonType } from '@platform/contracts';
import {
  previewSlideHostServices,
  SlideHostServicesProvider,
  SlideViewFrame,
} from '../../../slides/index.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** Tab and Shift+Tab cycle inside the fullscreen dialog (it is modal). */
function keepFocusInside(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Fullscreen preview of the draft (spec 001 §2): the plugins' View in preview mode, previous/next and a
 * progress bar. It works on the local draft with services that never touch the network.
 */
export function LessonPreview({
  title,
  lessonType,
  slides,
  startIndex = 0,
  onClose,
}: {
  title: string;
  lessonType: LessonType;
  slides: readonly LessonSlide[];
  /** The slide the author is editing: the preview opens on it. */
  startIndex?: number;
  onClose(): void;
}) {
  const [index, setIndex] = useState(Math.min(startIndex, Math.max(0, slides.length - 1)));
  const [answers, setAnswers] = useState<Record<number, unknown>>({});
  const closeRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const total = slides.length;
  const current = slides[index];

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'Tab') keepFocusInside(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [onClose]);

  return (
    <div
      ref={dialogRef}
      className="lesson-preview"
      role="dialog"
      aria-modal="true"
      aria-labelledby="lesson-preview-title"
    >
      <div className="lesson-preview__bar">
        <h2 className="lesson-preview__title" id="lesson-preview-title">
          {M.previewTitle(title)}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className="eco-button eco-button--secondary eco-button--md"
          onClick={onClose}
        >
          <span className="eco-button__label">{M.close}</span>
        </button>
      </div>
      <p className="lesson-preview__banner" role="note">
        {LESSON_MESSAGES.previewBanner}
      </p>
      {total === 0 ? (
        <p className="lesson-preview__empty">{M.previewEmpty}</p>
      ) : (
        <>
          <ProgressBar
            className="lesson-preview__progress"
            label={M.progress}
            value={index + 1}
            max={total}
            valueText={M.progressValue(index + 1, total)}
          />
          <div className="lesson-preview__slide">
            <SlideHostServicesProvider value={previewSlideHostServices}>
              <SlideViewFrame
                key={index}
                slide={current}
                source="full"
                lessonType={lessonType}
                mode="preview"
                answer={answers[index]}
                onAnswerChange={(answer) => setAnswers((all) => ({ ...all, [index]: answer }))}
                label={M.progressValue(index + 1, total)}
              />
            </SlideHostServicesProvider>
          </div>
          <div className="lesson-preview__nav">
            <Button variant="secondary" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              {M.previous}
            </Button>
            <Button disabled={index >= total - 1} onClick={() => setIndex(index + 1)}>
              {M.next}
            </Button>
          </div>
        </>
      )}
    </div>
  );
}
