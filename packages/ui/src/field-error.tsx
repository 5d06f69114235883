import type { ReactNode } from 'react';
import { classNames } from './class-names.js';

/** Props of {@link FieldError}. */
export interface FieldErrorProps {
  /** The id that the control points to with `aria-describedby`. */
  id?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * The error text of a form field. It has no role on purpose: the control references it with
 * `aria-describedby` and `aria-invalid`, so it is read with the field instead of interrupting.
 * Renders nothing when there is no message.
 */
export function FieldError({ id, children, className }: FieldErrorProps) {
  if (children === undefined || children === null || children === '' || children === false) return null;
  return (
    <p id={id} className={classNames('eco-field-error', className)}>
      {children}
    </p>
  );
}
