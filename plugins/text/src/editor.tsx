import type { SlideEditorProps } from '@platform/slide-sdk';
import { TextField } from '@platform/ui';
import { TEXT_MAX_LENGTH_LIMIT, type TextData } from './core/index.js';
import { issueMessage } from './issue-message.js';

const toLength = (raw: string) => Math.max(0, Number.parseInt(raw, 10) || 0);

/** Author form of a TEXT slide: the task and the allowed answer length. */
export function TextEditor({ data, onChange, issues, disabled }: SlideEditorProps<TextData>) {
  const update = (patch: Partial<TextData>) => onChange({ ...data, ...patch });
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
        label="Cerința"
        multiline
        rows={4}
        required
        value={data.text}
        onChange={(event) => update({ text: event.target.value })}
        hint="Ce trebuie să scrie elevul, în cuvinte simple."
        error={issueMessage(issues, ['text'])}
        disabled={disabled}
      />
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--eco-space-4)' }}>
        <TextField
          label="Număr minim de caractere"
          type="number"
          inputMode="numeric"
          min={0}
          max={TEXT_MAX_LENGTH_LIMIT}
          value={String(data.minLength)}
          onChange={(event) => update({ minLength: toLength(event.target.value) })}
          error={issueMessage(issues, ['minLength'])}
          disabled={disabled}
        />
        <TextField
          label="Număr maxim de caractere"
          type="number"
          inputMode="numeric"
          min={1}
          max={TEXT_MAX_LENGTH_LIMIT}
          value={String(data.maxLength)}
          onChange={(event) => update({ maxLength: toLength(event.target.value) })}
          hint={`Cel mult ${TEXT_MAX_LENGTH_LIMIT}.`}
          error={issueMessage(issues, ['maxLength'])}
          disabled={disabled}
        />
      </div>
    </div>
  );
}
