import type { SlideViewProps } from '@platform/slide-sdk';
import { Badge, ChoiceGroup } from '@platform/ui';
import type { QuestionAnswer, QuestionLearnerData } from './core/index.js';
import { issueMessage } from './issue-message.js';
import { optionLabel } from './option-label.js';

/** What a pupil sees: the question and large option tiles (radio for single choice, checkboxes for multiple). */
export function QuestionView({
  data,
  answer,
  onAnswerChange,
  mode,
  issues,
  disabled,
}: SlideViewProps<QuestionLearnerData, QuestionAnswer>) {
  const options = data.options.map((option, index) => ({
    value: option.id,
    label: optionLabel(option, index),
    ...(option.imageUrl ? { imageUrl: option.imageUrl } : {}),
  }));
  return (
    <div style={{ display: 'grid', gap: 'var(--eco-space-3)', fontSize: 'var(--eco-font-size-lg)' }}>
      <div>
        <Badge tone="info">
          {data.multiple ? 'Alege toate răspunsurile corecte' : 'Alege un singur răspuns'}
        </Badge>
      </div>
      <ChoiceGroup
        legend={data.text}
        type={data.multiple ? 'checkbox' : 'radio'}
        options={options}
        value={answer?.selectedOptionIds ?? []}
        onChange={(selectedOptionIds) => onAnswerChange({ selectedOptionIds })}
        error={issueMessage(issues, ['selectedOptionIds']) ?? issueMessage(issues, [], true)}
        disabled={disabled || mode === 'review'}
      />
    </div>
  );
}
