/**
 * Highcharts draws SVG that jsdom cannot measure; tests replace `highcharts-react-official` with
 * this stand-in (`jest.mock('highcharts-react-official', () => require('.../chart-mock'))`) and
 * read the options each chart was given.
 */
import { createElement } from 'react';
import type Highcharts from 'highcharts';

export const renderedCharts: Highcharts.Options[] = [];

export default function HighchartsReactStub({ options }: { options: Highcharts.Options }) {
  renderedCharts.push(options);
  return createElement('div', { 'data-testid': 'highcharts-stub' });
}

/** The options of the chart drawn last. */
export function lastChart(): Highcharts.Options {
  const options = renderedCharts.at(-1);
  if (!options) throw new Error('No chart was rendered');
  return options;
}

export function seriesData(options: Highcharts.Options): Record<string, unknown[]> {
  return Object.fromEntries((options.series ?? []).map((series) => [series.name ?? '', (series as { data?: unknown[] }).data ?? []]));
}
