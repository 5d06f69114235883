import type { SlideFeedback } from '@platform/slide-sdk';
import { SlideViewFrame } from '../../../slides/index.js';
import { COMPLETION_MESSAGES as M } from '../completion-messages.js';
import type { CompletionSlide, SlideDataSource } from '../completion-slides.js';

/** Icons repeat the words (never colour alone); hidden from screen readers, which read the words. */
const OUTCOME_ICON: Record<SlideFeedback['outcome'], string> = {
  correct: '✓',
  'partially-correct': '◐',
  incorrect: '✗',
  'pending-review': '⏳',
};

export interface CompletionResultsProps {
  slides: CompletionSlide[];
  answers: Record<string, unknown>;
  feedback: Record<string, SlideFeedback | null>;
  source: SlideDataSource;
}

const noop = () => undefined;

/**
 * The slides answered in this run with their results (issue 12): one line each, opening to the plugin's View in
 * review mode with the feedback under the answer. Slides without feedback (INFO, VIDEO_PREVIEW) are left out.
 */
export function CompletionResults({ slides, answers, feedback, source }: CompletionResultsProps) {
  const rows = slides.flatMap((slide, index) => {
    const given = feedback[slide.id];
    return given ? [{ slide, position: index + 1, feedback: given }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <section className="completion-results" aria-labelledby="completion-results-title">
      <h3 id="completion-results-title" className="completion-results__title">
        {M.resultsTitle}
      </h3>
      <ol className="completion-results__list">
        {rows.map(({ slide, position, feedback: given }) => (
          <li
            key={slide.id}
            className={`completion-results__item completion-results__item--${given.outcome}`}
          >
            <details>
              <summary>
                <span aria-hidden="true" className="completion-results__icon">
                  {OUTCOME_ICON[given.outcome]}
                </span>{' '}
                {M.resultOf(position)}: {M.outcome[given.outcome]}
              </summary>
              <SlideViewFrame
                slide={slide.stored}
                mode="review"
                source={source}
                answer={answers[slide.id]}
                onAnswerChange={noop}
                disabled
                feedback={given}
              />
            </details>
          </li>
        ))}
      </ol>
    </section>
  );
}
