import { useId, useMemo, useState } from 'react';
import { Alert, Spinner } from '@platform/ui';
import { usePhoneLayout } from '../../../shared/table/use-phone-layout.js';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';
import { ChartCard } from '../../../shared/charts/chart-card.js';
import { lineOption, weekLabel } from '../../../shared/charts/chart-options.js';
import { formatFigure } from '../../../shared/charts/chart-data.js';
import { useGetClassProgressQuery } from '../class-progress-api.js';
import { CLASS_PROGRESS_MESSAGES as M } from '../class-progress-messages.js';
import { ApprovalDialog, type PendingCell } from './approval-dialog.js';
import { ClassCards, ClassGrid } from './class-grid.js';
import { ClassFilter } from './class-filter.js';
import '../class-progress.css';

/**
 * 'Progresul clasei' on 'Elevii mei' (PROFESOR; issue 13): the grid of pupils against the visible activities
 * (one card per pupil on a phone), pending approvals one tap away, and the school's points over the edition.
 */
export function ClassProgressSection() {
  const headingId = useId();
  const isPhone = usePhoneLayout();
  // undefined: what the server opens on (a small school whole, a large one's first class awaiting approval).
  const [clasa, setClasa] = useState<string | undefined>(undefined);
  const progress = useGetClassProgressQuery({ clasa });
  const [pending, setPending] = useState<PendingCell | null>(null);
  const data = progress.data;
  const pendingCount = data?.pendingTotal ?? 0;
  const chart = useMemo(
    () =>
      lineOption(
        (data?.schoolPointsByWeek ?? []).map((row) => weekLabel(row.weekStart)),
        [{ name: M.chart.series, values: (data?.schoolPointsByWeek ?? []).map((row) => row.points) }],
      ),
    [data],
  );

  const openApproval = (userId: number, lessonId: number) => {
    if (!data?.editionId) return;
    const pupil = data.pupils.find((item) => item.userId === userId);
    const activity = data.activities.find((item) => item.lessonId === lessonId);
    if (pupil && activity)
      setPending({
        userId,
        lessonId,
        editionId: data.editionId,
        pupil: pupil.nume,
        activity: activity.title,
      });
  };

  return (
    <section className="class-progress" aria-labelledby={headingId} aria-busy={progress.isFetching}>
      <h2 id={headingId} className="class-progress__heading">
        {M.heading}
      </h2>
      <p className="class-progress__intro">{M.intro}</p>
      {progress.isError ? (
        <LoadFailureAlert
          error={progress.error}
          fallbackTitle={M.loadFailed}
          onRetry={() => void progress.refetch()}
          retryLabel={M.retry}
          retrySize="md"
        />
      ) : !data ? (
        <Spinner label={M.loading} />
      ) : (
        <div className="class-progress__body">
          <div className="class-progress__grid">
            {pendingCount > 0 ? (
              <Alert tone="warning" className="class-progress__pending">
                {M.pendingCount(pendingCount)}
              </Alert>
            ) : (
              <p className="class-progress__none">{M.noPending}</p>
            )}
            {data.classes.length > 1 && (
              <ClassFilter classes={data.classes} shown={data.shown} onChange={setClasa} />
            )}
            {data.pupils.length === 0 ? (
              <p>{data.classes.length === 0 ? M.noPupils : M.noPupilsInClass}</p>
            ) : data.activities.length === 0 ? (
              <p>{M.noActivities}</p>
            ) : isPhone ? (
              <ClassCards data={data} onOpenApproval={openApproval} />
            ) : (
              <ClassGrid data={data} onOpenApproval={openApproval} />
            )}
          </div>
          <ChartCard
            title={M.chart.title}
            description={M.chart.description}
            option={chart}
            height={200}
            fileName="puncte_scoala"
            table={{
              columns: [...M.chart.columns],
              rows: data.schoolPointsByWeek.map((row) => [row.weekStart, row.points]),
            }}
            summary={M.chart.total(formatFigure(data.schoolPoints))}
          />
        </div>
      )}
      <ApprovalDialog
        cell={pending}
        onClose={() => setPending(null)}
        onChanged={() => void progress.refetch()}
      />
    </section>
  );
}
