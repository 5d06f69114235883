import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { LESSON_LIST_MESSAGES as M } from '../lesson-list-messages.js';

export interface CardMenuItem {
  label: string;
  /** A link (preview) or an action (hide, show, duplicate). */
  to?: string;
  onSelect?(): void;
}

/** The card's "more" menu: a disclosure button with a short list; Escape or a click outside closes it. */
export function LessonCardMenu({ title, items }: { title: string; items: readonly CardMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (items.length === 0) return null;
  return (
    <div className="lesson-card-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lesson-card-menu__toggle"
        aria-label={M.menu(title)}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
          <circle cx="10" cy="4" r="1.8" />
          <circle cx="10" cy="10" r="1.8" />
          <circle cx="10" cy="16" r="1.8" />
        </svg>
      </button>
      <ul id={listId} className="lesson-card-menu__list" hidden={!open}>
        {items.map((item) => (
          <li key={item.label}>
            {item.to ? (
              <Link className="lesson-card-menu__item" to={item.to}>
                {item.label}
              </Link>
            ) : (
              <button
                type="button"
                className="lesson-card-menu__item"
                onClick={() => {
                  setOpen(false);
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
