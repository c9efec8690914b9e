import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatisticsChart } from './StatisticsChart';
import type { ChartSpec } from './StatisticsChart';

const attendance: ChartSpec = {
  type: 'bar',
  labels: ['Lớp A1', 'Lớp B2'],
  datasets: [
    { label: 'Có mặt', data: [8, 5] },
    { label: 'Vắng', data: [1, null] },
  ],
  stacked: true,
};

/** Chartist draws after a tick: wait for the SVG's `selector` parts. */
async function drawn(selector: string, count: number) {
  const image = await screen.findByRole('img', { name: 'Biểu đồ: Chuyên cần' });
  await waitFor(() => expect(image.querySelectorAll(selector)).toHaveLength(count));
  return [...image.querySelectorAll<SVGElement>(selector)];
}

describe('the statistics chart', () => {
  it('draws each value as a bar in its dataset’s colour, stacked bars in one column, with a legend', async () => {
    render(<StatisticsChart spec={attendance} label="Biểu đồ: Chuyên cần" />);
    // Three values: the missing one draws no bar.
    const bars = await drawn('.ct-bar', 3);
    const [presentA1, presentB2, absentA1] = bars.map((b) => ({
      x: b.getAttribute('x1'),
      top: Number(b.getAttribute('y2')),
      bottom: Number(b.getAttribute('y1')),
      style: b.getAttribute('style'),
    }));
    expect(presentA1!.style).toContain('stroke:#DB4848');
    expect(absentA1!.style).toContain('stroke:#1F77B4');
    // Stacked: the absences sit on the presences of the same class.
    expect(absentA1!.x).toBe(presentA1!.x);
    expect(absentA1!.bottom).toBeCloseTo(presentA1!.top);
    expect(Number(presentB2!.x)).toBeGreaterThan(Number(presentA1!.x));
    // The x axis names the classes.
    const labels = [...document.querySelectorAll('.ct-label.ct-horizontal')].map((l) => l.textContent);
    expect(labels).toEqual(['Lớp A1', 'Lớp B2']);
    expect(screen.getByRole('list')).toHaveTextContent('Có mặtVắng');
  });

  it('sets unstacked bars side by side, and draws no legend for one dataset', async () => {
    render(
      <StatisticsChart
        spec={{ ...attendance, stacked: false, datasets: [attendance.datasets[0]!] }}
        label="Biểu đồ: Chuyên cần"
      />,
    );
    await drawn('.ct-bar', 2);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    render(<StatisticsChart spec={{ ...attendance, stacked: false }} label="Biểu đồ: Khác" />);
    const image = screen.getByRole('img', { name: 'Biểu đồ: Khác' });
    await waitFor(() => expect(image.querySelectorAll('.ct-bar')).toHaveLength(3));
    const [present, , absent] = [...image.querySelectorAll('.ct-bar')].map((b) =>
      Number(b.getAttribute('x1')),
    );
    expect(absent).toBeGreaterThan(present!);
  });

  it('runs a percent axis from 0% to 100% and draws a line per dataset', async () => {
    render(
      <StatisticsChart
        spec={{
          type: 'line',
          labels: ['2026-09', '2026-10', '2026-11'],
          datasets: [{ label: 'Tỷ lệ chuyên cần', data: [80, 90, 85] }],
          percent: true,
        }}
        label="Biểu đồ: Chuyên cần"
      />,
    );
    const points = await drawn('.ct-point', 3);
    expect(points[0]!.getAttribute('style')).toContain('stroke:#DB4848');
    expect(document.querySelectorAll('.ct-line')).toHaveLength(1);
    const axis = [...document.querySelectorAll('.ct-label.ct-vertical')].map((l) => l.textContent);
    expect(axis[0]).toBe('0%');
    expect(axis.at(-1)).toBe('100%');
  });

  it('tells a column’s values to the keyboard, one column after another', async () => {
    const user = userEvent.setup();
    render(<StatisticsChart spec={attendance} label="Biểu đồ: Chuyên cần" />);
    await drawn('.ct-bar', 3);
    const values = screen.getByRole('status');
    expect(values).toBeEmptyDOMElement();

    await user.tab();
    expect(screen.getByRole('img', { name: 'Biểu đồ: Chuyên cần' })).toHaveFocus();
    expect(values).toHaveTextContent('Lớp A1Có mặt: 8Vắng: 1');
    await user.keyboard('{ArrowRight}');
    // Lớp B2 has no absence: only what it has.
    expect(values).toHaveTextContent('Lớp B2Có mặt: 5');
    expect(values).not.toHaveTextContent('Vắng');
    await user.keyboard('{ArrowRight}');
    expect(values).toHaveTextContent('Lớp B2');
    await user.keyboard('{Escape}');
    expect(values).toBeEmptyDOMElement();
  });

  it('shows the values of the column under the pointer, and hides them when it leaves', async () => {
    const user = userEvent.setup();
    render(<StatisticsChart spec={attendance} label="Biểu đồ: Chuyên cần" />);
    await drawn('.ct-bar', 3);
    const image = screen.getByRole('img', { name: 'Biểu đồ: Chuyên cần' });
    const values = screen.getByRole('status');
    await user.pointer({ target: image, coords: { clientX: 0, clientY: 10 } });
    expect(values).toHaveTextContent('Lớp A1Có mặt: 8Vắng: 1');
    await user.pointer({ target: image, coords: { clientX: 10_000, clientY: 10 } });
    expect(values).toHaveTextContent('Lớp B2Có mặt: 5');
    await user.unhover(image);
    expect(values).toBeEmptyDOMElement();
  });
});
