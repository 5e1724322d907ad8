import type { FeelingPeriod } from '@sendero/shared';
import { useEffect, useRef } from 'react';
import type uPlot from 'uplot';
import { feelings } from '@/lib/feelings';

/** Score → the feeling's word, for the chart's axis (5 = Excelente … 1 = Terrible). */
const scoreWords = ['', ...[...feelings].reverse().map((feeling) => feeling.label)];

/**
 * The mean score per week or month as a line (uPlot, canvas). uPlot is loaded only here, on the
 * statistics screen, by a dynamic import; the canvas is hidden from assistive technology because
 * the table beside it says the same.
 */
export function FeelingsOverTimeChart({ periods, label }: { periods: FeelingPeriod[]; label: (start: string) => string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let plot: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    void Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')]).then(([{ default: UPlot }]) => {
      const element = box.current;
      if (cancelled || !element) return;
      const x = periods.map((_, index) => index);
      const y = periods.map((period) => period.meanScore);
      const axis = { stroke: '#b4c1d4', grid: { stroke: 'rgba(180,193,212,0.15)' }, ticks: { show: false }, font: '12px Nunito Variable, sans-serif' };
      plot = new UPlot(
        {
          width: element.clientWidth || 320,
          height: 200,
          legend: { show: false },
          cursor: { show: false },
          scales: { x: { time: false }, y: { range: [1, 5] } },
          axes: [
            { ...axis, values: (_, splits) => splits.map((index) => (Number.isInteger(index) ? label(periods[index]?.start ?? '') : '')) },
            { ...axis, size: 78, splits: () => [1, 2, 3, 4, 5], values: (_, splits) => splits.map((score) => scoreWords[score] ?? '') },
          ],
          series: [{}, { stroke: '#fbbf24', width: 2, spanGaps: true, points: { size: 6, fill: '#fbbf24' } }],
        },
        [x, y],
        element,
      );
      observer = new ResizeObserver(() => plot?.setSize({ width: element.clientWidth || 320, height: 200 }));
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      plot?.destroy();
    };
  }, [periods, label]);
  return <div ref={box} aria-hidden="true" data-testid="feelings-over-time-chart" className="min-h-[200px] w-full" />;
}
