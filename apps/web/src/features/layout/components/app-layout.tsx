import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages.js';
import { SIDEBAR_MESSAGES } from '../../../shared/messages/navigation-messages.js';
import { useSidebar } from '../hooks/use-sidebar.js';
import type { SidebarLink, SidebarUser, UserMenuEntry } from '../layout-types.js';
import { SidebarNav } from './sidebar-nav.js';
import { UserMenu } from './user-menu.js';
import { UserSummary } from './user-summary.js';
import '../layout.css';

export interface AppLayoutProps {
  links: readonly SidebarLink[];
  user: SidebarUser;
  userMenu: readonly UserMenuEntry[];
  homePath: string;
  children: ReactNode;
}

/** Frame of every signed-in page: the sidebar (a drawer under 768 px) and the main content. */
export function AppLayout({ links, user, userMenu, homePath, children }: AppLayoutProps) {
  const { isMobile, isOpen, toggle, closeDrawer } = useSidebar();
  const onNavigate = isMobile ? closeDrawer : undefined;
  return (
    <div
      className={`layout${isOpen ? ' layout--open' : ' layout--closed'}${isMobile ? ' layout--mobile' : ''}`}
    >
      <a className="layout-skip" href="#continut">
        {COMMON_MESSAGES.skipToContent}
      </a>
      <header className="layout-topbar">
        <button
          type="button"
          className="layout-topbar__toggle"
          aria-expanded={isOpen}
          aria-controls="sidebar"
          title={SIDEBAR_MESSAGES.toggleHint}
          onClick={toggle}
        >
          <span aria-hidden="true" className="layout-topbar__burger" />
          <span className="layout-topbar__toggle-label">
            {isOpen ? SIDEBAR_MESSAGES.toggleClose : SIDEBAR_MESSAGES.toggleOpen}
          </span>
        </button>
        <Link to={homePath} className="layout-topbar__brand">
          <span aria-hidden="true" className="layout-brand__logo">
            ♻
          </span>
          {COMMON_MESSAGES.productName}
        </Link>
      </header>
      {isMobile && isOpen && <div className="layout-backdrop" aria-hidden="true" onClick={closeDrawer} />}
      <aside id="sidebar" className="layout-sidebar" hidden={!isOpen}>
        {/* A closed sidebar (a phone's drawer until opened) renders nothing: on a pupil's first screen its
            menu and points cost about 30 ms of script in a profile of the lesson route (issue 10). */}
        {isOpen && (
          <>
            <UserSummary user={user} />
            <SidebarNav links={links} onNavigate={onNavigate} />
            <UserMenu entries={userMenu} onNavigate={onNavigate} />
          </>
        )}
      </aside>
      <main id="continut" className="layout-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
