import { Button } from '@platform/ui';
import { COMPLETION_MESSAGES as M } from '../completion-messages.js';

export interface CompletionControlsProps {
  isFirst: boolean;
  isLast: boolean;
  /** Lessons (multiple attempts) and previews may go back and skip. */
  allowsFreeNavigation: boolean;
  /** Submitting, locked for 2 s, or waiting for the automatic advance. */
  isBusy: boolean;
  /** The answer is on its way to the server. */
  isSubmitting: boolean;
  onBack(): void;
  onSkip(): void;
  onSubmit(): void;
}

/**
 * Înapoi, Omite and Trimite răspuns / Finalizează. Where free navigation is not allowed, Înapoi and Omite stay
 * visible but marked unavailable (aria-disabled), so a press explains why instead of doing nothing.
 */
export function CompletionControls(props: CompletionControlsProps) {
  const { isFirst, isLast, allowsFreeNavigation: free, isBusy } = props;
  const backUnavailable = !free || isFirst;
  const skipUnavailable = !free || isLast;
  return (
    <div className="completion-controls">
      <div className="completion-controls__secondary">
        <Button
          variant="secondary"
          size="lg"
          aria-disabled={backUnavailable || undefined}
          disabled={free && (isFirst || isBusy)}
          className={backUnavailable ? 'completion-controls__unavailable' : undefined}
          onClick={props.onBack}
        >
          {M.back}
        </Button>
        {!isLast && (
          <Button
            variant="ghost"
            size="lg"
            aria-disabled={skipUnavailable || undefined}
            disabled={free && isBusy}
            className={skipUnavailable ? 'completion-controls__unavailable' : undefined}
            onClick={props.onSkip}
          >
            {M.skip}
          </Button>
        )}
      </div>
      <Button
        size="lg"
        className="completion-controls__submit"
        disabled={isBusy}
        loading={props.isSubmitting}
        onClick={props.onSubmit}
      >
        {isLast ? M.finish : M.submit}
      </Button>
    </div>
  );
}
