/**
 * Stand-in for `highcharts-react-official` in tests that assert on what the screen asks Highcharts
 * to draw (jsdom cannot lay out SVG). Each chart renders its options' series as JSON.
 * Use with `jest.mock('highcharts-react-official', () => require('<path>/testing/highcharts-mock'))`.
 */
import type Highcharts from 'highcharts';

function HighchartsReactStub({ options }: { options: Highcharts.Options }) {
  return <div data-testid="highcharts" data-chart-type={options.chart?.type} data-series={JSON.stringify(options.series ?? [])} />;
}

export default HighchartsReactStub;

/** The series a mocked chart was given, read back from the rendered stand-in. */
export function seriesOf(container: HTMLElement): { type: string; name: string; color?: string; data: unknown[] }[] {
  const stub = container.querySelector<HTMLElement>('[data-testid="highcharts"]');
  if (!stub) throw new Error('no chart rendered here');
  return JSON.parse(stub.dataset.series ?? '[]');
}
