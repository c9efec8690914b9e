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
import { useEffect, useRef } from 'react';

// Only what the figures draw (bars and lines): chart.js leaves the rest out of the chunk.
Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Legend,
  Tooltip,
);

export interface ChartSpec {
  type: 'bar' | 'line';
  labels: string[];
  datasets: { label: string; data: (number | null)[] }[];
  stacked?: boolean;
  /** Values are percents: the axis runs from 0 to 100. */
  percent?: boolean;
}

/** The academy's red first, then colours told apart by people with a colour vision deficiency. */
const PALETTE = ['#DB4848', '#1F77B4', '#F2A33A', '#2CA02C', '#7F5BB6', '#8C8C8C'];

/**
 * One figure drawn with chart.js (loaded with this chunk only, after the page shows). The canvas is labelled
 * with the figure's name; its table view carries the same numbers for screen readers.
 */
export function StatisticsChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return undefined;
    const chart = new Chart(context, {
      type: spec.type,
      data: {
        labels: spec.labels,
        datasets: spec.datasets.map((d, i) => ({
          label: d.label,
          data: d.data,
          backgroundColor: PALETTE[i % PALETTE.length],
          borderColor: PALETTE[i % PALETTE.length],
          tension: 0.2,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: spec.datasets.length > 1, position: 'bottom' } },
        scales: {
          x: { stacked: spec.stacked ?? false },
          y: {
            stacked: spec.stacked ?? false,
            beginAtZero: true,
            ...(spec.percent ? { max: 100 } : { ticks: { precision: 0 } }),
          },
        },
      },
    });
    return () => chart.destroy();
  }, [spec]);
  return (
    <div className="statistics-chart">
      <canvas ref={canvas} role="img" aria-label={label} />
    </div>
  );
}
