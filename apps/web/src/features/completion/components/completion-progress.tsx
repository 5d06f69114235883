import { ProgressBar } from '@platform/ui';
import { COMPLETION_MESSAGES as M } from '../completion-messages.js';

/** 'Progres' with 'n / total slide-uri', or 'Complet' once every slide is done. */
export function CompletionProgress({
  current,
  total,
  isComplete,
}: {
  current: number;
  total: number;
  isComplete: boolean;
}) {
  return (
    <ProgressBar
      className="completion-progress"
      label={M.progressLabel}
      value={isComplete ? total : current}
      max={total}
      valueText={isComplete ? M.progressDone : M.progressValue(current, total)}
    />
  );
}
