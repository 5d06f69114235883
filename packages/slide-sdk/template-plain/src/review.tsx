import type { SlideReviewProps } from '@platform/slide-sdk';
import type { __Pascal__Answer, __Pascal__Data } from './core/index.js';

/** Teacher view of a pupil's answer, with the answer key. */
export function __Pascal__Review({ data, answer }: SlideReviewProps<__Pascal__Data, __Pascal__Answer>) {
  const chosen = data.options.find((option) => option.id === answer.optionId);
  const isCorrect = answer.optionId === data.correctOptionId;
  return (
    <section aria-label="Răspunsul elevului">
      <p>{data.text}</p>
      <p>
        Răspuns: {chosen?.text ?? 'variantă ștearsă'} — {isCorrect ? 'corect' : 'greșit'}
      </p>
    </section>
  );
}
