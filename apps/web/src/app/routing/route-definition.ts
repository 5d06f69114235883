import type { ComponentType } from 'react';
import type { Role, TokenClaims } from '@platform/contracts';
import type { AppDispatch } from '../../shared/store/create-store.js';

/** What the access rules know about the signed-in user: token claims plus the current-user record. */
export interface AccessSubject {
  role: Role;
  isEnabled: boolean;
  schoolId: number | null;
  hasSchoolRegistrationFormCompleted: boolean;
  needsSchoolRegistrationConfirmation: boolean;
  /** A pupil whose parent already signed (a disabled pupil with approval waits for the teacher). */
  hasParentalApproval: boolean;
}

/** What a page's preload knows: the address it will open at and who is signed in (the token's claims). */
export interface PagePreloadContext {
  pathname: string;
  claims: TokenClaims | null;
  dispatch: AppDispatch;
}

/**
 * Every page receives its title from the route table. A lazily loaded page can fetch its code ahead of
 * its first render (`preload`), e.g. while the signed-in user's profile is still on its way; given the
 * context, it may also start the calls its first screen needs (see `lazyPage`).
 */
export type PageComponent = ComponentType<{ title: string }> & {
  preload?: (context?: PagePreloadContext) => Promise<unknown>;
};

export interface MenuEntry {
  label: string;
  /** Position in the sidebar (spec 000 §2 "Sidebar menu order"). */
  order: number;
  bold?: boolean;
  /** Extra condition on top of the allowed roles (e.g. a pupil not yet enabled). */
  isVisible?: (subject: AccessSubject) => boolean;
}

interface BaseRoute {
  /** Internal page key (LOGIN, HOME, PARENTAL_APPROVAL, ...). */
  key: string;
  /** react-router path; optional segments end in `?`. */
  path: string;
  title: string;
}

export interface PublicRoute extends BaseRoute {
  access: 'public';
  page: PageComponent;
  /** Signed-in users may stay (the e-mailed reset link); otherwise they go to their landing page. */
  allowSignedIn?: boolean;
}

export interface AuthenticatedRoute extends BaseRoute {
  access: 'authenticated';
  roles: readonly Role[];
  page: PageComponent;
  menu?: MenuEntry;
}

export interface RedirectRoute extends BaseRoute {
  access: 'redirect';
  to: string;
}

export type RouteDefinition = PublicRoute | AuthenticatedRoute | RedirectRoute;
