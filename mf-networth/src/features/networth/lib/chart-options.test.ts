import type Highcharts from 'highcharts';
import { CHART_COLORS } from '@ontrack/shell/ui/chart';
import { DASHBOARD } from '../../../testing/fixtures';
import { breakdownChartOptions, historyChartOptions } from './chart-options';

describe('historyChartOptions', () => {
  const options = historyChartOptions(DASHBOARD.netWorthHistory);
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
    expect(series[0].data).toEqual([[jan, 12500.5], [feb, 262500.5], [mar, 263000.25]]);
    expect(series[1].data).toEqual([[jan, 0], [feb, 18250.75], [mar, 18250.75]]);
    expect(series[2].data).toEqual([[jan, 12500.5], [feb, 244249.75], [mar, 244749.5]]);
  });

  it('has empty series for an empty history', () => {
    expect((historyChartOptions([]).series as Highcharts.SeriesLineOptions[]).map((s) => s.data)).toEqual([[], [], []]);
  });
});

describe('breakdownChartOptions', () => {
  it('is a pie with one slice per category in the API colour', () => {
    const options = breakdownChartOptions('Asset Breakdown', DASHBOARD.assetBreakdown);
    const [pie] = options.series as Highcharts.SeriesPieOptions[];
    expect(pie.type).toBe('pie');
    expect(pie.name).toBe('Asset Breakdown');
    expect(pie.data).toEqual([
      { name: 'Real Estate', y: 250000, color: '#5d4037' },
      { name: 'Checking', y: 13000.25, color: '#1f6fd1' },
    ]);
  });
});
