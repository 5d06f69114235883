import { classNames } from './class-names.js';
import { VisuallyHidden } from './visually-hidden.js';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Text for screen readers; defaults to 'Se încarcă…'. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A loading indicator announced politely to screen readers as 'Se încarcă…'. */
export function Spinner({ label = 'Se încarcă…', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={classNames('eco-spinner', `eco-spinner--${size}`, className)}>
      <span className="eco-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
