import type { SlideReviewProps } from '@platform/slide-sdk';
import { Badge } from '@platform/ui';
import type { OrderingAnswer, OrderingData } from './core/index.js';
import { orderingScoring } from './core/index.js';

/** Teacher view: the pupil's order beside the correct one, with the points the core gives it. */
export function OrderingReview({ data, answer }: SlideReviewProps<OrderingData, OrderingAnswer>) {
  const textOf = (id: string) => data.correctOrder.find((item) => item.id === id)?.text ?? 'element șters';
  const points = orderingScoring.score(data, answer);
  const listStyle = { margin: 0, paddingInlineStart: 'var(--eco-space-5)' } as const;
  return (
    <section aria-label="Răspunsul elevului" style={{ display: 'grid', gap: 'var(--eco-space-3)' }}>
      <p style={{ margin: 0 }}>{data.text}</p>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--eco-space-5)' }}>
        <div>
          <h4 style={{ margin: 0 }}>Ordinea elevului</h4>
          <ol style={listStyle}>
            {answer.order.map((id, index) => (
              <li key={id}>
                {textOf(id)} {data.correctOrder[index]?.id === id ? '✓' : '✗'}
              </li>
            ))}
          </ol>
        </div>
        <div>
          <h4 style={{ margin: 0 }}>Ordinea corectă</h4>
          <ol style={listStyle}>
            {data.correctOrder.map((item) => (
              <li key={item.id}>{item.text}</li>
            ))}
          </ol>
        </div>
      </div>
      <div>
        <Badge tone={points === data.points ? 'success' : points > 0 ? 'warning' : 'danger'}>
          {points} din {data.points} puncte
        </Badge>
      </div>
    </section>
  );
}
