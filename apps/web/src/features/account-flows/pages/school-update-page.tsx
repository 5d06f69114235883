import type { SchoolFormInput } from '@platform/contracts';
import {
  SCHOOL_FORM_MESSAGES as M,
  SCHOOL_REQUEST_MESSAGES,
} from '../../../shared/messages/account-flow-messages.js';
import { GENERIC_MESSAGES } from '../../../shared/messages/common-messages.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { notify } from '../../../shared/toasts/notify.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { PageSpinner } from '../../../shared/ui/page-spinner.js';
import { SchoolForm } from '../components/school-form.js';
import { useGetOwnSchoolQuery, useUpdateSchoolDetailsMutation } from '../account-flows-api.js';
import '../account-flows.css';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';

/** /actualizare-detalii-scoala: an enabled teacher keeps the school's details current. */
export function SchoolUpdatePage({ title }: { title: string }) {
  const school = useGetOwnSchoolQuery();
  const [update] = useUpdateSchoolDetailsMutation();

  const submit = async (values: SchoolFormInput) => {
    try {
      await update(values).unwrap();
      notify.success(SCHOOL_REQUEST_MESSAGES.schoolUpdated);
      return null;
    } catch (error) {
      const problem = readApiError(error, M.updateFailed);
      notify.error(problem.message);
      return problem;
    }
  };

  return (
    <>
      <PageHeader title={title} />
      {school.isLoading && <PageSpinner />}
      {school.isError && (
        <LoadFailureAlert
          error={school.error}
          fallbackTitle={GENERIC_MESSAGES.pageLoadFailed}
          onRetry={() => void school.refetch()}
        />
      )}
      {school.data && (
        <>
          <p className="flow-intro">{M.updateIntro}</p>
          <SchoolForm initial={school.data} submitLabel={M.saveChanges} onSubmit={submit} />
        </>
      )}
    </>
  );
}
