import { useEffect } from 'react';

/**
 * Ctrl+Z undoes and Ctrl+Shift+Z (or Ctrl+Y) redoes the editor's history, also inside text fields and rich
 * text: the capture phase runs first, so a field's own undo never competes with the lesson's.
 */
export function useUndoShortcuts({
  enabled,
  onUndo,
  onRedo,
}: {
  enabled: boolean;
  onUndo(): void;
  onRedo(): void;
}) {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const key = event.key.toLowerCase();
      const isRedo = (key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey);
      const isUndo = key === 'z' && !event.shiftKey;
      if (!isUndo && !isRedo) return;
      // A modal dialog (leave warning, fullscreen preview) owns the keyboard.
      if (document.querySelector('[aria-modal="true"], dialog[open]')) return;
      event.preventDefault();
      event.stopPropagation();
      if (isUndo) onUndo();
      else onRedo();
    };
    window.addEventListener('keydown', onKeyDown, { capture: true });
    return () => window.removeEventListener('keydown', onKeyDown, { capture: true });
  }, [enabled, onUndo, onRedo]);
}
