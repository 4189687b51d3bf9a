import type Highcharts from 'highcharts';
import { DEFAULT_MONEY_FORMAT, moneyFormat } from '@ontrack/api/domain';
import { CHART_COLORS } from '@ontrack/shell/ui/chart';
import { DASHBOARD } from '../../../testing/fixtures';
import { breakdownChartOptions, breakdownSummary, historyChartOptions, historySummary, historyTable } from './chart-options';

describe('historyChartOptions', () => {
  const options = historyChartOptions(DASHBOARD.netWorthHistory, DEFAULT_MONEY_FORMAT);
  const series = options.series as Highcharts.SeriesLineOptions[];

  it('draws assets, liabilities and net worth as lines on a datetime axis', () => {
    expect((options.xAxis as Highcharts.XAxisOptions).type).toBe('datetime');
    expect(series.map((s) => [s.type, s.name, s.color])).toEqual([
      ['line', 'Assets', CHART_COLORS.assets],
      ['line', 'Liabilities', CHART_COLORS.liabilities],
      ['line', 'Net Worth', CHART_COLORS.netWorth],
    ]);
  });

  it('has one point per history date, at midnight UTC, with the exact values', () => {
    const [jan, feb, mar] = [Date.UTC(2025, 0, 15), Date.UTC(2025, 1, 1), Date.UTC(2025, 2, 1)];
    expect(series[0].data).toEqual([
      [jan, 12500.5],
      [feb, 262500.5],
      [mar, 263000.25],
    ]);
    expect(series[1].data).toEqual([
      [jan, 0],
      [feb, 18250.75],
      [mar, 18250.75],
    ]);
    expect(series[2].data).toEqual([
      [jan, 12500.5],
      [feb, 244249.75],
      [mar, 244749.5],
    ]);
  });

  it('has empty series for an empty history', () => {
    expect((historyChartOptions([], DEFAULT_MONEY_FORMAT).series as Highcharts.SeriesLineOptions[]).map((s) => s.data)).toEqual([
      [],
      [],
      [],
    ]);
  });
});

describe('breakdownChartOptions', () => {
  it('is a pie with one slice per category in the API colour', () => {
    const options = breakdownChartOptions('Asset Breakdown', DASHBOARD.assetBreakdown, DEFAULT_MONEY_FORMAT);
    const [pie] = options.series as Highcharts.SeriesPieOptions[];
    expect(pie.type).toBe('pie');
    expect(pie.name).toBe('Asset Breakdown');
    expect(pie.data).toEqual([
      { name: 'Real Estate', y: 250000, color: '#5d4037' },
      { name: 'Checking', y: 13000.25, color: '#1f6fd1' },
    ]);
  });
});

describe('the charts in words, for screen readers', () => {
  it('tells the history from its first date to its last, with the totals on the last date', () => {
    expect(historySummary(DASHBOARD.netWorthHistory, DEFAULT_MONEY_FORMAT)).toBe(
      'Net worth went from $12,501 on Jan 15, 2025 to $244,750 on Mar 1, 2025. On Mar 1, 2025: assets $263,000, liabilities $18,251, net worth $244,750.',
    );
    expect(historySummary(DASHBOARD.netWorthHistory.slice(0, 1), DEFAULT_MONEY_FORMAT)).toBe(
      'On Jan 15, 2025: assets $12,501, liabilities $0, net worth $12,501.',
    );
    expect(historySummary([], DEFAULT_MONEY_FORMAT)).toBe('No history yet.');
  });

  it('lists every history date with its three totals', () => {
    expect(historyTable(DASHBOARD.netWorthHistory, DEFAULT_MONEY_FORMAT)).toEqual({
      columns: ['Date', 'Assets', 'Liabilities', 'Net Worth'],
      rows: [
        ['Jan 15, 2025', '$12,501', '$0', '$12,501'],
        ['Feb 1, 2025', '$262,501', '$18,251', '$244,250'],
        ['Mar 1, 2025', '$263,000', '$18,251', '$244,750'],
      ],
    });
  });

  it('tells a pie as its categories with value and share', () => {
    expect(breakdownSummary(DASHBOARD.assetBreakdown, DEFAULT_MONEY_FORMAT)).toBe(
      '2 categories: Real Estate $250,000 (95.1%), Checking $13,000 (4.9%).',
    );
    expect(breakdownSummary(DASHBOARD.liabilityBreakdown, DEFAULT_MONEY_FORMAT)).toBe('1 category: Auto Loan $18,251 (100.0%).');
  });
});

describe('the charts in another currency', () => {
  type Formatter = (this: {
    value?: number;
    x?: number;
    y?: number;
    index?: number;
    color?: string;
    series?: { name: string };
    points?: unknown[];
  }) => string;
  const chf = moneyFormat('CHF', 'en-US');
  /** Intl puts a no-break space between the code and the amount. */
  const plain = (text: string) => text.replace(/\u00a0/g, ' ');

  it('labels the history axis, its tooltip, words and table in the format it is given', () => {
    const options = historyChartOptions(DASHBOARD.netWorthHistory, chf);
    const yAxis = options.yAxis as Highcharts.YAxisOptions;
    expect(plain((yAxis.labels!.formatter as unknown as Formatter).call({ value: 250000 }))).toBe('CHF 250,000');
    const tooltip = (options.tooltip as Highcharts.TooltipOptions).formatter as unknown as Formatter;
    const points = [
      { y: 1234.4, color: '#000', series: { name: 'Assets' } },
      { y: 0, color: '#111', series: { name: 'Liabilities' } },
    ];
    expect(plain(tooltip.call({ x: Date.UTC(2025, 0, 15), points }))).toBe(
      '<span style="font-size: 0.8em">Jan 15, 2025</span><br/>' +
        '<span style="color:#000">●</span> Assets: <b>CHF 1,234</b><br/><span style="color:#111">●</span> Liabilities: <b>CHF 0</b><br/>',
    );
    expect(plain(historySummary(DASHBOARD.netWorthHistory.slice(0, 1), chf))).toBe(
      'On Jan 15, 2025: assets CHF 12,501, liabilities CHF 0, net worth CHF 12,501.',
    );
    expect(historyTable(DASHBOARD.netWorthHistory, chf).rows[0].map(plain)).toEqual(['Jan 15, 2025', 'CHF 12,501', 'CHF 0', 'CHF 12,501']);
  });

  it('tells a pie and its tooltip in the format it is given', () => {
    expect(plain(breakdownSummary(DASHBOARD.liabilityBreakdown, chf))).toBe('1 category: Auto Loan CHF 18,251 (100.0%).');
    const options = breakdownChartOptions('Asset Breakdown', DASHBOARD.assetBreakdown, chf);
    const point = (options.tooltip as Highcharts.TooltipOptions).pointFormatter as unknown as Formatter;
    expect(plain(point.call({ y: 250000, index: 0 }))).toBe('<b>CHF 250,000</b> (95.1%)');
  });
});
