import Highcharts from 'highcharts';
import { render, screen, within } from '@testing-library/react';
import {
  HOSTILE_NAMES,
  expectNoMarkupFrom,
  lastDrawnChart,
  measureSvgText,
  showEveryTooltip,
  tooltipText,
  unmeasureSvgText,
} from '../../testing/hostile-names';
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

describe('Chart with names that look like markup', () => {
  beforeAll(measureSvgText);
  afterAll(unmeasureSvgText);
  const figure = (container: HTMLElement) => container.querySelector('figure')!;

  it('draws category names, series names, tooltips and the summary as the text they are', () => {
    const { container } = render(
      <Chart
        label="Top categories"
        summary={`${HOSTILE_NAMES.join(', ')}.`}
        options={{
          chart: { type: 'bar', width: 600 },
          xAxis: { categories: [...HOSTILE_NAMES] },
          legend: { enabled: true },
          series: [
            { type: 'bar', name: HOSTILE_NAMES[0], data: HOSTILE_NAMES.map((_, index) => (index + 1) * 100) },
            { type: 'bar', name: HOSTILE_NAMES[3], data: HOSTILE_NAMES.map((_, index) => (index + 1) * 50) },
          ],
        }}
      />,
    );
    showEveryTooltip(lastDrawnChart());
    expectNoMarkupFrom(figure(container));
    const axisLabels = Array.from(container.querySelectorAll('.highcharts-xaxis-labels text')).map((label) => label.textContent);
    expect(axisLabels).toEqual(HOSTILE_NAMES);
    const legend = Array.from(container.querySelectorAll('.highcharts-legend-item text')).map((item) => item.textContent);
    expect(legend).toEqual([HOSTILE_NAMES[0], HOSTILE_NAMES[3]]);
    expect(tooltipText(container)).toBe(`${HOSTILE_NAMES[4]}\u200B● ${HOSTILE_NAMES[0]}: 500\u200B`);
    const before = container.querySelector('[id^="highcharts-screen-reader-region-before"]')!;
    for (const name of HOSTILE_NAMES) expect(before.textContent).toContain(name);
  });

  it("draws a pie's slice names in its tooltips, legend and data labels as the text they are", () => {
    const { container } = render(
      <Chart
        label="Assets"
        summary="Five slices."
        options={{
          chart: { type: 'pie' },
          legend: { enabled: true },
          plotOptions: { pie: { dataLabels: { enabled: true }, showInLegend: true } },
          series: [{ type: 'pie', name: 'Assets', data: HOSTILE_NAMES.map((name, index) => ({ name, y: index + 1 })) }],
        }}
      />,
    );
    showEveryTooltip(lastDrawnChart());
    expectNoMarkupFrom(figure(container));
    // A data label is drawn twice, its outline under it, joined by a zero-width space.
    const labels = Array.from(container.querySelectorAll('.highcharts-data-label text')).map(
      (label) => label.textContent!.split('\u200B')[0],
    );
    expect(labels).toEqual(HOSTILE_NAMES);
    const legend = Array.from(container.querySelectorAll('.highcharts-legend-item text')).map((item) => item.textContent);
    expect(legend).toEqual(HOSTILE_NAMES);
    expect(tooltipText(container)).toContain(HOSTILE_NAMES[4]);
  });

  it('makes no link, image or style element even from markup that reaches Highcharts unescaped', () => {
    // Highcharts warns of each tag and attribute its filter drops.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container } = render(
      <Chart label="Raw" summary="Raw." options={{ title: { text: HOSTILE_NAMES.join(' ') }, series: [{ type: 'line', data: [1, 2] }] }} />,
    );
    expectNoMarkupFrom(figure(container));
    // The link and the image are dropped, the link's text with it; the rest shows.
    expect(container.querySelector('.highcharts-title')!.textContent).toBe('bold Food & Drink *{display:none}');
    expect(warn.mock.calls.join('\n')).toContain('Invalid tagName in config: a');
    warn.mockRestore();
  });
});
