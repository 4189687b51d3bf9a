/**
 * For front-end tests that draw a real chart (`@ontrack/shell/ui/chart`) from names a person typed
 * or a file carried: names Highcharts would read as markup, a way to draw every label and tooltip
 * in jsdom, and the check that nothing was made of them. In a test file:
 *   beforeAll(measureSvgText); afterAll(unmeasureSvgText);
 *   render(<Screen names={HOSTILE_NAMES} />); showEveryTooltip(lastDrawnChart()); expectNoMarkupFrom(figure);
 */
import Highcharts from 'highcharts';

/** A link, an image with a handler, bold, an entity, a style sheet: each must be drawn as written. */
export const HOSTILE_NAMES = [
  '<a href="https://evil.example/phish">Click me</a>',
  '<img src=x onerror=alert(1)>',
  '<b>bold</b>',
  'Food &amp; Drink',
  '<style>*{display:none}</style>',
] as const;

type Measurable = { getBBox?: () => DOMRect };
let measured: Measurable['getBBox'];

/**
 * jsdom lays nothing out, so Highcharts measures every text as NaN and draws neither tooltips nor
 * overlapping labels: SVG text is measured as 7 px a character, 14 px high, until unmeasureSvgText.
 */
export function measureSvgText(): void {
  const prototype = window.SVGElement.prototype as unknown as Measurable;
  measured = prototype.getBBox;
  prototype.getBBox = function (this: SVGElement) {
    return { x: 0, y: 0, width: 7 * (this.textContent ?? '').length, height: 14 } as DOMRect;
  };
}

export function unmeasureSvgText(): void {
  (window.SVGElement.prototype as unknown as Measurable).getBBox = measured;
}

/** The Highcharts chart drawn last. */
export function lastDrawnChart(): Highcharts.Chart {
  const chart = Highcharts.charts.filter((drawn) => drawn !== undefined).at(-1);
  if (!chart) throw new Error('No chart was drawn');
  return chart;
}

/** Shows the tooltip of every point of the first series (shared: of every series at that point), as hovering would. */
export function showEveryTooltip(chart: Highcharts.Chart): void {
  const shared = chart.options.tooltip?.shared === true;
  for (const point of chart.series[0].points)
    chart.tooltip.refresh(shared ? chart.series.map((series) => series.points[point.index]) : point);
}

/** The text of the tooltip shown last. */
export function tooltipText(within: Element): string {
  const tooltip = within.querySelector('.highcharts-tooltip text');
  if (!tooltip) throw new Error('No tooltip is shown');
  return tooltip.textContent ?? '';
}

/** Every element and attribute inside `within`: none is a link, an image, bold or a style sheet, and none refers to evil.example or holds a handler. */
export function expectNoMarkupFrom(within: Element): void {
  expect(within.querySelectorAll('a, img, image, b, style, [onerror], [href*="evil"]')).toHaveLength(0);
  for (const element of Array.from(within.querySelectorAll('*')))
    for (const { name, value } of Array.from(element.attributes))
      expect(`${name}=${value}`).not.toMatch(/evil\.example|onerror|javascript:/);
}
