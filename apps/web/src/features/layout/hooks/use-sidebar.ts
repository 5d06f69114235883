import { useCallback, useEffect, useState } from 'react';
import { readSidebarPreference, writeSidebarPreference } from './sidebar-preference.js';

/** Below this width the sidebar collapses into a drawer (spec 000 §9). */
export const MOBILE_QUERY = '(max-width: 767px)';

function matchesMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(MOBILE_QUERY).matches;
}

/**
 * Sidebar state: on desktop open unless the user closed it (remembered a week); on phones a closed
 * drawer. Ctrl+B or Cmd+B toggles it anywhere.
 */
export function useSidebar() {
  const [isMobile, setMobile] = useState(matchesMobile);
  const [desktopOpen, setDesktopOpen] = useState(() => readSidebarPreference() ?? true);
  const [drawerOpen, setDrawerOpen] = useState(false);

  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(MOBILE_QUERY);
    const onChange = () => {
      setMobile(query.matches);
      setDrawerOpen(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);

  const toggle = useCallback(() => {
    if (isMobile) {
      setDrawerOpen((open) => !open);
      return;
    }
    setDesktopOpen((open) => {
      writeSidebarPreference(!open);
      return !open;
    });
  }, [isMobile]);

  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'b') {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  return { isMobile, isOpen: isMobile ? drawerOpen : desktopOpen, toggle, closeDrawer };
}
