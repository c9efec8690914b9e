import { BarChart, FixedScaleAxis, Interpolation, LineChart } from 'chartist';
import type {
  BarChartOptions,
  ChartRect,
  CreatedEvent,
  DrawEvent,
  LabelDrawEvent,
  LineChartOptions,
} from 'chartist';
import { useEffect, useRef, useState } from 'react';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

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
const colourOf = (series: number) => PALETTE[series % PALETTE.length]!;

/** Where the plot area lies, from Chartist's last drawing: to find the label under the pointer. */
interface Plot {
  x1: number;
  width: number;
}

/** A line of several points spans the plot, its first point on the y axis (Chartist's `fullWidth`). */
const spansPlot = (spec: ChartSpec) => spec.type === 'line' && spec.labels.length > 1;
/** The distance between two columns, in the plot's pixels. */
const stepOf = (plot: Plot, spec: ChartSpec) =>
  plot.width / Math.max(1, spec.labels.length - (spansPlot(spec) ? 1 : 0));
/** Column `index`'s centre: bars and a lone point sit mid-step, a spanning line's points on each step's start. */
const centreOf = (plot: Plot, spec: ChartSpec, index: number) =>
  plot.x1 + stepOf(plot, spec) * (index + (spansPlot(spec) ? 0 : 0.5));

/** Chartist draws a bar as a line whose stroke is the bar: as wide as the column allows, in the palette. */
function barWidth(rect: ChartRect, spec: ChartSpec) {
  const step = rect.width() / Math.max(1, spec.labels.length);
  const bars = spec.stacked ? 1 : Math.max(1, spec.datasets.length);
  return Math.max(2, Math.min(48, (step * 0.7) / bars));
}

/**
 * One figure drawn with Chartist as SVG (loaded with this chunk only, after the page shows; docs/decisions.md
 * "The statistics chart: Chartist"). The drawing is an image labelled with the figure's name; pointing at a
 * column, or focusing the image and moving with the arrow keys, shows that column's values (announced politely),
 * and the figure's table view carries every number for screen readers.
 */
export function StatisticsChart({ spec, label }: { spec: ChartSpec; label: string }) {
  const { i18n } = useTranslation();
  const host = useRef<HTMLDivElement>(null);
  const [plot, setPlot] = useState<Plot | null>(null);
  const [active, setActive] = useState<number | null>(null);

  useEffect(() => {
    const container = host.current;
    if (!container) return undefined;
    const stacked = spec.stacked ?? false;
    // Percents on fixed steps from 0% to 100%; counts from 0 in whole numbers.
    const axisY = spec.percent
      ? {
          type: FixedScaleAxis,
          ticks: [0, 20, 40, 60, 80, 100],
          low: 0,
          high: 100,
          labelInterpolationFnc: (v: string | number) => `${v}%`,
        }
      : { onlyInteger: true };
    const common = {
      low: 0,
      axisX: { showGrid: false, offset: 36 },
      // A value's label level with its grid line, not above it.
      axisY: { ...axisY, labelOffset: { x: 0, y: 6 } },
      chartPadding: { top: 16, right: spansPlot(spec) ? 28 : 12, bottom: 0, left: 0 },
    };
    const data = { labels: spec.labels, series: spec.datasets.map((d) => d.data) };
    const chart =
      spec.type === 'bar'
        ? new BarChart(container, data, { ...common, stackBars: stacked } satisfies BarChartOptions)
        : new LineChart(container, data, {
            ...common,
            fullWidth: spansPlot(spec),
            lineSmooth: Interpolation.monotoneCubic({ fillHoles: false }),
          } satisfies LineChartOptions);
    chart.on('draw', (event: DrawEvent | LabelDrawEvent) => {
      if (event.type === 'label') {
        const label = event as LabelDrawEvent;
        // A spanning line's points stand on the steps' starts: each month under its point, not after it.
        if (spansPlot(spec) && label.axis.units.pos === 'x')
          label.element.attr({ x: label.x - label.width / 2 });
        return;
      }
      const drawn = event as DrawEvent;
      const colour = colourOf(drawn.seriesIndex);
      if (drawn.type === 'bar') {
        const width = barWidth(drawn.chartRect, spec);
        const x =
          centreOf({ x1: drawn.chartRect.x1, width: drawn.chartRect.width() }, spec, drawn.index) +
          (stacked ? 0 : (drawn.seriesIndex - (spec.datasets.length - 1) / 2) * width);
        drawn.element.attr({ x1: x, x2: x, style: `stroke:${colour};stroke-width:${width}px` });
      } else if (drawn.type === 'line' || drawn.type === 'point') {
        drawn.element.attr({ style: `stroke:${colour}` });
      }
    });
    chart.on('created', (event: CreatedEvent) =>
      setPlot({ x1: event.chartRect.x1, width: event.chartRect.width() }),
    );
    // Chartist redraws on the window's resize; the card also changes width with the side menu.
    const resize = new ResizeObserver(() => chart.update());
    resize.observe(container);
    return () => {
      resize.disconnect();
      chart.detach();
    };
  }, [spec]);

  const count = spec.labels.length;
  const pointAt = (e: PointerEvent<HTMLDivElement>) => {
    if (!plot || count === 0) return;
    const x = e.clientX - e.currentTarget.getBoundingClientRect().left;
    // The column under the pointer, or the spanning line's point nearest to it.
    const at = (x - plot.x1) / stepOf(plot, spec) + (spansPlot(spec) ? 0.5 : 0);
    setActive(Math.min(count - 1, Math.max(0, Math.floor(at))));
  };
  const move = (e: KeyboardEvent<HTMLDivElement>) => {
    const next: Record<string, number> = {
      ArrowRight: (active ?? -1) + 1,
      ArrowDown: (active ?? -1) + 1,
      ArrowLeft: (active ?? count) - 1,
      ArrowUp: (active ?? count) - 1,
      Home: 0,
      End: count - 1,
    };
    if (e.key === 'Escape') return setActive(null);
    if (!(e.key in next) || count === 0) return undefined;
    e.preventDefault();
    return setActive(Math.min(count - 1, Math.max(0, next[e.key]!)));
  };

  const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const values =
    active === null
      ? []
      : spec.datasets
          .map((d, i) => ({ name: d.label, value: d.data[active], colour: colourOf(i) }))
          .filter((v): v is { name: string; value: number; colour: string } => v.value != null);
  const tipLeft = plot && active !== null ? centreOf(plot, spec, active) : 0;
  // The box leans into the plot: rightwards over the first columns, leftwards over the last.
  const tipLean = plot && plot.width > 0 ? Math.min(1, Math.max(0, (tipLeft - plot.x1) / plot.width)) : 0.5;

  return (
    <div className="statistics-chart">
      <div className="statistics-chart-plot">
        <div
          ref={host}
          role="img"
          aria-label={label}
          tabIndex={0}
          className="statistics-chart-drawing"
          onPointerMove={pointAt}
          onPointerLeave={() => setActive(null)}
          onFocus={() => setActive((a) => a ?? 0)}
          onBlur={() => setActive(null)}
          onKeyDown={move}
        />
        <div
          role="status"
          className={active === null ? 'statistics-chart-tip hidden' : 'statistics-chart-tip'}
          style={{ left: tipLeft, transform: `translateX(-${Math.round(tipLean * 100)}%)` }}
        >
          {active !== null && (
            <>
              <strong>{spec.labels[active]}</strong>
              {values.map((v) => (
                <span key={v.name} className="statistics-chart-tip-value">
                  <i style={{ background: v.colour }} aria-hidden="true" />
                  {v.name}: {format.format(v.value)}
                  {spec.percent ? '%' : ''}
                </span>
              ))}
            </>
          )}
        </div>
      </div>
      {spec.datasets.length > 1 && (
        <ul className="statistics-chart-legend">
          {spec.datasets.map((d, i) => (
            <li key={d.label}>
              <i style={{ background: colourOf(i) }} aria-hidden="true" />
              {d.label}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
