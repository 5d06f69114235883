import { useState } from 'react';
import { TextField } from '@platform/ui';
import { PHOTO_COUNT_MAX, PHOTO_COUNT_MIN } from './core/messages.js';

export interface PhotoCountFieldProps {
  label: string;
  value: number;
  onChange(value: number): void;
  error?: string;
  disabled?: boolean;
}

/** A whole-number field for a photo count. It keeps what is being typed (even empty) until it is a number. */
export function PhotoCountField({ label, value, onChange, error, disabled }: PhotoCountFieldProps) {
  const [draft, setDraft] = useState(String(value));
  const [shownValue, setShownValue] = useState(value);
  // A change from outside (the other field dragging this one along) replaces the draft.
  if (value !== shownValue) {
    setShownValue(value);
    setDraft(String(value));
  }
  return (
    <TextField
      label={label}
      hint={`Între ${PHOTO_COUNT_MIN} și ${PHOTO_COUNT_MAX}`}
      type="number"
      inputMode="numeric"
      min={PHOTO_COUNT_MIN}
      max={PHOTO_COUNT_MAX}
      step={1}
      required
      value={draft}
      error={error}
      disabled={disabled}
      onBlur={() => setDraft(String(value))}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        const count = Number(text);
        if (text.trim() !== '' && Number.isInteger(count)) {
          setShownValue(count);
          onChange(count);
        }
      }}
    />
  );
}
