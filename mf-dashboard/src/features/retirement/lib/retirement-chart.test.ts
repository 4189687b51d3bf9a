import { DEFAULT_RETIREMENT_INPUTS, retirementProjectionDto } from '@ontrack/api/domain';
import { retirementChartSummary, retirementChartTable } from './retirement-chart';

describe('retirement chart text', () => {
  // Volatility 0: every band is the deterministic line, so the figures are known exactly.
  const inputs = { ...DEFAULT_RETIREMENT_INPUTS, preRetirementVolatility: 0, postRetirementVolatility: 0 };
  const projection = retirementProjectionDto(inputs, 20);

  it('summarises the median and the bands at retirement and at the end, in whole dollars', () => {
    const atRetirement = projection.series[30].balanceToday; // B(30)/1.025^30
    const w = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
    const summary = retirementChartSummary(inputs, projection);
    expect(summary).toContain(
      `at 65 the median balance is ${w(atRetirement)} (half of the simulations between ${w(atRetirement)} and ${w(atRetirement)}`,
    );
    expect(summary).toContain(`against a target of ${w(projection.targetToday)}`);
    expect(summary).toContain(`At 90 the median is ${w(projection.series[55].balanceToday)}.`);
  });

  it('lists every age with its percentiles and the expected-returns line', () => {
    const table = retirementChartTable(projection);
    expect(table.rows).toHaveLength(56);
    expect(table.rows[0]).toEqual(['35', '$250,000', '$250,000', '$250,000', '$250,000', '$250,000', '$250,000']);
  });
});
