import { useId } from 'react';
import type { SlideEditorProps } from '@platform/slide-sdk';
import { Button, FieldError, TextField } from '@platform/ui';
import type { __Pascal__Data } from './core/index.js';
import { issueAt } from './issue-text.js';

/** Author view: edit the text, the options, the correct option and the points. */
export function __Pascal__Editor({ data, onChange, issues, disabled }: SlideEditorProps<__Pascal__Data>) {
  const id = useId();
  const nextOptionId = () =>
    `o${Math.max(0, ...data.options.map((option) => Number(option.id.replace(/\D/g, '')) || 0)) + 1}`;
  const setOption = (id: string, text: string) =>
    onChange({ ...data, options: data.options.map((o) => (o.id === id ? { ...o, text } : o)) });

  return (
    <fieldset disabled={disabled} style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 16 }}>
      <legend className="eco-field__label">Editare slide</legend>
      <TextField
        label="Text"
        multiline
        rows={3}
        value={data.text}
        error={issueAt(issues, 'text')}
        onChange={(event) => onChange({ ...data, text: event.target.value })}
      />
      <fieldset style={{ border: 0, padding: 0, margin: 0, display: 'grid', gap: 8 }}>
        <legend className="eco-field__label">Variante (bifați varianta corectă)</legend>
        {data.options.map((option, index) => (
          <div key={option.id} style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
            <input
              type="radio"
              className="eco-choice__input"
              name={`${id}-correct`}
              aria-label={`Varianta ${index + 1} este corectă`}
              checked={data.correctOptionId === option.id}
              onChange={() => onChange({ ...data, correctOptionId: option.id })}
            />
            <div style={{ flex: 1 }}>
              <TextField
                label={`Varianta ${index + 1}`}
                value={option.text}
                error={issueAt(issues, 'options', index, 'text')}
                onChange={(event) => setOption(option.id, event.target.value)}
              />
            </div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onChange({ ...data, options: data.options.filter((o) => o.id !== option.id) })}
            >
              Șterge varianta {index + 1}
            </Button>
          </div>
        ))}
        <div>
          <Button
            variant="secondary"
            onClick={() =>
              onChange({ ...data, options: [...data.options, { id: nextOptionId(), text: '' }] })
            }
          >
            Adaugă variantă
          </Button>
        </div>
        <FieldError>{issueAt(issues, 'options') ?? issueAt(issues, 'correctOptionId')}</FieldError>
      </fieldset>
      <TextField
        label="Puncte"
        type="number"
        min={1}
        step={1}
        value={data.points}
        error={issueAt(issues, 'points')}
        onChange={(event) => onChange({ ...data, points: Number(event.target.value) })}
      />
    </fieldset>
  );
}
