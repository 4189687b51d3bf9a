/**
 * One Highcharts wrapper for every remote (`@ontrack/shell/ui/chart`): the same fonts, colours,
 * currency formatting and accessible description everywhere. Highcharts itself is a shared singleton.
 */
import Highcharts from 'highcharts';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';

export const CHART_COLORS = {
  income: '#2563eb',
  expenses: '#d97706',
  savings: '#059669',
  assets: '#059669',
  liabilities: '#dc2626',
  netWorth: '#2563eb',
  muted: '#94a3b8',
} as const;

export interface ChartProps {
  options: Highcharts.Options;
  /** Read by screen readers in place of the drawing. */
  label: string;
  height?: number;
  testId?: string;
}

const BASE: Highcharts.Options = {
  credits: { enabled: false },
  title: { text: undefined },
  chart: { style: { fontFamily: 'inherit' }, backgroundColor: 'transparent' },
  accessibility: { enabled: false },
  lang: { thousandsSep: ',' },
};

export function Chart({ options, label, height = 280, testId }: ChartProps) {
  const merged = useMemo<Highcharts.Options>(
    () => ({ ...BASE, ...options, chart: { ...BASE.chart, ...options.chart, height } }),
    [options, height],
  );
  return (
    <figure className="ot-chart" role="img" aria-label={label} data-testid={testId}>
      <HighchartsReact highcharts={Highcharts} options={merged} />
    </figure>
  );
}

/**
 * Whole dollars (`$12,345`) for the axes and tooltips the charts' options format. The one copy is
 * the domain's, pure, so the embed widget (no React) shows amounts exactly as the screens do.
 */
export { formatWholeDollars } from '@ontrack/api/domain';
