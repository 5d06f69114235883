import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { SIDEBAR_MESSAGES } from '../../../shared/messages/navigation-messages.js';
import type { UserMenuEntry } from '../layout-types.js';

export interface UserMenuProps {
  entries: readonly UserMenuEntry[];
  onNavigate?: () => void;
}

/** The account menu at the bottom of the sidebar: a disclosure button and a plain list of links/actions. */
export function UserMenu({ entries, onNavigate }: UserMenuProps) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const close = () => {
    setOpen(false);
    onNavigate?.();
  };
  return (
    <div className="layout-user-menu">
      <button
        type="button"
        className="layout-user-menu__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span>{SIDEBAR_MESSAGES.userMenuLabel}</span>
        <span aria-hidden="true" className="layout-user-menu__chevron">
          {open ? '▴' : '▾'}
        </span>
      </button>
      <ul id={listId} className="layout-user-menu__list" hidden={!open}>
        {entries.map((entry) => (
          <li key={entry.key}>
            {entry.kind === 'link' && (
              <Link className="layout-user-menu__item" to={entry.to} onClick={close}>
                {entry.label}
              </Link>
            )}
            {entry.kind === 'external' && (
              <a className="layout-user-menu__item" href={entry.href} target="_blank" rel="noreferrer">
                {entry.label}
              </a>
            )}
            {entry.kind === 'action' && (
              <button
                type="button"
                className={`layout-user-menu__item${entry.tone === 'danger' ? ' layout-user-menu__item--danger' : ''}`}
                onClick={() => {
                  close();
                  entry.onSelect();
                }}
              >
                {entry.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
