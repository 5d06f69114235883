import { NavLink } from 'react-router-dom';
import { SIDEBAR_MESSAGES } from '../../../shared/messages/navigation-messages.js';
import type { SidebarLink } from '../layout-types.js';

export interface SidebarNavProps {
  links: readonly SidebarLink[];
  onNavigate?: () => void;
}

/** The role's menu items in the spec's order; the current page is marked for screen readers too. */
export function SidebarNav({ links, onNavigate }: SidebarNavProps) {
  return (
    <nav className="layout-nav" aria-label={SIDEBAR_MESSAGES.navigationLabel}>
      <ul className="layout-nav__list">
        {links.map((link) => (
          <li key={link.path}>
            <NavLink
              to={link.path}
              onClick={onNavigate}
              className={({ isActive }) =>
                [
                  'layout-nav__link',
                  isActive && 'layout-nav__link--active',
                  link.bold && 'layout-nav__link--bold',
                ]
                  .filter(Boolean)
                  .join(' ')
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
