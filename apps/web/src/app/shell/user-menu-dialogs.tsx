import type { Profile } from '@platform/contracts';
import { ChangePasswordDialog } from '../../features/auth/index.js';
import { InfoDialog } from '../../features/layout/index.js';
import { ProtocolDialog } from '../../features/profile/index.js';
import { INFO_DIALOG_MESSAGES as M } from '../../shared/messages/navigation-messages.js';
import type { UserMenuDialog } from './user-menu-entries.js';

/** Optional addresses of the programme's documents and contact details, set at build time. */
const links = {
  rules: import.meta.env.VITE_RULES_URL,
  mechanism: import.meta.env.VITE_MECHANISM_URL,
  email: import.meta.env.VITE_CONTACT_EMAIL,
  phone: import.meta.env.VITE_CONTACT_PHONE,
};

function DocumentBody({ url }: { url: string | undefined }) {
  return url ? (
    <a href={url} target="_blank" rel="noreferrer">
      {M.openDocument}
    </a>
  ) : (
    <p>{M.documentNotPublished}</p>
  );
}

export interface UserMenuDialogsProps {
  open: UserMenuDialog | null;
  onClose: () => void;
  profile: Profile;
}

/** The dialogs the user menu opens. */
export function UserMenuDialogs({ open, onClose, profile }: UserMenuDialogsProps) {
  return (
    <>
      <ChangePasswordDialog open={open === 'changePassword'} onClose={onClose} />
      {profile.role === 'PROFESOR' && (
        <ProtocolDialog open={open === 'protocol'} onClose={onClose} profile={profile} />
      )}
      <InfoDialog open={open === 'rules'} title={M.rulesTitle} onClose={onClose}>
        <DocumentBody url={links.rules} />
      </InfoDialog>
      <InfoDialog open={open === 'mechanism'} title={M.mechanismTitle} onClose={onClose}>
        <DocumentBody url={links.mechanism} />
      </InfoDialog>
      <InfoDialog open={open === 'contact'} title={M.contactTitle} onClose={onClose}>
        <p>{M.contactIntro}</p>
        <p>
          <strong>{M.contactHours}</strong>
        </p>
        {links.email && (
          <p>
            {M.contactEmail}: <a href={`mailto:${links.email}`}>{links.email}</a>
          </p>
        )}
        {links.phone && (
          <p>
            {M.contactPhone}: <a href={`tel:${links.phone}`}>{links.phone}</a>
          </p>
        )}
        <p>{M.contactMessages}</p>
      </InfoDialog>
    </>
  );
}
