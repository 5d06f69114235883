export { AppLayout } from './components/app-layout.js';
export type { AppLayoutProps } from './components/app-layout.js';
export { InfoDialog } from './components/info-dialog.js';
export type { SidebarLink, SidebarUser, UserMenuEntry } from './layout-types.js';
