import { useState } from 'react';
import { Alert } from '@platform/ui';
import type { LessonSlide, LessonType } from '@platform/contracts';
import {
  previewSlideHostServices,
  resolveForHost,
  SlideHostServicesProvider,
  SlideViewFrame,
} from '../../../slides/index.js';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';

/**
 * The selected slide as a pupil's phone shows it, 375 px wide, live while the author types. SlideViewFrame
 * passes the plugin's own `redactForLearner` output to the View: the function the server serves pupils with.
 */
export function PhonePreview({
  slide,
  slideKey,
  lessonType,
  isValid,
}: {
  slide: LessonSlide | null;
  slideKey: string | null;
  lessonType: LessonType;
  isValid: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  return (
    <section
      className={isOpen ? 'phone-preview phone-preview--open' : 'phone-preview'}
      aria-label={M.phonePreview}
    >
      <button
        type="button"
        className="eco-button eco-button--secondary eco-button--md phone-preview__toggle"
        aria-expanded={isOpen}
        aria-controls="phone-preview-screen"
        onClick={() => setIsOpen(!isOpen)}
      >
        <span className="eco-button__label">{M.showPhonePreview}</span>
      </button>
      <div className="phone-preview__device" id="phone-preview-screen">
        <p className="phone-preview__caption" aria-hidden="true">
          {M.phonePreview}
        </p>
        <div className="phone-preview__screen">
          {slide && slideKey && !resolveForHost(slide, lessonType).ok ? (
            // The editor beside already shows why; a pupil gets the same placeholder instead of the slide.
            <p className="phone-preview__empty">{M.phoneUnavailable}</p>
          ) : slide && slideKey ? (
            <SlideHostServicesProvider value={previewSlideHostServices}>
              <SlideViewFrame
                key={slideKey}
                slide={slide}
                source="full"
                lessonType={lessonType}
                mode="preview"
                answer={answers[slideKey]}
                onAnswerChange={(answer) => setAnswers((all) => ({ ...all, [slideKey]: answer }))}
                label={M.phoneScreen}
              />
            </SlideHostServicesProvider>
          ) : (
            <p className="phone-preview__empty">{M.phoneEmpty}</p>
          )}
        </div>
        {slide && !isValid && (
          <Alert tone="warning" className="phone-preview__warning">
            {M.phoneInvalid}
          </Alert>
        )}
      </div>
    </section>
  );
}
