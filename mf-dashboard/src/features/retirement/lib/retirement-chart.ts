/**
 * The planner's chart over age: the 10–90 and 25–75 percentile bands of
 * the Monte Carlo, its median, the deterministic line, the target at retirement and a marker at the
 * retirement age, all in today's money, written in the user's format (`money`, from the caller's
 * useMoney); and the text a screen reader hears instead.
 */
import type Highcharts from 'highcharts';
import { chartText, type ChartTable } from '@ontrack/shell/ui/chart';
import type { RetirementInputsDto, RetirementProjectionDto } from '@ontrack/api/contracts';
import type { MoneyFormat } from '@ontrack/api/domain';
import type { DashboardT } from '../../../i18n';

export const BAND_COLOR = '#2563eb';

type Percentile = 'p10' | 'p25' | 'p75' | 'p90';

/** The area between two percentiles of the Monte Carlo, age by age; the narrower band is drawn darker. */
function percentileBand(
  bands: RetirementProjectionDto['bands'],
  name: string,
  low: Percentile,
  high: Percentile,
  fillOpacity: number,
): Highcharts.SeriesArearangeOptions {
  return {
    type: 'arearange',
    name,
    data: bands.map((band) => [band.age, band[low], band[high]]),
    color: BAND_COLOR,
    fillOpacity,
    lineWidth: 0,
    marker: { enabled: false },
  };
}

/** One tooltip line: the series' colour, its name and its value, or both ends of a band. */
function tooltipLine(point: Highcharts.Point, money: MoneyFormat): string {
  const value =
    point.series.type === 'arearange'
      ? `<b>${money.whole(point.options.low ?? 0)}</b> - <b>${money.whole(point.options.high ?? 0)}</b>`
      : `<b>${money.whole(point.y ?? 0)}</b>`;
  const color = typeof point.color === 'string' ? point.color : BAND_COLOR;
  return `<span style="color:${color}">\u25CF</span> ${chartText(point.series.name)}: ${value}<br/>`;
}

export function retirementChartOptions(
  inputs: RetirementInputsDto,
  projection: RetirementProjectionDto,
  money: MoneyFormat,
  t: DashboardT,
): Highcharts.Options {
  const { bands, series } = projection;
  return {
    chart: { type: 'line', zooming: { type: undefined } },
    xAxis: {
      title: { text: t('chart.age') },
      allowDecimals: false,
      plotLines: [
        {
          value: inputs.retirementAge,
          color: '#64748b',
          dashStyle: 'Dash',
          width: 1,
          label: { text: t('chart.retireAt', { age: inputs.retirementAge }) },
        },
      ],
    },
    yAxis: {
      title: { text: t('chart.axis') },
      min: 0,
      labels: {
        formatter() {
          return money.whole(Number(this.value));
        },
      },
    },
    tooltip: {
      shared: true,
      headerFormat: `${t('chart.age')} {point.key}<br/>`,
      pointFormatter() {
        return tooltipLine(this, money);
      },
    },
    legend: { enabled: true },
    series: [
      percentileBand(bands, t('chart.band90'), 'p10', 'p90', 0.15),
      percentileBand(bands, t('chart.band75'), 'p25', 'p75', 0.3),
      {
        type: 'line',
        name: t('chart.median'),
        data: bands.map((band) => [band.age, band.p50]),
        color: BAND_COLOR,
        marker: { enabled: false },
      },
      {
        type: 'line',
        name: t('chart.expected'),
        data: series.map((point) => [point.age, point.balanceToday]),
        color: '#059669',
        dashStyle: 'ShortDash',
        marker: { enabled: false },
      },
      {
        type: 'scatter',
        name: t('chart.target'),
        data: [[inputs.retirementAge, projection.targetToday]],
        color: '#d97706',
        marker: { symbol: 'diamond', radius: 6 },
      },
    ],
  };
}

/** The chart in a few sentences: where the median and the middle band stand at retirement and at the end. */
export function retirementChartSummary(
  inputs: RetirementInputsDto,
  projection: RetirementProjectionDto,
  money: MoneyFormat,
  t: DashboardT,
): string {
  const atAge = (age: number) => projection.bands.find((band) => band.age === age);
  const retire = atAge(inputs.retirementAge);
  const end = atAge(inputs.lifeExpectancy);
  if (!retire || !end) return t('chart.none');
  const w = (amount: number) => money.whole(amount);
  return t('chart.summary', {
    retireAge: inputs.retirementAge,
    median: w(retire.p50),
    p25: w(retire.p25),
    p75: w(retire.p75),
    p10: w(retire.p10),
    p90: w(retire.p90),
    target: w(projection.targetToday),
    expected: w(projection.balanceAtRetirementToday),
    endAge: inputs.lifeExpectancy,
    endMedian: w(end.p50),
  });
}

/** The drawn values by age, for screen readers (whole units of `money`). */
export function retirementChartTable(projection: RetirementProjectionDto, money: MoneyFormat, t: DashboardT): ChartTable {
  return {
    columns: [t('chart.age'), t('chart.p10'), t('chart.p25'), t('chart.median'), t('chart.p75'), t('chart.p90'), t('chart.expected')],
    rows: projection.bands.map((band, index) => [
      String(band.age),
      ...[band.p10, band.p25, band.p50, band.p75, band.p90, projection.series[index]?.balanceToday ?? 0].map((amount) =>
        money.whole(amount),
      ),
    ]),
  };
}
