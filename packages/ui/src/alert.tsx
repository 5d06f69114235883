import type { ReactNode } from 'react';
import { classNames } from './class-names.js';

/** Props of {@link Alert}. */
export interface AlertProps {
  tone: 'info' | 'success' | 'warning' | 'danger';
  title?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * A message box. `danger` uses `role="alert"` (announced at once); the other tones use
 * `role="status"` (announced politely).
 */
export function Alert({ tone, title, children, className }: AlertProps) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={classNames('eco-alert', `eco-alert--${tone}`, className)}
    >
      <div className="eco-alert__body">
        {title && <p className="eco-alert__title">{title}</p>}
        {children && <div className="eco-alert__content">{children}</div>}
      </div>
    </div>
  );
}
