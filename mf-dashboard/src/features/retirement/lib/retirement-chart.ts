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
): Highcharts.Options {
  const { bands, series } = projection;
  return {
    chart: { type: 'line', zooming: { type: undefined } },
    xAxis: {
      title: { text: 'Age' },
      allowDecimals: false,
      plotLines: [
        {
          value: inputs.retirementAge,
          color: '#64748b',
          dashStyle: 'Dash',
          width: 1,
          label: { text: `Retire at ${inputs.retirementAge}` },
        },
      ],
    },
    yAxis: {
      title: { text: "Savings (today's dollars)" },
      min: 0,
      labels: {
        formatter() {
          return money.whole(Number(this.value));
        },
      },
    },
    tooltip: {
      shared: true,
      headerFormat: 'Age {point.key}<br/>',
      pointFormatter() {
        return tooltipLine(this, money);
      },
    },
    legend: { enabled: true },
    series: [
      percentileBand(bands, '10th–90th percentile', 'p10', 'p90', 0.15),
      percentileBand(bands, '25th–75th percentile', 'p25', 'p75', 0.3),
      { type: 'line', name: 'Median', data: bands.map((band) => [band.age, band.p50]), color: BAND_COLOR, marker: { enabled: false } },
      {
        type: 'line',
        name: 'Expected returns',
        data: series.map((point) => [point.age, point.balanceToday]),
        color: '#059669',
        dashStyle: 'ShortDash',
        marker: { enabled: false },
      },
      {
        type: 'scatter',
        name: 'Target at retirement',
        data: [[inputs.retirementAge, projection.targetToday]],
        color: '#d97706',
        marker: { symbol: 'diamond', radius: 6 },
      },
    ],
  };
}

/** The chart in a few sentences: where the median and the middle band stand at retirement and at the end. */
export function retirementChartSummary(inputs: RetirementInputsDto, projection: RetirementProjectionDto, money: MoneyFormat): string {
  const atAge = (age: number) => projection.bands.find((band) => band.age === age);
  const retire = atAge(inputs.retirementAge);
  const end = atAge(inputs.lifeExpectancy);
  if (!retire || !end) return 'No projection yet.';
  const w = (amount: number) => money.whole(amount);
  return (
    `In today's dollars: at ${inputs.retirementAge} the median balance is ${w(retire.p50)} (half of the simulations between ${w(retire.p25)} and ${w(retire.p75)}, ` +
    `eight in ten between ${w(retire.p10)} and ${w(retire.p90)}) against a target of ${w(projection.targetToday)}; ` +
    `with expected returns every year it is ${w(projection.balanceAtRetirementToday)}. At ${inputs.lifeExpectancy} the median is ${w(end.p50)}.`
  );
}

/** The drawn values by age, for screen readers (whole units of `money`). */
export function retirementChartTable(projection: RetirementProjectionDto, money: MoneyFormat): ChartTable {
  return {
    columns: ['Age', '10th percentile', '25th percentile', 'Median', '75th percentile', '90th percentile', 'Expected returns'],
    rows: projection.bands.map((band, index) => [
      String(band.age),
      ...[band.p10, band.p25, band.p50, band.p75, band.p90, projection.series[index]?.balanceToday ?? 0].map((amount) =>
        money.whole(amount),
      ),
    ]),
  };
}
