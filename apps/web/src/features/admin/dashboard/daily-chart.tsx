import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';

// Only what these charts draw: the rest of Chart.js stays out of the admin chunk.
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
);

export interface Series {
  label: string;
  values: readonly number[];
  /** Bars on the left axis; a line on the right axis (another unit). */
  kind: 'bar' | 'line';
  format: (value: number) => string;
}

function themeColor(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(name).trim();
  return value || fallback;
}

/**
 * Figures per day on one chart, bars on the left axis and lines on the right (a canvas: the figures are also in the table below it
 * for screen readers, and the canvas is named by its caption). Loaded with the dashboard only.
 */
export function DailyChart({
  title,
  days,
  series,
}: {
  title: string;
  days: readonly string[];
  series: readonly Series[];
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const chart = useRef<Chart | null>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const text = themeColor('--color-text-muted', '#b4aed0');
    const grid = themeColor('--color-border', '#3a3556');
    const colors = [
      themeColor('--color-accent', '#7c5cff'),
      themeColor('--color-gold', '#ffd84d'),
      themeColor('--color-accent-2', '#ff5c8a'),
    ];
    const left = series.find((s) => s.kind === 'bar') ?? series[0]!;
    const right = series.find((s) => s.kind === 'line') ?? left;
    chart.current = new Chart(canvas.current, {
      data: {
        labels: [...days],
        datasets: series.map((s, i) => ({
          type: s.kind,
          label: s.label,
          data: [...s.values],
          backgroundColor: colors[i],
          borderColor: colors[i],
          yAxisID: s.kind === 'bar' ? 'left' : 'right',
          pointRadius: 0,
          tension: 0.2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          legend: { labels: { color: text } },
          tooltip: {
            callbacks: {
              label: (item) => `${item.dataset.label}: ${series[item.datasetIndex]!.format(item.parsed.y ?? 0)}`,
            },
          },
        },
        scales: {
          x: { ticks: { color: text, maxTicksLimit: 8 }, grid: { color: grid } },
          left: {
            position: 'left',
            beginAtZero: true,
            ticks: { color: text, precision: 0, callback: (v) => left.format(Number(v)) },
            grid: { color: grid },
          },
          right: {
            position: 'right',
            beginAtZero: true,
            ticks: { color: text, precision: 0, callback: (v) => right.format(Number(v)) },
            grid: { display: false },
          },
        },
      },
    });
    return () => {
      chart.current?.destroy();
      chart.current = null;
    };
  }, [days, series]);
  return (
    <figure className="card admin-chart">
      <figcaption className="admin-chart__title">{title}</figcaption>
      <div className="admin-chart__canvas">
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
    </figure>
  );
}
