import type Highcharts from 'highcharts';
import { DEFAULT_MONEY_FORMAT, dateFormat, moneyFormat } from '@ontrack/api/domain';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { renderedCharts } from '@ontrack/shell/testing/highcharts-mock';
import { goalDto } from '../../../testing/goals-server';
import { projectionSummary } from '../lib/projection-text';
import { formatChartDate, monthlyTicks, ProjectionChart, projectionOptions, seriesMonths } from './ProjectionChart';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

type Formatter = (this: { x?: number; y?: number; value?: number }) => string;

describe('projection chart', () => {
  const goal = goalDto(1, { currentAmount: 1234.56, contributionAmount: 100.4 });
  const options = projectionOptions(goal, DEFAULT_MONEY_FORMAT);

  it('draws the series as one line of [date, balance] points', () => {
    const series = options.series![0] as Highcharts.SeriesLineOptions;
    expect(series.type).toBe('line');
    expect(series.data).toHaveLength(goal.series.length);
    expect(series.data![0]).toEqual([Date.UTC(2025, 5, 15), 1234.56]);
    expect(series.data![1]).toEqual([Date.UTC(2025, 6, 15), 1334.96]);
  });

  it('puts a tick on every month of a date axis, labelling about four of them', () => {
    const xAxis = options.xAxis as Highcharts.XAxisOptions;
    expect(xAxis.type).toBe('datetime');
    // 1000 + 100.40 a month reaches 5000 in month 38: 39 points, 38 months, every 10th labelled (Jun '25, Apr '26, …).
    expect(goal.series).toHaveLength(39);
    expect(xAxis.units).toEqual([['month', [1]]]);
    expect(xAxis.labels?.step).toBe(10);
    const label = xAxis.labels!.formatter as unknown as Formatter;
    expect(label.call({ value: Date.UTC(2025, 5, 15) })).toBe("Jun '25");
  });

  it('steps ticks by quarters or years on a projection of decades', () => {
    expect(monthlyTicks(12).labels?.step).toBe(3);
    expect(monthlyTicks(60)).toEqual({ units: [['month', [1]]], labels: { formatter: expect.any(Function), step: 15 } });
    const german = monthlyTicks(60, 4, dateFormat('de-DE')).labels!.formatter as unknown as Formatter;
    expect(german.call({ value: Date.UTC(2027, 2, 1) })).toBe("Mär '27");
    expect(monthlyTicks(600).units).toEqual([
      ['month', [3, 6]],
      ['year', [1, 2, 5, 10]],
    ]);
  });

  it('counts the months a thinned series spans from its dates, not its points', () => {
    // 100 years ahead: the server sends 61 points, one every 20 months.
    const decades = goalDto(2, { currentAmount: 0, contributionAmount: 1, targetAmount: 1_000_000, targetDate: '2125-06-15' });
    expect(decades.series).toHaveLength(61);
    expect(seriesMonths(decades.series)).toBe(1200);
    expect((projectionOptions(decades, DEFAULT_MONEY_FORMAT).xAxis as Highcharts.XAxisOptions).units).toEqual([
      ['month', [3, 6]],
      ['year', [1, 2, 5, 10]],
    ]);
    expect(seriesMonths(goal.series)).toBe(38);
    expect(seriesMonths([])).toBe(0);
  });

  it('has a tooltip with the date and the balance in whole dollars', () => {
    const formatter = (options.tooltip as Highcharts.TooltipOptions).formatter as unknown as Formatter;
    expect(formatter.call({ x: Date.UTC(2026, 2, 15), y: 12345.67 })).toBe('<b>Mar 15, 2026</b><br/>Balance: $12,346');
  });

  it('labels the balance axis in whole dollars and marks the target', () => {
    const yAxis = options.yAxis as Highcharts.YAxisOptions;
    expect((yAxis.labels!.formatter as unknown as Formatter).call({ value: 2500 })).toBe('$2,500');
    expect(yAxis.plotLines![0].value).toBe(5000);
  });

  it('labels the axis and the tooltip in the format it is given', () => {
    const chf = projectionOptions(goal, moneyFormat('CHF', 'en-US'));
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    const tooltip = (chf.tooltip as Highcharts.TooltipOptions).formatter as unknown as Formatter;
    expect(plain(tooltip.call({ x: Date.UTC(2026, 2, 15), y: 12345.67 }))).toBe('<b>Mar 15, 2026</b><br/>Balance: CHF 12,346');
    const yAxis = chf.yAxis as Highcharts.YAxisOptions;
    expect(plain((yAxis.labels!.formatter as unknown as Formatter).call({ value: 2500 }))).toBe('CHF 2,500');
  });

  it('formats chart dates in UTC whatever the time zone', () => {
    expect(formatChartDate(Date.UTC(2025, 0, 1))).toBe('Jan 1, 2025');
  });

  it('renders the chart with a label, or No balance data available for an empty series', () => {
    const { rerender } = renderWithProviders(<ProjectionChart goal={goal} />);
    expect(screen.getByRole('figure', { name: 'Balance projection for Emergency fund' })).toBeInTheDocument();
    // Drawn again when the session (the amounts' currency) arrives, always with the same options.
    expect(new Set(renderedCharts).size).toBe(1);
    rerender(<ProjectionChart goal={{ ...goal, series: [] }} />);
    expect(screen.getByText('No balance data available')).toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
  });

  it('tells screen readers what the chart shows: the summary before it and every point in a table', () => {
    renderedCharts.length = 0;
    renderWithProviders(<ProjectionChart goal={goal} />);
    expect(renderedCharts[0].accessibility?.description).toBe(projectionSummary(goal, DEFAULT_MONEY_FORMAT));
    const table = screen.getByRole('table', { name: 'Balance projection for Emergency fund, as a table' });
    expect(within(table).getAllByRole('row')).toHaveLength(goal.series.length + 1);
  });
});
