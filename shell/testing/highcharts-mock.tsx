/**
 * The one stand-in for `highcharts-react-official` in front-end tests that assert on what a screen
 * asks Highcharts to draw (jsdom cannot lay out its SVG). Each chart records the options it was
 * given and renders a marker (`data-testid="highcharts"`, `data-chart-type`). In a test file:
 *   jest.mock('highcharts-react-official', () => require('@ontrack/shell/testing/highcharts-mock'));
 * Tests that do not read the options let the real chart draw.
 */
import type Highcharts from 'highcharts';

/** The options of every chart drawn by the current test, oldest first. */
export const renderedCharts: Highcharts.Options[] = [];

// Each test starts with no chart drawn, so `lastChart()` is always one of its own.
beforeEach(() => {
  renderedCharts.length = 0;
});

/** The options each marker on the page was last drawn with, to read a chart by where it is shown. */
const optionsByMarker = new WeakMap<Element, Highcharts.Options>();

export default function HighchartsReactStub({ options }: { options: Highcharts.Options }) {
  renderedCharts.push(options);
  return (
    <div
      data-testid="highcharts"
      data-chart-type={options.chart?.type}
      ref={(marker) => {
        if (marker) optionsByMarker.set(marker, options);
      }}
    />
  );
}

/** The options of the chart drawn last. */
export function lastChart(): Highcharts.Options {
  const options = renderedCharts.at(-1);
  if (!options) throw new Error('No chart was drawn');
  return options;
}

export interface DrawnSeries {
  type?: string;
  name?: string;
  color?: unknown;
  data: unknown[];
}

/**
 * The series of a chart: given its options, or an element it is drawn in (one of several on a
 * page, e.g. found by its accessible name).
 */
export function seriesOf(chart: Highcharts.Options | Element): DrawnSeries[] {
  const options = chart instanceof Element ? optionsDrawnIn(chart) : chart;
  return (options.series ?? []).map((series) => ({ ...series, data: (series as { data?: unknown[] }).data ?? [] }));
}

/** Each series' data by its name, e.g. `{ 'Current Period': [6000, 2600] }`. */
export function seriesDataByName(chart: Highcharts.Options | Element): Record<string, unknown[]> {
  return Object.fromEntries(seriesOf(chart).map((series) => [series.name ?? '', series.data]));
}

function optionsDrawnIn(container: Element): Highcharts.Options {
  const marker = container.matches('[data-testid="highcharts"]') ? container : container.querySelector('[data-testid="highcharts"]');
  const options = marker && optionsByMarker.get(marker);
  if (!options) throw new Error('No chart is drawn here');
  return options;
}
