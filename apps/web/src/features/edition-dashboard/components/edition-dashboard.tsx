import { useId, useState } from 'react';
import { Spinner } from '@platform/ui';
import { useGetEditionsQuery } from '../../../shared/api/editions-api.js';
import { LoadFailureAlert } from '../../../shared/ui/load-failure-alert.js';
import { useGetEditionDashboardQuery } from '../edition-dashboard-api.js';
import { EDITION_DASHBOARD_MESSAGES as M } from '../edition-dashboard-messages.js';
import { SummaryCards } from './summary-cards.js';
import { EditionCharts } from './edition-charts.js';
import '../edition-dashboard.css';

/**
 * 'Sumar' at the top of Raport Editie (ADMIN, DBEST; issue 13): summary cards and four charts of one edition
 * (default: the current one) and, optionally, one county. One call to the server per filter change.
 */
export function EditionDashboard() {
  const headingId = useId();
  const editionId = useId();
  const countyId = useId();
  const editions = useGetEditionsQuery();
  const [edition, setEdition] = useState<number | undefined>(undefined);
  const [judet, setJudet] = useState<string>('');
  const query = { ...(edition ? { editionId: edition } : {}), ...(judet ? { judet } : {}) };
  const dashboard = useGetEditionDashboardQuery(query);
  const data = dashboard.data;
  const chosenEdition = edition ?? data?.editionId ?? editions.data?.currentEdition?.id ?? '';

  return (
    <section className="edition-dashboard" aria-labelledby={headingId} aria-busy={dashboard.isFetching}>
      <div className="edition-dashboard__top">
        <div>
          <h2 id={headingId} className="edition-dashboard__heading">
            {M.heading}
          </h2>
          <p className="edition-dashboard__intro">{M.intro}</p>
        </div>
        <div className="edition-dashboard__filters">
          <div className="dashboard-filter">
            <label htmlFor={editionId}>{M.edition}</label>
            <select
              id={editionId}
              value={chosenEdition}
              disabled={!editions.data}
              onChange={(event) => {
                setEdition(Number(event.target.value));
                setJudet('');
              }}
            >
              {editions.data?.editions.map((item) => (
                <option key={item.id} value={item.id}>
                  {item.isCurrentEdition ? M.currentEdition(item.nume) : item.nume}
                </option>
              ))}
            </select>
          </div>
          <div className="dashboard-filter">
            <label htmlFor={countyId}>{M.county}</label>
            <select id={countyId} value={judet} onChange={(event) => setJudet(event.target.value)}>
              <option value="">{M.allCounties}</option>
              {data?.counties.map((county) => (
                <option key={county} value={county}>
                  {county}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      {dashboard.isError ? (
        <LoadFailureAlert
          error={dashboard.error}
          fallbackTitle={M.loadFailed}
          onRetry={() => void dashboard.refetch()}
          retryLabel={M.retry}
          retrySize="md"
        />
      ) : !data ? (
        <div className="edition-dashboard__loading">
          <Spinner size="lg" label={M.loading} />
        </div>
      ) : (
        <>
          <SummaryCards summary={data.summary} />
          <EditionCharts data={data} />
        </>
      )}
    </section>
  );
}
