import type { CompletionMode } from '../completion-machine.js';
import { LESSON_MESSAGES } from '../completion-messages.js';

/** 'Mod previzualizare - răspunsurile nu vor fi salvate' or 'Mod exersare'; nothing in a scored attempt. */
export function ModeBanner({ mode }: { mode: CompletionMode }) {
  if (mode === 'complete') return null;
  return (
    <p className={`completion-banner completion-banner--${mode}`} role="status">
      {mode === 'preview' ? LESSON_MESSAGES.previewBanner : LESSON_MESSAGES.practiceBanner}
    </p>
  );
}
