import type { ReactNode } from 'react';
import { classNames } from './class-names.js';

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** Colour meaning; `neutral` by default. */
  tone?: 'neutral' | 'success' | 'warning' | 'danger' | 'info' | 'accent';
  children: ReactNode;
  className?: string;
}

/** A small inline label such as a status ('Aprobat') or a count. Colour is never the only signal: keep the text. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={classNames('eco-badge', `eco-badge--${tone}`, className)}>{children}</span>;
}
