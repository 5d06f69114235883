import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Card } from '@platform/ui';
import { COMMON_MESSAGES } from '../../../shared/messages/common-messages.js';
import { useDocumentTitle } from '../../../shared/ui/use-document-title.js';
import '../auth-pages.css';

export interface PublicPageFrameProps {
  /** The page's one heading, also the tab title. */
  heading: string;
  intro?: string;
  children: ReactNode;
}

/** Frame of the public pages: the programme's name on top and one centered card. */
export function PublicPageFrame({ heading, intro, children }: PublicPageFrameProps) {
  useDocumentTitle(heading);
  return (
    <div className="auth-frame">
      <header className="auth-frame__brand">
        <Link to="/informatii-despre-scoala-ecoterrienilor" className="auth-frame__brand-link">
          <span className="auth-frame__logo" aria-hidden="true">
            ♻
          </span>
          {COMMON_MESSAGES.productName}
        </Link>
      </header>
      <main id="continut" className="auth-frame__main">
        <Card as="section" className="auth-frame__card">
          <h1 className="auth-frame__heading">{heading}</h1>
          {intro && <p className="auth-frame__intro">{intro}</p>}
          {children}
        </Card>
      </main>
    </div>
  );
}
