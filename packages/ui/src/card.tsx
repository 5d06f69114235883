import type { ReactNode } from 'react';
import { classNames } from './class-names.js';

/** Props of {@link Card}. */
export interface CardProps {
  /** The element to render; `div` by default. Use `article`/`section` when the card is a landmark of content. */
  as?: 'div' | 'article' | 'section';
  children: ReactNode;
  className?: string;
}

/** A padded surface with a border and a soft shadow that groups related content. */
export function Card({ as: Element = 'div', children, className }: CardProps) {
  return <Element className={classNames('eco-card', className)}>{children}</Element>;
}
