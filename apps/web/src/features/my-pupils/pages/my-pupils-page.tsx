import { useCallback, useMemo } from 'react';
import { USER_MESSAGES, type User } from '@platform/contracts';
import { useReportPage } from '../../../shared/table/use-report-page.js';
import { PageHeader } from '../../../shared/ui/page-header.js';
import { DataTable, type CardLayout } from '../../../shared/table/data-table.js';
import { useServerTable } from '../../../shared/table/use-server-table.js';
import { filterableColumns } from '../../../shared/table/filterable-columns.js';
import { useSessionClaims } from '../../../shared/session/use-session-claims.js';
import { readApiError } from '../../../shared/api/api-error.js';
import { useSubmitLock } from '../../../shared/forms/use-submit-lock.js';
import { MY_PUPILS_MESSAGES as M } from '../../../shared/messages/table-messages.js';
import { notify } from '../../../shared/toasts/notify.js';
import { myPupilsApi, useUpdatePupilActivationMutation } from '../my-pupils-api.js';
import { myPupilsColumns } from '../my-pupils-columns.js';
import { ClassProgressSection } from '../../class-progress/components/class-progress.js';

/** The phone card of a row (below 768 px). */
const CARD_LAYOUT: CardLayout = { title: 'nume', badges: ['isEnabled'], fields: ['email', 'clasa'] };

const DEFAULT_SORTING = [{ id: 'nume', desc: false }];
/** The filters only need ids, sort fields and filter specs, which do not depend on the lock. */
const FILTERABLE = filterableColumns(myPupilsColumns({ onToggle: () => undefined, isLocked: false }));

/**
 * /rapoarte/elevi-inscrisi (PROFESOR): the class progress grid (issue 13), then the pupils of the teacher's
 * school, activated or deactivated here.
 */
export function MyPupilsPage({ title }: { title: string }) {
  const viewerRole = useSessionClaims()?.role ?? 'PROFESOR';
  const controller = useServerTable({ columns: FILTERABLE, defaultSorting: DEFAULT_SORTING });
  const pupils = useReportPage(myPupilsApi.endpoints.getMyPupils, controller.query);
  const { refetch } = pupils;
  const [updateActivation] = useUpdatePupilActivationMutation();
  const { isLocked, run } = useSubmitLock();

  const toggle = useCallback(
    (pupil: User) =>
      void run(async () => {
        try {
          await updateActivation({ id: pupil.id, isEnabled: !pupil.isEnabled }).unwrap();
          notify.success(USER_MESSAGES.activationUpdated);
          void refetch();
        } catch (error) {
          notify.error(readApiError(error, M.failed).message);
        }
      }),
    [run, updateActivation, refetch],
  );
  const columns = useMemo(() => myPupilsColumns({ onToggle: toggle, isLocked }), [toggle, isLocked]);

  return (
    <>
      <PageHeader title={title} />
      <ClassProgressSection />
      <DataTable
        tableId="my-pupils"
        cardLayout={CARD_LAYOUT}
        caption={title}
        columns={columns}
        page={pupils.data}
        more={pupils.more}
        isFetching={pupils.isFetching}
        isError={pupils.isError}
        error={pupils.error}
        controller={controller}
        viewerRole={viewerRole}
        getRowId={(pupil) => String(pupil.id)}
        onReload={() => void pupils.refetch()}
      />
    </>
  );
}
