import { useId } from 'react';
import type { ChangeEvent, InputHTMLAttributes, Ref, TextareaHTMLAttributes } from 'react';
import { classNames } from './class-names.js';
import { describedBy } from './field-description.js';
import { FieldError } from './field-error.js';

type NativeFieldProps = Omit<
  InputHTMLAttributes<HTMLInputElement> & TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'children'
>;

/** Props of {@link TextField}: the field's own options plus the native input or textarea attributes. */
export type TextFieldProps = NativeFieldProps & {
  /** Visible label, always shown (placeholders are not labels). */
  label: string;
  /** Error message; marks the control `aria-invalid` and is read with it. */
  error?: string;
  /** Help text under the label, read with the control. */
  hint?: string;
  /** Renders a `<textarea>` instead of an `<input>`. */
  multiline?: boolean;
  /** Rows of the textarea (with `multiline`); 4 by default. */
  rows?: number;
  onChange?: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** Forwarded to the control (input or textarea), e.g. for react-hook-form's `register` or focusing. */
  ref?: Ref<HTMLInputElement | HTMLTextAreaElement>;
};

/** A labelled text input or textarea with hint and error wired through `aria-describedby`. */
export function TextField({
  label,
  error,
  hint,
  multiline = false,
  rows = 4,
  id,
  className,
  ref,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const controlProps = {
    ...rest,
    id: controlId,
    // Only one of the two elements is rendered, so the ref always receives a matching node.
    ref: ref as Ref<HTMLInputElement & HTMLTextAreaElement>,
    className: classNames('eco-input', multiline && 'eco-input--multiline'),
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hintId, errorId, hint, error, rest['aria-describedby']),
  };
  return (
    <div className={classNames('eco-field', error && 'eco-field--invalid', className)}>
      <label className="eco-field__label" htmlFor={controlId}>
        {label}
        {rest.required && (
          <span className="eco-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="eco-field__hint">
          {hint}
        </p>
      )}
      {multiline ? <textarea rows={rows} {...controlProps} /> : <input {...controlProps} />}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
