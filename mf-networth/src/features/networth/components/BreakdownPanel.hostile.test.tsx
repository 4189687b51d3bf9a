import { renderWithProviders } from '@ontrack/shell/platform/testing';
import {
  HOSTILE_NAMES,
  expectNoMarkupFrom,
  lastDrawnChart,
  measureSvgText,
  showEveryTooltip,
  tooltipText,
  unmeasureSvgText,
} from '@ontrack/shell/testing/hostile-names';
import { screen } from '@testing-library/react';
import { BreakdownPanel } from './BreakdownPanel';

describe('BreakdownPanel with category names that look like markup', () => {
  beforeAll(measureSvgText);
  afterAll(unmeasureSvgText);

  it("draws every slice's name as the text it is, in its tooltip and the summary, and makes nothing of it", () => {
    const slices = HOSTILE_NAMES.map((name, index) => ({ name, value: (index + 1) * 100, color: '#059669' }));
    renderWithProviders(
      <BreakdownPanel title="Asset Breakdown" chartLabel="Assets by category" testId="assets" slices={slices} emptyText="None yet." />,
    );
    const figure = screen.getByTestId('assets-chart');
    const chart = lastDrawnChart();
    for (const point of chart.series[0].points) {
      chart.tooltip.refresh(point);
      expect(tooltipText(figure)).toContain(HOSTILE_NAMES[point.index]);
      expectNoMarkupFrom(figure);
    }
    showEveryTooltip(chart);
    expect(tooltipText(figure)).toBe(`${HOSTILE_NAMES[4]}\u200B$500 (33.3%)`);
    const before = figure.querySelector('[id^="highcharts-screen-reader-region-before"]')!;
    for (const name of HOSTILE_NAMES) expect(before.textContent).toContain(name);
    expectNoMarkupFrom(figure);
  });
});
