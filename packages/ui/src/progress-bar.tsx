import { useId } from 'react';
import { classNames } from './class-names.js';

/** Props of {@link ProgressBar}. */
export interface ProgressBarProps {
  value: number;
  max: number;
  /** Visible label, also the accessible name. */
  label: string;
  /** Human-readable value (e.g. '3 din 10 slide-uri'); defaults to a percentage. */
  valueText?: string;
  className?: string;
}

/** A labelled progress bar (`role="progressbar"` with `aria-valuenow`, `aria-valuemin`, `aria-valuemax`). */
export function ProgressBar({ value, max, label, valueText, className }: ProgressBarProps) {
  const id = useId();
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const percent = Math.round((clamped / safeMax) * 100);
  const text = valueText ?? `${percent}%`;
  return (
    <div className={classNames('eco-progress', className)}>
      <div className="eco-progress__header">
        <span id={`${id}-label`} className="eco-progress__label">
          {label}
        </span>
        <span className="eco-progress__value" aria-hidden="true">
          {text}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={`${id}-label`}
        aria-valuemin={0}
        aria-valuemax={safeMax}
        aria-valuenow={clamped}
        aria-valuetext={text}
        className="eco-progress__track"
      >
        <div className="eco-progress__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
