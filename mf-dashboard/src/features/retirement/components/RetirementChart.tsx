// Area ranges (the percentile bands) live in highcharts-more, which registers itself on the Highcharts
// already loaded (the one shared instance, kept on `window`): so Highcharts is imported first.
import 'highcharts';
import 'highcharts/highcharts-more';
import { useMemo } from 'react';
import type { RetirementInputsDto, RetirementProjectionDto } from '@ontrack/api/contracts';
import { useMoney } from '@ontrack/shell/platform';
import { Chart } from '@ontrack/shell/ui/chart';
import { retirementChartOptions, retirementChartSummary, retirementChartTable } from '../lib/retirement-chart';

interface RetirementChartProps {
  inputs: RetirementInputsDto;
  projection: RetirementProjectionDto;
}

/** Savings over age in today's dollars: percentile bands, median, expected-returns line and the target. */
export function RetirementChart({ inputs, projection }: RetirementChartProps) {
  const money = useMoney();
  const options = useMemo(() => retirementChartOptions(inputs, projection, money), [inputs, projection, money]);
  const summary = useMemo(() => retirementChartSummary(inputs, projection, money), [inputs, projection, money]);
  const table = useMemo(() => retirementChartTable(projection, money), [projection, money]);
  return (
    <Chart options={options} label="Retirement savings by age" summary={summary} table={table} height={340} testId="retirement-chart" />
  );
}
