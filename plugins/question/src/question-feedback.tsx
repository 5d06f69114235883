import type { SlideFeedback } from '@platform/slide-sdk';
import { Alert } from '@platform/ui';
import type { QuestionLearnerData } from './core/index.js';
import { optionLabel } from './option-label.js';

/** Romanian words of each verdict: the alert's icon (✓ or i) and its colour only repeat them. */
const OUTCOME_TITLE: Record<SlideFeedback['outcome'], string> = {
  correct: 'Răspuns corect',
  'partially-correct': 'Răspuns parțial corect',
  incorrect: 'Răspuns greșit',
  'pending-review': 'Profesorul va verifica răspunsul',
};

/** What one option means for the pupil, or null when the option needs no remark (not chosen, not correct). */
function optionVerdict(item: { chosen: boolean; correct: boolean }): { icon: string; text: string } | null {
  if (item.chosen && item.correct) return { icon: '✓', text: 'Ai ales-o: este corectă' };
  if (item.chosen) return { icon: '✗', text: 'Ai ales-o: nu este corectă' };
  if (item.correct) return { icon: '✓', text: 'Varianta corectă' };
  return null;
}

/**
 * The feedback under a submitted answer: the verdict, each chosen option and every correct one told in words
 * and icons, and the author's explanation. Calm on purpose: a wrong answer is information, not an alarm.
 */
export function QuestionFeedback({ data, feedback }: { data: QuestionLearnerData; feedback: SlideFeedback }) {
  const success = feedback.outcome === 'correct';
  const remarks = (feedback.items ?? []).flatMap((item) => {
    const index = data.options.findIndex((option) => option.id === item.id);
    const verdict = optionVerdict(item);
    return index === -1 || !verdict
      ? []
      : [{ ...verdict, id: item.id, label: optionLabel(data.options[index]!, index) }];
  });
  return (
    <section
      aria-label="Rezultatul răspunsului"
      className="slide-question-feedback"
      style={{ display: 'grid', gap: 'var(--eco-space-3)' }}
    >
      <Alert tone={success ? 'success' : 'info'} title={OUTCOME_TITLE[feedback.outcome]}>
        {remarks.length > 0 && (
          <ul
            style={{
              display: 'grid',
              gap: 'var(--eco-space-1)',
              margin: 0,
              paddingInlineStart: 0,
              listStyle: 'none',
            }}
          >
            {remarks.map((remark) => (
              <li key={remark.id}>
                <span aria-hidden="true">{remark.icon} </span>
                <strong>{remark.label}</strong>: {remark.text}
              </li>
            ))}
          </ul>
        )}
      </Alert>
      {feedback.explanation && (
        <div>
          <p style={{ margin: 0, fontWeight: 600 }}>De ce?</p>
          <p style={{ margin: 0, whiteSpace: 'pre-line' }}>{feedback.explanation}</p>
        </div>
      )}
    </section>
  );
}
