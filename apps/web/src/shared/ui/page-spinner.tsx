import { Spinner } from '@platform/ui';

/** Centered spinner while a page or the current user loads. */
export function PageSpinner() {
  return (
    <div className="web-page-spinner">
      <Spinner size="lg" />
    </div>
  );
}
