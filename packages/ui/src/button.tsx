import type { ButtonHTMLAttributes } from 'react';
import { classNames } from './class-names.js';
import { Spinner } from './spinner.js';

/** Props of {@link Button}: every native button attribute plus the visual options. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight; `primary` (the programme green) by default. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** `md` by default. Every size keeps a 44px touch target on phones. */
  size?: 'sm' | 'md' | 'lg';
  /** Shows a spinner, sets `aria-busy` and disables the button until the work finishes. */
  loading?: boolean;
}

/** The platform button. `type` defaults to `button` so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={classNames('eco-button', `eco-button--${variant}`, `eco-button--${size}`, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading && <Spinner size="sm" className="eco-button__spinner" />}
      <span className="eco-button__label">{children}</span>
    </button>
  );
}
