import { useId } from 'react';
import type { SlideViewProps } from '@platform/slide-sdk';
import type { __Pascal__Answer, __Pascal__LearnerData } from './core/index.js';

/** Pupil view (modes complete, preview, review). It only ever receives redacted data. */
export function __Pascal__View({
  data,
  answer,
  onAnswerChange,
  mode,
  issues = [],
  disabled,
}: SlideViewProps<__Pascal__LearnerData, __Pascal__Answer>) {
  const id = useId();
  const readOnly = disabled || mode === 'review';
  const error = issues[0]?.message;
  return (
    <fieldset disabled={readOnly} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{data.text || 'Întrebare fără text'}</legend>
      {data.options.map((option) => (
        <div key={option.id}>
          <input
            type="radio"
            id={`${id}-${option.id}`}
            name={`${id}-answer`}
            checked={answer?.optionId === option.id}
            onChange={() => onAnswerChange({ optionId: option.id })}
          />
          <label htmlFor={`${id}-${option.id}`}>{option.text}</label>
        </div>
      ))}
      {error && (
        <p id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
