import type { HTMLAttributes } from 'react';
import { classNames } from './class-names.js';

/** Props of {@link VisuallyHidden}. */
export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text read by screen readers but not shown on screen (e.g. the label of an icon-only button). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={classNames('eco-visually-hidden', className)} {...rest} />;
}
