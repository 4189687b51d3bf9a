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
import type { BreakdownRow } from '../lib/breakdown';
import { TopCategoriesChart } from './TopCategoriesChart';

const row = (name: string, total: number): BreakdownRow => ({
  name,
  total,
  averagePerPeriod: total,
  percentOfIncome: 0,
  previous: total / 2,
  change: null,
  subcategories: [],
});

describe('TopCategoriesChart with category names that look like markup', () => {
  beforeAll(measureSvgText);
  afterAll(unmeasureSvgText);

  it('draws every name as the text it is, in the bars, the tooltips and the summary, and makes nothing of it', () => {
    const rows = HOSTILE_NAMES.map((name, index) => row(name, (HOSTILE_NAMES.length - index) * 100));
    renderWithProviders(<TopCategoriesChart kind="expenses" rows={rows} hasTrends />);
    const figure = screen.getByTestId('top-categories-chart');
    showEveryTooltip(lastDrawnChart());

    expectNoMarkupFrom(figure);
    const axisLabels = Array.from(figure.querySelectorAll('.highcharts-xaxis-labels text')).map((label) => label.textContent);
    expect(axisLabels).toEqual(HOSTILE_NAMES);
    // The last point hovered: the last category, current and previous period.
    expect(tooltipText(figure)).toBe(`${HOSTILE_NAMES[4]}\u200BCurrent Period: $100\u200BPrevious Period: $50`);
    const before = figure.querySelector('[id^="highcharts-screen-reader-region-before"]')!;
    expect(before.textContent).toContain(`${HOSTILE_NAMES[0]} $500 (previous period $250)`);
    expect(before.textContent).toContain(HOSTILE_NAMES[3]);
  });
});
