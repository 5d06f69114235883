import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';
import { Button, Modal } from '@platform/ui';
import { EDITOR_MESSAGES as M } from '../lesson-editor-messages.js';

/**
 * Warns before leaving with unsaved changes (spec 001 §2): in-app navigation through react-router's
 * blocker (a dialog), closing or reloading the tab through the browser's own beforeunload prompt.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  // The router keeps the blocker function that an effect last handed it. The editor navigates from an effect
  // of its own right after a save, and Preact runs a parent's pending effects before its child's when the
  // parent renders again first: the router then asked the function of the render before the save ("dirty")
  // and showed this dialog (seen once in the journeys on a slow machine). A ref set while rendering always
  // holds the latest answer.
  const whenRef = useRef(when);
  whenRef.current = when;
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        whenRef.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  useEffect(() => {
    if (!when) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [when]);

  return (
    <Modal
      open={blocker.state === 'blocked'}
      onClose={() => blocker.reset?.()}
      title={M.unsavedTitle}
      footer={
        <>
          <Button variant="secondary" onClick={() => blocker.reset?.()}>
            {M.stay}
          </Button>
          <Button variant="danger" onClick={() => blocker.proceed?.()}>
            {M.leave}
          </Button>
        </>
      }
    >
      <p>{M.unsavedBody}</p>
    </Modal>
  );
}
