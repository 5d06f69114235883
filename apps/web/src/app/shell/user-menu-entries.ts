import type { Role } from '@platform/contracts';
import { SIDEBAR_MESSAGES } from '../../shared/messages/navigation-messages.js';
import type { UserMenuEntry } from '../../features/layout/layout-types.js';
import type { AccessSubject } from '../routing/route-definition.js';
import { PATHS } from '../routing/paths.js';

export type UserMenuDialog = 'changePassword' | 'protocol' | 'rules' | 'mechanism' | 'contact';

const PROFILE_ROLES: readonly Role[] = ['ELEV', 'PROFESOR', 'ADMIN', 'DBEST', 'LOGISTIC'];

/**
 * The user menu of spec 000 §2 in its order: profile, school update, change password, collaboration
 * protocol (teachers only), rules, mechanism, contact, logout. Items the user's state forbids are left out.
 */
export function buildUserMenu(
  subject: AccessSubject,
  canOpen: (path: string) => boolean,
  openDialog: (dialog: UserMenuDialog) => void,
  logout: () => void,
): UserMenuEntry[] {
  const entries: UserMenuEntry[] = [];
  if (PROFILE_ROLES.includes(subject.role) && canOpen(PATHS.profile)) {
    entries.push({ key: 'profile', label: SIDEBAR_MESSAGES.profile, kind: 'link', to: PATHS.profile });
  }
  if (subject.role === 'PROFESOR' && canOpen(PATHS.schoolUpdate)) {
    entries.push({
      key: 'school',
      label: SIDEBAR_MESSAGES.schoolUpdate,
      kind: 'link',
      to: PATHS.schoolUpdate,
    });
  }
  entries.push({
    key: 'password',
    label: SIDEBAR_MESSAGES.changePassword,
    kind: 'action',
    onSelect: () => openDialog('changePassword'),
  });
  if (subject.role === 'PROFESOR') {
    entries.push({
      key: 'protocol',
      label: SIDEBAR_MESSAGES.protocol,
      kind: 'action',
      onSelect: () => openDialog('protocol'),
    });
  }
  entries.push(
    { key: 'rules', label: SIDEBAR_MESSAGES.rules, kind: 'action', onSelect: () => openDialog('rules') },
    {
      key: 'mechanism',
      label: SIDEBAR_MESSAGES.mechanism,
      kind: 'action',
      onSelect: () => openDialog('mechanism'),
    },
    {
      key: 'contact',
      label: SIDEBAR_MESSAGES.contact,
      kind: 'action',
      onSelect: () => openDialog('contact'),
    },
    { key: 'logout', label: SIDEBAR_MESSAGES.logout, kind: 'action', onSelect: logout, tone: 'danger' },
  );
  return entries;
}
