import type { SlideViewProps } from '@platform/slide-sdk';
import { Badge, ChoiceGroup } from '@platform/ui';
import type { QuestionAnswer, QuestionLearnerData } from './core/index.js';
import { issueMessage } from './issue-message.js';
import { QuestionFeedback } from './question-feedback.js';
import { optionLabel } from './option-label.js';

/*
 * Text-only options read best as one full-width, left-aligned column (long sentences on a 375 px phone);
 * the UI's default tile grid suits pictures. React 19 hoists and de-duplicates this <style> by `href`.
 */
const LIST_CLASS = 'slide-question-choices--list';
const listLayoutCss = `.${LIST_CLASS} .eco-choice-group__options{grid-template-columns:1fr}.${LIST_CLASS} .eco-choice{align-items:flex-start;text-align:start;min-height:var(--eco-touch-target);font-size:var(--eco-font-size-lg)}`;

/**
 * What a pupil sees: the question and large option tiles (radio for single choice, checkboxes for multiple);
 * in review mode after submission, the feedback under the answer.
 */
export function QuestionView({
  data,
  answer,
  onAnswerChange,
  mode,
  issues,
  disabled,
  feedback,
}: SlideViewProps<QuestionLearnerData, QuestionAnswer>) {
  const hasImages = data.options.some((option) => option.imageUrl);
  const options = data.options.map((option, index) => ({
    value: option.id,
    label: optionLabel(option, index),
    ...(option.imageUrl ? { imageUrl: option.imageUrl } : {}),
  }));
  return (
    <div
      style={{
        display: 'grid',
        gap: 'var(--eco-space-3)',
        fontFamily: 'var(--eco-font-body)',
        color: 'var(--eco-color-text)',
      }}
    >
      {!hasImages && (
        <style href="slide-question-list-layout" precedence="default">
          {listLayoutCss}
        </style>
      )}
      <div>
        <Badge tone="info">
          {data.multiple ? 'Alege toate răspunsurile corecte' : 'Alege un singur răspuns'}
        </Badge>
      </div>
      <ChoiceGroup
        className={hasImages ? undefined : LIST_CLASS}
        legend={data.text}
        type={data.multiple ? 'checkbox' : 'radio'}
        options={options}
        value={answer?.selectedOptionIds ?? []}
        onChange={(selectedOptionIds) => onAnswerChange({ selectedOptionIds })}
        error={issueMessage(issues, ['selectedOptionIds']) ?? issueMessage(issues, [], true)}
        disabled={disabled || mode === 'review'}
      />
      {/* Only after submission: the host passes feedback in review mode, never while the pupil answers. */}
      {mode === 'review' && feedback && <QuestionFeedback data={data} feedback={feedback} />}
    </div>
  );
}
