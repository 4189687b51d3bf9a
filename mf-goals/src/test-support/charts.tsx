/**
 * Highcharts draws SVG that jsdom cannot measure, so tests replace the React wrapper with one that
 * records the options it was given (the series data is what matters) and renders a marker.
 * Use in a test file (Highcharts itself cannot even load in jsdom):
 *   jest.mock('highcharts', () => ({ __esModule: true, default: {} }));
 *   jest.mock('highcharts-react-official', () => require('<path>/test-support/charts').highchartsReactMock);
 */
import type Highcharts from 'highcharts';

export const renderedCharts: Highcharts.Options[] = [];

function MockHighchartsReact({ options }: { options: Highcharts.Options }) {
  renderedCharts.push(options);
  return <div data-testid="highcharts" />;
}

export const highchartsReactMock = { __esModule: true, default: MockHighchartsReact };

/** The [x, y] points of the first series of the chart drawn last. */
export function lastSeriesData(): [number, number][] {
  const options = renderedCharts[renderedCharts.length - 1];
  return ((options?.series?.[0] as Highcharts.SeriesLineOptions | undefined)?.data ?? []) as [number, number][];
}
