import { Link } from 'react-router-dom';
import { Alert } from '@platform/ui';
import { COMMON_MESSAGES } from '../messages/common-messages.js';
import { PageHeader } from './page-header.js';

/** Placeholder of a page built by later work: its real title and a clear 'Pagină în lucru' state. */
export function WorkInProgressPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert tone="info" title={COMMON_MESSAGES.workInProgressTitle}>
        <p>{COMMON_MESSAGES.workInProgressText}</p>
        <p>
          <Link to="/">{COMMON_MESSAGES.backHome}</Link>
        </p>
      </Alert>
    </>
  );
}
