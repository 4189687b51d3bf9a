/**
 * One Highcharts wrapper for every remote (`@ontrack/shell/ui/chart`): the same fonts, colours,
 * currency formatting and accessibility everywhere. Highcharts and its accessibility module are
 * shared singletons (`shell/federation/shared.ts`), so the module is loaded once for every chart.
 */
import Highcharts from 'highcharts';
// Registers itself on the Highcharts loaded just above (the instance Highcharts keeps on `window`):
// keyboard navigation through the points, and a screen-reader description before each chart.
import 'highcharts/modules/accessibility';
import HighchartsReact from 'highcharts-react-official';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { escapeHtml } from '@ontrack/api/domain';

/**
 * `value` as text for Highcharts, which reads labels, tooltips, legends and the screen-reader
 * summary as a little HTML: `<`, `>`, `&` and quotes are escaped, so a category named
 * `<a href=…>` is drawn as those characters and never becomes a link (Highcharts decodes them back).
 */
export function chartText(value: unknown): string {
  return escapeHtml(value);
}

/**
 * What Highcharts' HTML filter (its AST allow lists) still lets through, narrowed for text that was
 * missed: nothing drawn here is a link, an image, a button or a style sheet, and no attribute refers
 * to a URL (https://www.highcharts.com/docs/chart-concepts/security).
 */
const NEVER_DRAWN = new Set(['a', 'img', 'image', 'button', 'style', 'iframe', 'object', 'embed']);
if (Highcharts.AST) {
  Highcharts.AST.allowedTags = Highcharts.AST.allowedTags.filter((tag) => !NEVER_DRAWN.has(tag));
  Highcharts.AST.allowedReferences = [];
}

/** `{text point.name}` in a format string: the value escaped (chartText); Highcharts substitutes values as markup. */
const templating = (Highcharts as unknown as { Templating?: { helpers: Record<string, (value: unknown) => unknown> } }).Templating;
if (templating) templating.helpers.text = chartText;

export const CHART_COLORS = {
  income: '#2563eb',
  expenses: '#d97706',
  savings: '#059669',
  assets: '#059669',
  liabilities: '#dc2626',
  netWorth: '#2563eb',
  muted: '#94a3b8',
} as const;

/** The values a chart draws, as text: the first column names each row (a date, a category). */
export interface ChartTable {
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ChartProps {
  options: Highcharts.Options;
  /** The chart's name: the accessible name of the figure around it. */
  label: string;
  /**
   * What the chart shows, in a sentence or two the screen builds from its data (e.g. where a line
   * starts and ends): read by screen readers before the chart, as Highcharts' `accessibility.description`.
   */
  summary: string;
  /** The drawn values as a table that only screen readers see, after the chart. */
  table?: ChartTable;
  height?: number;
  testId?: string;
}

const BASE: Highcharts.Options = {
  credits: { enabled: false },
  title: { text: undefined },
  chart: { style: { fontFamily: 'inherit' }, backgroundColor: 'transparent' },
  accessibility: {
    enabled: true,
    // The figure around the chart is its one labelled element; Highcharts adds no landmarks.
    landmarkVerbosity: 'disabled',
    screenReaderSection: {
      // Only the chart's own summary, in the user's language: the default's heading (the chart title)
      // is the figure's, and Highcharts' type and axis descriptions are English sentences of its own.
      beforeChartFormat: '<div>{chartLongdesc}</div>',
    },
  },
  // Numbers Highcharts writes itself follow the page's language (`<html lang>`, set by the shell).
  lang: { accessibility: { chartContainerLabel: '', svgContainerLabel: '' } },
  // Highcharts' own formats, with every name (category, series, slice) passed through chartText.
  tooltip: {
    headerFormat: '<span style="font-size: 0.8em">{text point.key}</span><br/>',
    pointFormat: '<span style="color:{point.color}">\u25CF</span> {text series.name}: <b>{point.y}</b><br/>',
  },
  legend: { labelFormat: '{text name}' },
  plotOptions: { pie: { dataLabels: { format: '{text point.name}' } } },
};

type AxisOptions = Highcharts.XAxisOptions | Highcharts.YAxisOptions;

/** A category axis drawn with its names escaped, unless the chart formats its labels itself. */
function textAxis<T extends AxisOptions>(axis: T): T {
  if (!axis.categories || axis.labels?.formatter || axis.labels?.format) return axis;
  return { ...axis, labels: { ...axis.labels, format: '{text value}' } };
}

function textAxes<T extends AxisOptions>(axes: T | T[] | undefined): T | T[] | undefined {
  if (axes === undefined) return undefined;
  return Array.isArray(axes) ? axes.map(textAxis) : textAxis(axes);
}

/** Whether the person asked their system for less motion (Highcharts does not ask by itself). */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function Chart({ options, label, summary, table, height = 280, testId }: ChartProps) {
  const { t } = useTranslation();
  const endOfChart = t('ui.chartEnd');
  const merged = useMemo<Highcharts.Options>(() => {
    // With less motion asked for, charts are drawn at once instead of growing into place.
    const still = prefersReducedMotion();
    return Highcharts.merge<Highcharts.Options>(BASE, options, {
      chart: { height, ...(still && { animation: false }) },
      ...(still && { plotOptions: { series: { animation: false } } }),
      // Read as HTML by the accessibility module: the summary is text, names and all.
      // Highcharts' own end marker is English whatever its `lang`: the catalogue's words instead.
      accessibility: { description: chartText(summary), screenReaderSection: { afterChartFormat: `<div>${chartText(endOfChart)}</div>` } },
      xAxis: textAxes(options.xAxis),
      yAxis: textAxes(options.yAxis),
    });
  }, [options, height, summary, endOfChart]);
  return (
    <figure className="ot-chart" aria-label={label} data-testid={testId}>
      <HighchartsReact highcharts={Highcharts} options={merged} />
      {table && <ChartDataTable label={label} table={table} />}
    </figure>
  );
}

function ChartDataTable({ label, table }: { label: string; table: ChartTable }) {
  const { t } = useTranslation();
  // Hidden through a wrapper: a table is never narrower than its content, so it would widen the page.
  return (
    <div className="ot-visually-hidden">
      <table>
        <caption>{t('ui.chartTable', { label })}</caption>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map(([heading, ...cells], index) => (
            <tr key={index}>
              <th scope="row">{heading}</th>
              {cells.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
