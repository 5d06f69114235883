import { useId } from 'react';
import type { ReactNode } from 'react';
import { classNames } from './class-names.js';
import { FieldError } from './field-error.js';

/** One option of a {@link ChoiceGroup}. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** Optional picture shown on the tile; its alt text is the label when the label is a string. */
  imageUrl?: string;
}

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps {
  /** The question or group name, rendered as the fieldset legend. */
  legend: string;
  /** `radio`: one answer; `checkbox`: any number of answers. */
  type: 'radio' | 'checkbox';
  options: ChoiceOption[];
  /** Selected values (at most one for `radio`). */
  value: string[];
  onChange(value: string[]): void;
  error?: string;
  disabled?: boolean;
  /** Name of the inputs; generated when omitted. */
  name?: string;
  className?: string;
}

/** A fieldset of large, friendly option tiles (radio or checkbox), with optional images. */
export function ChoiceGroup({
  legend,
  type,
  options,
  value,
  onChange,
  error,
  disabled,
  name,
  className,
}: ChoiceGroupProps) {
  const id = useId();
  const groupName = name ?? `${id}-choice`;
  const errorId = `${id}-error`;

  function toggle(optionValue: string, checked: boolean) {
    if (type === 'radio') onChange([optionValue]);
    else if (checked) onChange(value.includes(optionValue) ? value : [...value, optionValue]);
    else onChange(value.filter((v) => v !== optionValue));
  }

  return (
    <fieldset
      className={classNames(
        'eco-choice-group',
        options.some((option) => option.imageUrl) && 'eco-choice-group--with-images',
        error && 'eco-choice-group--invalid',
        className,
      )}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="eco-choice-group__legend">{legend}</legend>
      <div className="eco-choice-group__options">
        {options.map((option, index) => {
          const optionId = `${id}-option-${index}`;
          const checked = value.includes(option.value);
          return (
            <label
              key={option.value}
              htmlFor={optionId}
              className={classNames('eco-choice', checked && 'eco-choice--checked')}
            >
              <input
                id={optionId}
                className="eco-choice__input"
                type={type}
                name={groupName}
                value={option.value}
                checked={checked}
                aria-invalid={error ? true : undefined}
                onChange={(event) => toggle(option.value, event.target.checked)}
              />
              {option.imageUrl && (
                <img
                  className="eco-choice__image"
                  src={option.imageUrl}
                  alt={typeof option.label === 'string' ? option.label : ''}
                />
              )}
              <span className="eco-choice__label">{option.label}</span>
            </label>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </fieldset>
  );
}
