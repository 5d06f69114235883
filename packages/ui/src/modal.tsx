import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, RefObject, SyntheticEvent } from 'react';
import { classNames } from './class-names.js';

/** Props of {@link Modal}. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a click outside the dialog box and on the close button. */
  onClose(): void;
  /** Heading of the dialog, also its accessible name. */
  title: string;
  children?: ReactNode;
  /** Actions shown at the bottom (e.g. Anulează / Salvează buttons). */
  footer?: ReactNode;
  className?: string;
}

/**
 * A modal dialog on the native `<dialog>` element (`showModal()`), so the browser traps focus and
 * makes the page behind inert. Escape and a click on the backdrop call `onClose`; when the dialog
 * closes, focus returns to the element that opened it.
 */
export function Modal({ open, onClose, title, children, footer, className }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyScrolls = useScrollsVertically(bodyRef, open);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom and very old browsers lack showModal(); the open attribute still shows the content.
    if (typeof dialog.showModal === 'function') dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('.eco-modal__close')?.focus();
    return () => {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      opener?.focus();
    };
  }, [open]);

  function handleCancel(event: SyntheticEvent) {
    // Keep the dialog controlled by `open`: the parent decides, through onClose.
    event.preventDefault();
    onClose();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape' && !event.defaultPrevented) handleCancel(event);
  }

  function handleClick(event: MouseEvent<HTMLDialogElement>) {
    // The inner box fills the dialog, so a click whose target is the dialog itself hit the backdrop.
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className={classNames('eco-modal', className)}
      aria-labelledby={titleId}
      onCancel={handleCancel}
      onKeyDown={handleKeyDown}
      onClick={handleClick}
    >
      {open && (
        <div className="eco-modal__box">
          <header className="eco-modal__header">
            <h2 id={titleId} className="eco-modal__title">
              {title}
            </h2>
            <button type="button" className="eco-modal__close" aria-label="Închide" onClick={onClose}>
              <span aria-hidden="true">×</span>
            </button>
          </header>
          {/* A body that scrolls takes focus, so keyboard users can scroll long content (WCAG 2.1.1). */}
          <div
            ref={bodyRef}
            className="eco-modal__body"
            tabIndex={bodyScrolls ? 0 : undefined}
            role={bodyScrolls ? 'region' : undefined}
            aria-labelledby={bodyScrolls ? titleId : undefined}
          >
            {children}
          </div>
          {footer && <footer className="eco-modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}

/** Whether the element's content overflows it vertically, kept up to date as the content or its size changes. */
function useScrollsVertically(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    const measure = () => setScrolls(element.scrollHeight > element.clientHeight + 1);
    measure();
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : null;
    resize?.observe(element);
    const mutation = typeof MutationObserver === 'function' ? new MutationObserver(measure) : null;
    mutation?.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      resize?.disconnect();
      mutation?.disconnect();
    };
  }, [ref, active]);
  return scrolls;
}
