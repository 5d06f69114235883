import type { SlideReviewProps } from '@platform/slide-sdk';
import { Badge, Card } from '@platform/ui';
import type { __Pascal__Answer, __Pascal__Data } from './core/index.js';

/** Teacher view of a pupil's answer, with the answer key. */
export function __Pascal__Review({ data, answer }: SlideReviewProps<__Pascal__Data, __Pascal__Answer>) {
  const chosen = data.options.find((option) => option.id === answer.optionId);
  const isCorrect = answer.optionId === data.correctOptionId;
  return (
    <Card>
      <section aria-label="Răspunsul elevului">
        <p>{data.text}</p>
        <p>
          Răspuns: {chosen?.text ?? 'variantă ștearsă'}{' '}
          <Badge tone={isCorrect ? 'success' : 'danger'}>{isCorrect ? 'corect' : 'greșit'}</Badge>
        </p>
      </section>
    </Card>
  );
}
