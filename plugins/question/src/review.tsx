import type { SlideReviewProps } from '@platform/slide-sdk';
import { Alert, Badge } from '@platform/ui';
import {
  isQuestionAnswerCorrect,
  questionScoring,
  type QuestionAnswer,
  type QuestionData,
} from './core/index.js';
import { optionLabel } from './option-label.js';

/** A teacher's view of a pupil's answer: every option with what the pupil chose and what is correct. */
export function QuestionReview({ data, answer }: SlideReviewProps<QuestionData, QuestionAnswer>) {
  const chosen = new Set(answer.selectedOptionIds);
  const isCorrect = isQuestionAnswerCorrect(data, answer);
  const points = questionScoring.score(data, answer);
  return (
    <div
      style={{
        fontFamily: 'var(--eco-font-body)',
        color: 'var(--eco-color-text)',
        display: 'grid',
        gap: 'var(--eco-space-3)',
      }}
    >
      <p style={{ margin: 0, fontWeight: 600, fontSize: 'var(--eco-font-size-lg)' }}>{data.text}</p>
      <Alert tone={isCorrect ? 'success' : 'warning'} title={isCorrect ? 'Răspuns corect' : 'Răspuns greșit'}>
        {points} din {questionScoring.maxPoints(data)} puncte
      </Alert>
      <ul style={{ display: 'grid', gap: 'var(--eco-space-2)', margin: 0, padding: 0, listStyle: 'none' }}>
        {data.options.map((option, index) => {
          const wasChosen = chosen.has(option.id);
          return (
            <li
              key={`${option.id}-${index}`}
              style={{
                display: 'flex',
                flexWrap: 'wrap',
                alignItems: 'center',
                gap: 'var(--eco-space-2)',
                padding: 'var(--eco-space-3)',
                borderRadius: 'var(--eco-radius-md)',
                border: `2px solid ${wasChosen ? 'var(--eco-color-border-strong)' : 'var(--eco-color-border)'}`,
                background: option.isCorrect ? 'var(--eco-color-success-bg)' : 'var(--eco-color-surface)',
              }}
            >
              {option.imageUrl && (
                <img
                  src={option.imageUrl}
                  alt={optionLabel(option, index)}
                  style={{
                    width: '4rem',
                    height: '4rem',
                    objectFit: 'cover',
                    borderRadius: 'var(--eco-radius-sm)',
                  }}
                />
              )}
              <span style={{ flex: '1 1 10rem' }}>{optionLabel(option, index)}</span>
              {wasChosen && <Badge tone={option.isCorrect ? 'success' : 'danger'}>Ales de elev</Badge>}
              {option.isCorrect && <Badge tone="success">Răspuns corect</Badge>}
            </li>
          );
        })}
      </ul>
      {data.explanation && (
        <p style={{ margin: 0 }}>
          <strong>Explicație:</strong> {data.explanation}
        </p>
      )}
    </div>
  );
}
