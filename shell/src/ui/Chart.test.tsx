import Highcharts from 'highcharts';
import { render, screen, within } from '@testing-library/react';
import { Chart } from './Chart';

const LINE = { series: [{ type: 'line' as const, name: 'Balance', data: [1, 2, 3] }] };

describe('Chart', () => {
  it('draws the series with Highcharts inside a figure named by its label', () => {
    const { container } = render(<Chart label="Balance projection" summary="Rises from $1 to $3." testId="chart" options={LINE} />);
    expect(screen.getByRole('figure', { name: 'Balance projection' })).toBe(screen.getByTestId('chart'));
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('.highcharts-credits')).toBeNull();
  });

  it("runs Highcharts' accessibility module: the summary is read before the chart, and the drawing is no unnamed image", () => {
    const { container } = render(<Chart label="Balance projection" summary="Rises from $1 to $3 over three months." options={LINE} />);
    const before = container.querySelector('[id^="highcharts-screen-reader-region-before"]');
    expect(before).not.toBeNull();
    expect(before).toHaveTextContent('Rises from $1 to $3 over three months.');
    // Without the module Highcharts marks the svg as an image; with it, the chart is a keyboard stop
    // from which the arrow keys go through the points.
    expect(container.querySelector('svg')).not.toHaveAttribute('role', 'img');
    expect(container.querySelector('.highcharts-container')).toHaveAttribute('tabindex', '0');
  });

  it('adds the data as a table only screen readers see, one row per drawn value', () => {
    render(
      <Chart
        label="Net worth history"
        summary="Two dates."
        options={LINE}
        table={{
          columns: ['Date', 'Net worth'],
          rows: [
            ['Jan 15, 2025', '$12,501'],
            ['Feb 1, 2025', '$11,751'],
          ],
        }}
      />,
    );
    const table = within(screen.getByRole('figure', { name: 'Net worth history' })).getByRole('table', {
      name: 'Net worth history, as a table',
    });
    expect(table.parentElement).toHaveClass('ot-visually-hidden');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Net worth']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Jan 15, 2025', 'Feb 1, 2025']);
    expect(
      within(table)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['$12,501', '$11,751']);
  });
});

describe('Chart with less motion asked for', () => {
  const matchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  const lastChartOptions = () => Highcharts.charts.filter((chart) => chart !== undefined).at(-1)!.options;

  it('draws at once when the system prefers reduced motion, and animates otherwise', () => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as unknown as typeof window.matchMedia;
    const { unmount } = render(<Chart label="Still" summary="Still." options={LINE} />);
    expect(lastChartOptions().plotOptions?.series?.animation).toBe(false);
    expect(lastChartOptions().chart?.animation).toBe(false);
    unmount();

    window.matchMedia = ((_query: string) => ({ matches: false })) as unknown as typeof window.matchMedia;
    render(<Chart label="Moving" summary="Moving." options={LINE} />);
    expect(lastChartOptions().plotOptions?.series?.animation).not.toBe(false);
  });
});
