import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, MouseEvent, ReactNode, SyntheticEvent } from 'react';
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
  const titleId = useId();

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
          <div className="eco-modal__body">{children}</div>
          {footer && <footer className="eco-modal__footer">{footer}</footer>}
        </div>
      )}
    </dialog>
  );
}
