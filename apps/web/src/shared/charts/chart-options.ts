import { tokens } from '@platform/ui';
import type { EChartsCoreOption } from './echarts-core.js';

const NUMBER = new Intl.NumberFormat('ro-RO', { maximumFractionDigits: 2 });
const axisText = { color: tokens.color.textMuted, fontSize: 12 };
const textStyle = { fontFamily: 'system-ui, sans-serif', color: tokens.color.text };
/** Calm: the programme green first, then a darker green and a muted blue for a second series. */
export const CHART_COLORS = [tokens.color.accent, tokens.color.info, tokens.color.accent200];

const shorten = (text: string, max = 28) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Horizontal bars (names on the left, longest first at the top): counties, lessons, schools. */
export function horizontalBarOption(
  labels: string[],
  values: number[],
  seriesName: string,
): EChartsCoreOption {
  return {
    animation: false,
    textStyle,
    color: CHART_COLORS,
    grid: { left: 8, right: 56, top: 8, bottom: 8, containLabel: true },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (v: number) => NUMBER.format(v),
    },
    // Every bar carries its value, so the value axis needs no labels (they crowded on long bars).
    xAxis: {
      type: 'value',
      axisLabel: { show: false },
      splitLine: { lineStyle: { color: tokens.color.border } },
    },
    yAxis: {
      type: 'category',
      inverse: true,
      data: labels,
      axisLabel: { ...axisText, formatter: (label: string) => shorten(label) },
      axisTick: { show: false },
    },
    series: [
      {
        name: seriesName,
        type: 'bar',
        data: values,
        barMaxWidth: 22,
        itemStyle: { borderRadius: [0, 4, 4, 0] },
        label: {
          show: true,
          position: 'right',
          color: tokens.color.text,
          formatter: ({ value }: { value: number }) => NUMBER.format(value),
        },
      },
    ],
  };
}

/** Lines over time (weeks): one y axis per series when their units differ. */
export function lineOption(
  labels: string[],
  series: { name: string; values: number[]; axis?: 0 | 1 }[],
): EChartsCoreOption {
  const twoAxes = series.some((item) => item.axis === 1);
  const valueAxis = {
    type: 'value',
    axisLabel: axisText,
    splitLine: { lineStyle: { color: tokens.color.border } },
  };
  return {
    animation: false,
    textStyle,
    color: CHART_COLORS,
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, textStyle: { color: tokens.color.text } },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => NUMBER.format(v) },
    xAxis: { type: 'category', data: labels, axisLabel: axisText, boundaryGap: false },
    yAxis: twoAxes ? [valueAxis, { ...valueAxis, splitLine: { show: false } }] : valueAxis,
    series: series.map((item) => ({
      name: item.name,
      type: 'line',
      data: item.values,
      yAxisIndex: item.axis ?? 0,
      symbolSize: 7,
      lineWidth: 3,
      areaStyle: series.length === 1 ? { opacity: 0.12 } : undefined,
    })),
  };
}

/** A week's Monday (YYYY-MM-DD) as the axis shows it: 6 oct. */
export function weekLabel(weekStart: string): string {
  const [year, month, day] = weekStart.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day!)).toLocaleDateString('ro-RO', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
