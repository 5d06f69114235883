import { useId } from 'react';
import type { SlideEditorProps } from '@platform/slide-sdk';
import type { __Pascal__Data } from './core/index.js';
import { issueAt } from './issue-text.js';

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} role="alert" style={{ color: '#a40000', margin: '4px 0' }}>
      {message}
    </p>
  ) : null;
}

const field = { display: 'grid', gap: 4, maxWidth: 480 } as const;
const optionRow = { display: 'flex', gap: 8, alignItems: 'center', marginBottom: 8 } as const;

/** Author view: edit the text, the options, the correct option and the points. */
export function __Pascal__Editor({ data, onChange, issues, disabled }: SlideEditorProps<__Pascal__Data>) {
  const id = useId();
  const textError = issueAt(issues, 'text');
  const nextOptionId = () =>
    `o${Math.max(0, ...data.options.map((option) => Number(option.id.replace(/\D/g, '')) || 0)) + 1}`;

  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, display: 'grid', gap: 12 }}>
      <legend>Editare slide</legend>
      <div style={field}>
        <label htmlFor={`${id}-text`}>Text</label>
        <textarea
          id={`${id}-text`}
          value={data.text}
          aria-invalid={textError ? true : undefined}
          aria-describedby={textError ? `${id}-text-error` : undefined}
          onChange={(event) => onChange({ ...data, text: event.target.value })}
        />
        <FieldError id={`${id}-text-error`} message={textError} />
      </div>
      <fieldset>
        <legend>Variante (bifați varianta corectă)</legend>
        {data.options.map((option, index) => {
          const optionError = issueAt(issues, 'options', index, 'text');
          return (
            <div key={option.id}>
              <div style={optionRow}>
                <input
                  type="radio"
                  name={`${id}-correct`}
                  aria-label={`Varianta ${index + 1} este corectă`}
                  checked={data.correctOptionId === option.id}
                  onChange={() => onChange({ ...data, correctOptionId: option.id })}
                />
                <input
                  aria-label={`Textul variantei ${index + 1}`}
                  value={option.text}
                  aria-invalid={optionError ? true : undefined}
                  aria-describedby={optionError ? `${id}-option-${index}-error` : undefined}
                  onChange={(event) =>
                    onChange({
                      ...data,
                      options: data.options.map((o) =>
                        o.id === option.id ? { ...o, text: event.target.value } : o,
                      ),
                    })
                  }
                />
                <button
                  type="button"
                  onClick={() =>
                    onChange({ ...data, options: data.options.filter((o) => o.id !== option.id) })
                  }
                >
                  Șterge varianta {index + 1}
                </button>
              </div>
              <FieldError id={`${id}-option-${index}-error`} message={optionError} />
            </div>
          );
        })}
        <button
          type="button"
          onClick={() => onChange({ ...data, options: [...data.options, { id: nextOptionId(), text: '' }] })}
        >
          Adaugă variantă
        </button>
        <FieldError
          id={`${id}-options-error`}
          message={issueAt(issues, 'options') ?? issueAt(issues, 'correctOptionId')}
        />
      </fieldset>
      <div style={field}>
        <label htmlFor={`${id}-points`}>Puncte</label>
        <input
          id={`${id}-points`}
          type="number"
          min={1}
          step={1}
          value={data.points}
          onChange={(event) => onChange({ ...data, points: Number(event.target.value) })}
        />
        <FieldError id={`${id}-points-error`} message={issueAt(issues, 'points')} />
      </div>
    </fieldset>
  );
}
