import type { SlideEditorProps } from '@platform/slide-sdk';
import { useId } from 'react';
import { Alert, Button, ChoiceGroup, TextField } from '@platform/ui';
import {
  QUESTION_EXPLANATION_MAX_LENGTH,
  QUESTION_MAX_OPTIONS,
  QUESTION_MIN_OPTIONS,
  createQuestionOption,
  type QuestionData,
  type QuestionOption,
} from './core/index.js';
import { issueMessage } from './issue-message.js';
import { OptionEditor } from './option-editor.js';

const choiceKinds = [
  { value: 'single', label: 'Un singur răspuns corect' },
  { value: 'multiple', label: 'Mai multe răspunsuri corecte' },
];

/** Author form of a QUESTION slide. */
export function QuestionEditor({
  data,
  onChange,
  issues,
  services,
  disabled,
}: SlideEditorProps<QuestionData>) {
  const update = (patch: Partial<QuestionData>) => onChange({ ...data, ...patch });

  function updateOption(index: number, next: QuestionOption) {
    // With single choice, marking one option correct unmarks the others.
    const markedNow = next.isCorrect && !data.options[index]?.isCorrect;
    const options = data.options.map((option, i) =>
      i === index ? next : !data.multiple && markedNow ? { ...option, isCorrect: false } : option,
    );
    update({ options });
  }

  const listError = issueMessage(issues, ['options'], true);
  const headingId = useId();
  // Ids are unique in valid data; invalid data with repeated ids still needs distinct React keys.
  const seenKeys = new Set<string>();
  const keys = data.options.map((option, index) => {
    const key = seenKeys.has(option.id) ? `${option.id}#${index}` : option.id;
    seenKeys.add(key);
    return key;
  });
  return (
    <div
      style={{
        fontFamily: 'var(--eco-font-body)',
        color: 'var(--eco-color-text)',
        display: 'grid',
        gap: 'var(--eco-space-5)',
      }}
    >
      <TextField
        label="Întrebarea"
        multiline
        rows={3}
        required
        value={data.text}
        onChange={(event) => update({ text: event.target.value })}
        error={issueMessage(issues, ['text'])}
        disabled={disabled}
      />
      <ChoiceGroup
        legend="Tipul întrebării"
        type="radio"
        options={choiceKinds}
        value={[data.multiple ? 'multiple' : 'single']}
        onChange={([kind]) => update({ multiple: kind === 'multiple' })}
        disabled={disabled}
      />
      <TextField
        label="Punctaj"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        value={String(data.points)}
        onChange={(event) => update({ points: Math.max(0, Number.parseInt(event.target.value, 10) || 0) })}
        hint="Puncte primite doar pentru răspunsul complet corect."
        error={issueMessage(issues, ['points'])}
        disabled={disabled}
        style={{ maxWidth: '10rem' }}
      />
      <section aria-labelledby={headingId} style={{ display: 'grid', gap: 'var(--eco-space-3)' }}>
        <h3 id={headingId} style={{ margin: 0, fontSize: 'var(--eco-font-size-lg)' }}>
          Variante de răspuns
        </h3>
        {listError && <Alert tone="danger">{listError}</Alert>}
        <ol style={{ display: 'grid', gap: 'var(--eco-space-3)', margin: 0, padding: 0 }}>
          {data.options.map((option, index) => (
            <OptionEditor
              key={keys[index]}
              option={option}
              index={index}
              onChange={(next) => updateOption(index, next)}
              onRemove={() => update({ options: data.options.filter((_, i) => i !== index) })}
              canRemove={data.options.length > QUESTION_MIN_OPTIONS}
              textError={issueMessage(issues, ['options', index])}
              services={services}
              disabled={disabled}
            />
          ))}
        </ol>
        <div>
          <Button
            variant="secondary"
            onClick={() => update({ options: [...data.options, createQuestionOption(data.options)] })}
            disabled={disabled || data.options.length >= QUESTION_MAX_OPTIONS}
          >
            Adaugă variantă
          </Button>
        </div>
      </section>
      <TextField
        label="Explicație (opțional)"
        multiline
        rows={3}
        maxLength={QUESTION_EXPLANATION_MAX_LENGTH}
        value={data.explanation ?? ''}
        onChange={(event) => onChange(withExplanation(data, event.target.value))}
        hint="Elevul o vede doar după ce trimite răspunsul: de ce este corect răspunsul corect."
        error={issueMessage(issues, ['explanation'])}
        disabled={disabled}
      />
    </div>
  );
}

/** An emptied explanation removes the key, so data without one stays exactly as version 2 stored it. */
function withExplanation(data: QuestionData, text: string): QuestionData {
  const { explanation: _previous, ...rest } = data;
  return text === '' ? rest : { ...rest, explanation: text };
}
