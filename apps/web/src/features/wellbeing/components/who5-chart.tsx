import { WHO5_LOW_PERCENT, type Who5Check } from '@sendero/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { formatShortDate } from '@/lib/format';

const HEIGHT = 200;
const PAD = { left: 36, right: 16, top: 12, bottom: 30 };
const GRID = [0, 25, 50, 75, 100];

/**
 * The percentage scores over time, oldest on the left, as a line drawn in SVG at the box's real
 * width (so its text keeps its size on a phone and on a desktop). The table beside it says the
 * same in words; the picture carries a short summary for screen readers.
 */
export function Who5Chart({ checks }: { checks: Who5Check[] }) {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(320);
  const titleId = useId();
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setWidth(Math.max(240, Math.round(element.clientWidth)));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const ordered = [...checks].reverse();
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  // Points stay clear of the axis labels and the edge.
  const inset = 12;
  const x = (index: number) => PAD.left + (ordered.length === 1 ? plotWidth / 2 : inset + (index * (plotWidth - 2 * inset)) / (ordered.length - 1));
  const y = (score: number) => PAD.top + plotHeight - (score * plotHeight) / 100;
  const points = ordered.map((check, index) => `${x(index)},${y(check.percentScore)}`).join(' ');
  const first = ordered[0];
  const last = ordered[ordered.length - 1];
  // The first and the last day under the line; one label when they are the same day.
  const firstLabel = first ? formatShortDate(first.createdAt) : '';
  const lastLabel = last ? formatShortDate(last.createdAt) : '';
  const summary =
    first && last
      ? ordered.length === 1
        ? `Un resultado: ${last.percentScore} de 100.`
        : `${ordered.length} resultados, del ${first.percentScore} de 100 el primero al ${last.percentScore} de 100 el último.`
      : '';

  return (
    <div ref={box} className="w-full" data-testid="who5-chart">
      <svg role="img" aria-labelledby={titleId} width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} className="block">
        <title id={titleId}>{`Evolución de tus resultados, de 0 a 100. ${summary}`}</title>
        {GRID.map((score) => (
          <g key={score}>
            <line
              x1={PAD.left}
              x2={width - PAD.right}
              y1={y(score)}
              y2={y(score)}
              stroke={score === WHO5_LOW_PERCENT ? 'rgba(251,191,36,0.55)' : 'rgba(180,193,212,0.18)'}
              strokeDasharray={score === WHO5_LOW_PERCENT ? '5 4' : undefined}
            />
            <text x={PAD.left - 8} y={y(score) + 4} textAnchor="end" fontSize="12" fill="#b4c1d4">
              {score}
            </text>
          </g>
        ))}
        {ordered.length > 1 ? <polyline points={points} fill="none" stroke="#fbbf24" strokeWidth="2.5" strokeLinejoin="round" /> : null}
        {ordered.map((check, index) => (
          <circle key={check.id} cx={x(index)} cy={y(check.percentScore)} r="5" fill="#fbbf24" stroke="#0b1528" strokeWidth="1.5" />
        ))}
        {firstLabel === lastLabel ? (
          <text x={PAD.left + plotWidth / 2} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="#b4c1d4">
            {lastLabel}
          </text>
        ) : (
          <>
            <text x={PAD.left} y={HEIGHT - 8} textAnchor="start" fontSize="12" fill="#b4c1d4">
              {firstLabel}
            </text>
            <text x={width - PAD.right} y={HEIGHT - 8} textAnchor="end" fontSize="12" fill="#b4c1d4">
              {lastLabel}
            </text>
          </>
        )}
      </svg>
    </div>
  );
}
