import { useEffect, useRef } from 'react';
import { echarts, type EChartsCoreOption } from './echarts-core.js';

export interface EChartProps {
  option: EChartsCoreOption;
  /** The accessible name of the chart (what it shows), put on its canvas with role="img". */
  label: string;
  /** Receives the PNG of the chart when asked (for the export button). */
  onReady?(toPng: () => string): void;
  height: number;
}

/** Gives the chart's canvas its role and accessible name (ECharts creates the canvas itself). */
function labelCanvas(host: HTMLElement, label: string) {
  for (const canvas of host.querySelectorAll('canvas')) {
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', label);
  }
}

/** One ECharts instance (canvas renderer) sized to its box; the default export is for React.lazy. */
export default function EChart({ option, label, onReady, height }: EChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<ReturnType<typeof echarts.init> | null>(null);

  useEffect(() => {
    const host = hostRef.current!;
    const chart = echarts.init(host, null, { renderer: 'canvas' });
    chartRef.current = chart;
    const observer = new ResizeObserver(() => chart.resize());
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, []);

  useEffect(() => {
    const chart = chartRef.current;
    const host = hostRef.current;
    if (!chart || !host) return;
    chart.setOption(option, { notMerge: true });
    labelCanvas(host, label);
    onReady?.(() => chart.getDataURL({ type: 'png', pixelRatio: 2, backgroundColor: '#ffffff' }));
  }, [option, label, onReady]);

  return <div ref={hostRef} className="chart-card__canvas" style={{ height }} />;
}
