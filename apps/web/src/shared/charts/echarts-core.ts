// Tree-shaken ECharts: only the charts, components and renderer the dashboards use (docs/decisions.md,
// "Issue 13: dashboards"). Imported only through the lazy EChart module, so it is a staff-only chunk.
import * as echarts from 'echarts/core';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
export type { EChartsCoreOption } from 'echarts/core';
