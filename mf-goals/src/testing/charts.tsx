/**
 * For tests that assert on what a chart is asked to draw: the React wrapper is replaced with one that
 * records the options it was given (the series data is what matters) and renders a marker.
 * Use in a test file (tests that do not read the options let the real chart draw):
 *   jest.mock('highcharts-react-official', () => require('<path>/testing/charts').highchartsReactMock);
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
