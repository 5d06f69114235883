import type { SlideViewProps } from '@platform/slide-sdk';
import { Alert, TextField } from '@platform/ui';
import { useId } from 'react';
import type { TextAnswer, TextData } from './core/index.js';
import { CharacterCounter } from './character-counter.js';
import { issueMessage } from './issue-message.js';

/** What a pupil sees: the task, a large text box and a live character counter. */
export function TextView({
  data,
  answer,
  onAnswerChange,
  mode,
  issues,
  disabled,
  feedback,
}: SlideViewProps<TextData, TextAnswer>) {
  const counterId = useId();
  const value = answer?.text ?? '';
  return (
    <div
      style={{
        fontFamily: 'var(--eco-font-body)',
        color: 'var(--eco-color-text)',
        display: 'grid',
        gap: 'var(--eco-space-3)',
      }}
    >
      <p
        style={{
          margin: 0,
          whiteSpace: 'pre-wrap',
          fontSize: 'var(--eco-font-size-xl)',
          lineHeight: 'var(--eco-line-height-tight)',
          fontWeight: 600,
        }}
      >
        {data.text}
      </p>
      <TextField
        label="Răspunsul tău"
        multiline
        rows={6}
        value={value}
        onChange={(event) => onAnswerChange({ text: event.target.value })}
        hint={`Scrie între ${data.minLength} și ${data.maxLength} caractere.`}
        error={issueMessage(issues, ['text']) ?? issueMessage(issues, [], true)}
        disabled={disabled}
        readOnly={mode === 'review'}
        aria-describedby={counterId}
        style={{ fontSize: 'var(--eco-font-size-lg)', width: '100%', boxSizing: 'border-box' }}
      />
      <CharacterCounter id={counterId} value={value} bounds={data} />
      {mode === 'review' && feedback?.outcome === 'pending-review' && (
        <Alert tone="info" title="Răspuns trimis">
          Profesorul tău îl va citi; rezultatul apare după ce îl verifică.
        </Alert>
      )}
    </div>
  );
}
