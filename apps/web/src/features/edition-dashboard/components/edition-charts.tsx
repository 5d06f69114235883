import { useMemo } from 'react';
import type { EditionDashboard } from '@platform/contracts';
import { ChartCard } from '../../../shared/charts/chart-card.js';
import { horizontalBarOption, lineOption, weekLabel } from '../../../shared/charts/chart-options.js';
import { formatFigure } from '../../../shared/charts/chart-data.js';
import { EDITION_DASHBOARD_MESSAGES as M } from '../edition-dashboard-messages.js';

/** Bar height per row, so long lists (20 schools) stay readable. */
const rowsHeight = (rows: number) => Math.max(200, rows * 28 + 40);

/** The four charts of the 'Sumar', each with its table, text summary and exports. */
export function EditionCharts({ data }: { data: EditionDashboard }) {
  const suffix = `${data.editionName}${data.judet ? `_${data.judet}` : ''}`.replace(
    /[^\p{L}\p{N}_-]+/gu,
    '_',
  );
  const C = M.charts;
  const charts = useMemo(() => {
    const counties = data.kgByCounty;
    const lessons = data.completionsByLesson;
    const schools = data.topSchools;
    const weeks = data.weeks;
    return {
      counties: horizontalBarOption(
        counties.map((row) => row.judet),
        counties.map((row) => row.kg),
        C.counties.series,
      ),
      weeks: lineOption(
        weeks.map((row) => weekLabel(row.weekStart)),
        [
          { name: C.weeks.orders, values: weeks.map((row) => row.orders) },
          { name: C.weeks.kg, values: weeks.map((row) => row.kg), axis: 1 },
        ],
      ),
      lessons: horizontalBarOption(
        lessons.map((row) => row.title),
        lessons.map((row) => row.completions),
        C.lessons.series,
      ),
      schools: horizontalBarOption(
        schools.map((row) => row.name),
        schools.map((row) => row.points),
        C.schools.series,
      ),
    };
  }, [data, C]);
  const topCounty = data.kgByCounty[0];
  const topLesson = data.completionsByLesson[0];
  const topSchool = data.topSchools[0];
  const totalOrders = data.weeks.reduce((sum, row) => sum + row.orders, 0);
  const totalKg = data.weeks.reduce((sum, row) => sum + row.kg, 0);
  return (
    <div className="edition-charts">
      <ChartCard
        title={C.counties.title}
        description={C.counties.description}
        option={charts.counties}
        height={rowsHeight(data.kgByCounty.length)}
        fileName={`kg_pe_judet_${suffix}`}
        table={{ columns: [...C.counties.columns], rows: data.kgByCounty.map((row) => [row.judet, row.kg]) }}
        summary={topCounty && C.counties.top(topCounty.judet, formatFigure(topCounty.kg))}
      />
      <ChartCard
        title={C.weeks.title}
        description={C.weeks.description}
        option={charts.weeks}
        fileName={`comenzi_pe_saptamana_${suffix}`}
        table={{
          columns: [...C.weeks.columns],
          rows: data.weeks.map((row) => [row.weekStart, row.orders, row.kg]),
        }}
        summary={data.weeks.length > 0 && C.weeks.total(formatFigure(totalOrders), formatFigure(totalKg))}
      />
      <ChartCard
        title={C.lessons.title}
        description={C.lessons.description}
        option={charts.lessons}
        height={rowsHeight(data.completionsByLesson.length)}
        fileName={`finalizari_pe_lectie_${suffix}`}
        table={{
          columns: [...C.lessons.columns],
          rows: data.completionsByLesson.map((row) => [row.title, row.completions]),
        }}
        summary={topLesson && C.lessons.top(topLesson.title, formatFigure(topLesson.completions))}
      />
      <ChartCard
        title={C.schools.title}
        description={C.schools.description}
        option={charts.schools}
        height={rowsHeight(data.topSchools.length)}
        fileName={`top_scoli_${suffix}`}
        table={{
          columns: [...C.schools.columns],
          rows: data.topSchools.map((row) => [row.name, row.judet ?? '', row.points]),
        }}
        summary={topSchool && C.schools.top(topSchool.name, formatFigure(topSchool.points))}
      />
    </div>
  );
}
