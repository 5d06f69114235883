import type { ReactNode } from 'react';
import { useDocumentTitle } from './use-document-title.js';

export interface PageHeaderProps {
  title: string;
  /** Buttons or filters shown beside the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

/** The title of an authenticated page (the one `h1`), which also names the browser tab. */
export function PageHeader({ title, actions, children }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <header className="web-page-header">
      <div className="web-page-header__row">
        <h1 className="web-page-header__title">{title}</h1>
        {actions && <div className="web-page-header__actions">{actions}</div>}
      </div>
      {children}
    </header>
  );
}
