import { useId } from 'react';
import type { ReactNode } from 'react';
import { classNames } from './class-names.js';
import { FieldError } from './field-error.js';

/** Props of {@link Checkbox}. */
export interface CheckboxProps {
  /** Visible label; clicking it toggles the box. */
  label: ReactNode;
  checked: boolean;
  /** Called with the new checked state. */
  onChange(checked: boolean): void;
  error?: string;
  disabled?: boolean;
  name?: string;
  className?: string;
}

/** A controlled checkbox with a large hit area and an optional error (e.g. a required consent). */
export function Checkbox({ label, checked, onChange, error, disabled, name, className }: CheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={classNames('eco-checkbox', error && 'eco-checkbox--invalid', className)}>
      <label className="eco-checkbox__row" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className="eco-checkbox__input"
          name={name}
          checked={checked}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="eco-checkbox__label">{label}</span>
      </label>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
