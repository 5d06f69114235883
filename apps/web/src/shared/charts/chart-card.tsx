import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button, Spinner } from '@platform/ui';
import type { EChartsCoreOption } from './echarts-core.js';
import { downloadCsv, downloadPng, formatFigure, type ChartTable } from './chart-data.js';
import { CHART_MESSAGES as M } from './chart-messages.js';
import './charts.css';

// ECharts is fetched only when a chart first renders (a staff-only chunk; never in a pupil's bundle).
const EChart = lazy(() => import('./echart.js'));

export interface ChartCardProps {
  title: string;
  /** One sentence saying what the chart shows; also the chart's accessible name. */
  description: string;
  option: EChartsCoreOption;
  table: ChartTable;
  /** File name of the PNG and CSV exports, without extension. */
  fileName: string;
  height?: number;
  /** A short text summary under the chart (e.g. the largest value). */
  summary?: ReactNode;
}

/**
 * True once the element comes within a screen of the viewport: charts below the fold are drawn when the
 * user scrolls towards them, so a page of charts opens quickly on a slow machine. Without
 * IntersectionObserver (jsdom) it is true at once.
 */
function useNearViewport(ref: React.RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, near]);
  return near;
}

/**
 * A chart with what it shows in words, its data as a table (the accessible alternative) and PNG / CSV
 * exports. The chart itself loads lazily.
 */
export function ChartCard({
  title,
  description,
  option,
  table,
  fileName,
  height = 280,
  summary,
}: ChartCardProps) {
  const headingId = useId();
  const sectionRef = useRef<HTMLElement>(null);
  const toPng = useRef<(() => string) | null>(null);
  const [pngReady, setPngReady] = useState(false);
  const onReady = useCallback((get: () => string) => {
    toPng.current = get;
    setPngReady(true);
  }, []);
  const near = useNearViewport(sectionRef);
  const empty = table.rows.length === 0;
  // The table is built when first opened: a page of four charts stays light (and quick for axe) until asked.
  const [tableOpened, setTableOpened] = useState(false);
  return (
    <section ref={sectionRef} className="chart-card" aria-labelledby={headingId}>
      <header className="chart-card__header">
        <h3 id={headingId} className="chart-card__title">
          {title}
        </h3>
        <div className="chart-card__actions">
          <Button
            size="sm"
            variant="secondary"
            aria-label={M.exportPngOf(title)}
            disabled={empty || !pngReady}
            onClick={() => toPng.current && downloadPng(toPng.current(), fileName)}
          >
            {M.exportPng}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            aria-label={M.exportCsvOf(title)}
            disabled={empty}
            onClick={() => downloadCsv(table, fileName)}
          >
            {M.exportCsv}
          </Button>
        </div>
      </header>
      <p className="chart-card__description">{description}</p>
      {empty ? (
        <p className="chart-card__empty">{M.noData}</p>
      ) : !near ? (
        <div className="chart-card__canvas" style={{ height }} />
      ) : (
        <Suspense
          fallback={
            <div className="chart-card__canvas chart-card__canvas--loading" style={{ height }}>
              <Spinner label={M.loadingChart} />
            </div>
          }
        >
          <EChart option={option} label={`${title}: ${description}`} onReady={onReady} height={height} />
        </Suspense>
      )}
      {summary && <p className="chart-card__summary">{summary}</p>}
      {!empty && (
        <details
          className="chart-card__data"
          onToggle={(event) => event.currentTarget.open && setTableOpened(true)}
        >
          <summary>{M.showTable}</summary>
          {tableOpened && (
            <div className="chart-card__table-scroll">
              <table className="chart-card__table">
                <caption className="eco-visually-hidden">{title}</caption>
                <thead>
                  <tr>
                    {table.columns.map((column) => (
                      <th key={column} scope="col">
                        {column}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {table.rows.map((row, index) => (
                    <tr key={index}>
                      {row.map((cell, cellIndex) =>
                        cellIndex === 0 ? (
                          <th key={cellIndex} scope="row">
                            {formatFigure(cell)}
                          </th>
                        ) : (
                          <td key={cellIndex}>{formatFigure(cell)}</td>
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </details>
      )}
    </section>
  );
}
