import type Highcharts from 'highcharts';
import { DEFAULT_MONEY_FORMAT, DEFAULT_RETIREMENT_INPUTS, moneyFormat, retirementProjectionDto } from '@ontrack/api/domain';
import { retirementChartOptions, retirementChartSummary, retirementChartTable } from './retirement-chart';
import { i18n } from '@ontrack/shell/platform';
import { DASHBOARD_NAMESPACE } from '../../../i18n';

const t = i18n.getFixedT('en', DASHBOARD_NAMESPACE);

type Formatter = (this: unknown) => string;

describe('retirement chart text', () => {
  // Volatility 0: every band is the deterministic line, so the figures are known exactly.
  const inputs = { ...DEFAULT_RETIREMENT_INPUTS, preRetirementVolatility: 0, postRetirementVolatility: 0 };
  const projection = retirementProjectionDto(inputs, 20);

  it('summarises the median and the bands at retirement and at the end, in whole dollars', () => {
    const atRetirement = projection.series[30].balanceToday; // B(30)/1.025^30
    const w = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
    const summary = retirementChartSummary(inputs, projection, DEFAULT_MONEY_FORMAT, t);
    expect(summary).toContain(
      `at 65 the median balance is ${w(atRetirement)} (half of the simulations between ${w(atRetirement)} and ${w(atRetirement)}`,
    );
    expect(summary).toContain(`against a target of ${w(projection.targetToday)}`);
    expect(summary).toContain(`At 90 the median is ${w(projection.series[55].balanceToday)}.`);
  });

  it('lists every age with its percentiles and the expected-returns line', () => {
    const table = retirementChartTable(projection, DEFAULT_MONEY_FORMAT, t);
    expect(table.rows).toHaveLength(56);
    expect(table.rows[0]).toEqual(['35', '$250,000', '$250,000', '$250,000', '$250,000', '$250,000', '$250,000']);
  });

  it('labels the axis and the tooltip in the format it is given, whole units, both ends of a band', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    const usd = retirementChartOptions(inputs, projection, DEFAULT_MONEY_FORMAT, t);
    const chf = retirementChartOptions(inputs, projection, moneyFormat('CHF', 'en-US'), t);
    const axisLabel = (options: Highcharts.Options, value: number) =>
      plain(((options.yAxis as Highcharts.YAxisOptions).labels!.formatter as unknown as Formatter).call({ value }));
    expect(axisLabel(usd, 250000)).toBe('$250,000');
    expect(axisLabel(chf, 250000)).toBe('CHF 250,000');

    const tooltip = chf.tooltip as Highcharts.TooltipOptions;
    expect(tooltip.shared).toBe(true);
    expect(tooltip.headerFormat).toBe('Age {point.key}<br/>');
    const line = (point: object) => plain((tooltip.pointFormatter as unknown as Formatter).call(point));
    const median = { y: 1234.56, color: '#2563eb', options: {}, series: { type: 'line', name: 'Median' } };
    expect(line(median)).toBe('<span style="color:#2563eb">\u25CF</span> Median: <b>CHF 1,235</b><br/>');
    const band = { color: '#2563eb', options: { low: 1000.4, high: 2000.6 }, series: { type: 'arearange', name: '10th–90th percentile' } };
    expect(line(band)).toBe('<span style="color:#2563eb">\u25CF</span> 10th–90th percentile: <b>CHF 1,000</b> - <b>CHF 2,001</b><br/>');
  });

  it('writes the summary and the table in the format it is given', () => {
    const chf = moneyFormat('CHF', 'en-US');
    expect(retirementChartSummary(inputs, projection, chf, t).replace(/\u00a0/g, ' ')).toContain('against a target of CHF 1,375,000');
    expect(retirementChartTable(projection, chf, t).rows[0].map((cell) => cell.replace(/\u00a0/g, ' '))).toEqual([
      '35',
      'CHF 250,000',
      'CHF 250,000',
      'CHF 250,000',
      'CHF 250,000',
      'CHF 250,000',
      'CHF 250,000',
    ]);
  });
});
