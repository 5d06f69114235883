import type { SlideViewProps } from '@platform/slide-sdk';
import { ChoiceGroup } from '@platform/ui';
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
  return (
    <ChoiceGroup
      legend={data.text || 'Întrebare fără text'}
      type="radio"
      options={data.options.map((option) => ({ value: option.id, label: option.text }))}
      value={answer ? [answer.optionId] : []}
      onChange={([optionId]) => optionId && onAnswerChange({ optionId })}
      error={issues[0]?.message}
      disabled={disabled || mode === 'review'}
    />
  );
}
