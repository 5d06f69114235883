import { useId } from 'react';
import { defineSlidePlugin } from '../core/define-slide-plugin.js';
import type { SlideEditorProps, SlideReviewProps, SlideViewProps } from '../core/types.js';
import { choiceCore, type ChoiceAnswer, type ChoiceData, type ChoiceLearnerData } from './choice-core.js';

function ChoiceEditor({ data, onChange, issues, disabled }: SlideEditorProps<ChoiceData>) {
  const id = useId();
  const textIssue = issues.find((issue) => issue.path[0] === 'text');
  return (
    <fieldset disabled={disabled}>
      <legend>Întrebare</legend>
      <label htmlFor={`${id}-text`}>Text</label>
      <input
        id={`${id}-text`}
        value={data.text}
        aria-invalid={textIssue ? true : undefined}
        aria-describedby={textIssue ? `${id}-text-error` : undefined}
        onChange={(event) => onChange({ ...data, text: event.target.value })}
      />
      {textIssue && <p id={`${id}-text-error`}>{textIssue.message}</p>}
      <ul>
        {data.options.map((option, index) => (
          <li key={option.id}>
            <label>
              <input
                type="checkbox"
                checked={option.isCorrect}
                onChange={(event) =>
                  onChange({
                    ...data,
                    options: data.options.map((o, i) =>
                      i === index ? { ...o, isCorrect: event.target.checked } : o,
                    ),
                  })
                }
              />
              Corectă: {option.text}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

function ChoiceView({
  data,
  answer,
  onAnswerChange,
  disabled,
  feedback,
}: SlideViewProps<ChoiceLearnerData, ChoiceAnswer>) {
  const selected = new Set(answer?.selectedOptionIds ?? []);
  return (
    <>
      <fieldset disabled={disabled}>
        <legend>{data.text || 'Întrebare'}</legend>
        {data.options.map((option) => (
          <label key={option.id}>
            <input
              type="checkbox"
              checked={selected.has(option.id)}
              onChange={() =>
                onAnswerChange({
                  selectedOptionIds: selected.has(option.id)
                    ? [...selected].filter((id) => id !== option.id)
                    : [...selected, option.id],
                })
              }
            />
            {option.text}
          </label>
        ))}
      </fieldset>
      {feedback && <p role="status">{feedback.outcome === 'correct' ? '✓ Corect' : '✗ Greșit'}</p>}
    </>
  );
}

function ChoiceReview({ data, answer }: SlideReviewProps<ChoiceData, ChoiceAnswer>) {
  return (
    <ul aria-label="Răspunsul elevului">
      {data.options
        .filter((option) => answer.selectedOptionIds.includes(option.id))
        .map((option) => (
          <li key={option.id}>
            {option.text} {option.isCorrect ? '(corect)' : '(greșit)'}
          </li>
        ))}
    </ul>
  );
}

export const choicePlugin = defineSlidePlugin(choiceCore, {
  Editor: ChoiceEditor,
  View: ChoiceView,
  Review: ChoiceReview,
  icon: ({ className }) => <svg className={className} aria-hidden="true" viewBox="0 0 16 16" />,
});
