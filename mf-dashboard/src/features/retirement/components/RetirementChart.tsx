// Area ranges (the percentile bands) live in highcharts-more, which registers itself on the Highcharts
// already loaded (the one shared instance, kept on `window`): so Highcharts is imported first.
import 'highcharts';
import 'highcharts/highcharts-more';
import { useMemo } from 'react';
import type { RetirementInputsDto, RetirementProjectionDto } from '@ontrack/api/contracts';
import { useMoney } from '@ontrack/shell/platform';
import { useDashboardTranslation } from '../../../i18n';
import { Chart } from '@ontrack/shell/ui/chart';
import { retirementChartOptions, retirementChartSummary, retirementChartTable } from '../lib/retirement-chart';

interface RetirementChartProps {
  inputs: RetirementInputsDto;
  projection: RetirementProjectionDto;
}

/** Savings over age in today's money: percentile bands, median, expected-returns line and the target. */
export function RetirementChart({ inputs, projection }: RetirementChartProps) {
  const money = useMoney();
  const { t } = useDashboardTranslation();
  const options = useMemo(() => retirementChartOptions(inputs, projection, money, t), [inputs, projection, money, t]);
  const summary = useMemo(() => retirementChartSummary(inputs, projection, money, t), [inputs, projection, money, t]);
  const table = useMemo(() => retirementChartTable(projection, money, t), [projection, money, t]);
  return <Chart options={options} label={t('chart.label')} summary={summary} table={table} height={340} testId="retirement-chart" />;
}
