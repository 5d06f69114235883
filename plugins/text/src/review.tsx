import type { SlideReviewProps } from '@platform/slide-sdk';
import { Card } from '@platform/ui';
import { countCharacters, type TextAnswer, type TextData } from './core/index.js';

/** A teacher reads the pupil's text next to the task. */
export function TextReview({ data, answer }: SlideReviewProps<TextData, TextAnswer>) {
  const text = answer.text.trim();
  return (
    <div
      style={{
        fontFamily: 'var(--eco-font-body)',
        color: 'var(--eco-color-text)',
        display: 'grid',
        gap: 'var(--eco-space-3)',
      }}
    >
      <p style={{ margin: 0, whiteSpace: 'pre-wrap', fontWeight: 600 }}>{data.text}</p>
      <Card as="section">
        <h3
          style={{
            margin: '0 0 var(--eco-space-2)',
            fontSize: 'var(--eco-font-size-md)',
            color: 'var(--eco-color-text-muted)',
          }}
        >
          Răspunsul elevului
        </h3>
        <p style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text || 'Elevul nu a scris nimic.'}
        </p>
      </Card>
      <p style={{ margin: 0, fontSize: 'var(--eco-font-size-sm)', color: 'var(--eco-color-text-muted)' }}>
        {countCharacters(text)} caractere
      </p>
    </div>
  );
}
