import type { PublicGoalDto } from '@ontrack/api/contracts';
import {
  formatMonthYear,
  formatShortDate,
  isCurrencyCode,
  moneyFormat,
  DEFAULT_MONEY_FORMAT,
  type MoneyFormat,
  percentComplete,
  progressColour,
  PROGRESS_COLOUR_MEANINGS,
} from '@ontrack/api/domain';
import { sparklineGeometry } from './sparkline';

/**
 * The card's figures are in the goal owner's home currency (the public answer's `currency`). The
 * embed runs on other sites with no session, so the page's visitor has no locale of ours: en-US
 * writing (api/src/domain/money-format.ts). An answer without a known code reads as US dollars.
 */
function moneyOf(goal: PublicGoalDto): MoneyFormat {
  return goal.currency && isCurrencyCode(goal.currency) ? moneyFormat(goal.currency, DEFAULT_MONEY_FORMAT.locale) : DEFAULT_MONEY_FORMAT;
}

const SVG_NS = 'http://www.w3.org/2000/svg';
const CHART_WIDTH = 300;
const CHART_HEIGHT = 90;

/** An element with a class and text; text goes in as text, never as HTML (it is the owner's input). */
function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

function svgEl(doc: Document, tag: string, attributes: Record<string, string | number>): SVGElement {
  const node = doc.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  return node;
}

/** The projection as a small inline SVG line with the target dashed across it. */
function projection(doc: Document, goal: PublicGoalDto, money: MoneyFormat): HTMLElement | null {
  const geometry = sparklineGeometry(goal.series, goal.targetAmount, CHART_WIDTH, CHART_HEIGHT);
  if (!geometry) return null;
  const wrapper = el(doc, 'div', 'projection');
  const first = goal.series[0];
  const last = goal.series[goal.series.length - 1];
  const svg = svgEl(doc, 'svg', { viewBox: `0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`, role: 'img', preserveAspectRatio: 'none' });
  svg.setAttribute(
    'aria-label',
    `Projected balance from ${money.whole(first.balance)} in ${formatMonthYear(first.date)} to ${money.whole(last.balance)} in ${formatMonthYear(last.date)}`,
  );
  if (geometry.targetY !== null)
    svg.appendChild(svgEl(doc, 'line', { class: 'target', x1: 0, x2: CHART_WIDTH, y1: geometry.targetY, y2: geometry.targetY }));
  svg.appendChild(
    svgEl(doc, 'polyline', {
      class: `line ${goal.onTrack ? 'on' : 'off'}`,
      points: geometry.points,
      'vector-effect': 'non-scaling-stroke',
    }),
  );
  wrapper.appendChild(svg);
  const axis = el(doc, 'div', 'axis');
  axis.append(
    el(doc, 'span', undefined, formatMonthYear(first.date)),
    el(doc, 'span', 'legend', `Target ${money.whole(goal.targetAmount)}`),
    el(doc, 'span', undefined, formatMonthYear(last.date)),
  );
  wrapper.appendChild(axis);
  return wrapper;
}

/** The read-only goal card: name, progress, status, projection. */
export function renderGoalCard(doc: Document, goal: PublicGoalDto, today: string, appOrigin: string): HTMLElement {
  const money = moneyOf(goal);
  const percent = percentComplete(goal);
  const colour = progressColour(goal, today);
  const card = el(doc, 'div', 'card');
  card.setAttribute('role', 'group');
  card.setAttribute('aria-label', `Savings goal: ${goal.name}`);

  const head = el(doc, 'div', 'head');
  const title = el(doc, 'div');
  title.append(el(doc, 'p', 'name', goal.name), el(doc, 'p', 'muted', `Target date: ${formatShortDate(goal.targetDate)}`));
  head.append(title, el(doc, 'span', `badge ${goal.onTrack ? 'on' : 'off'}`, goal.onTrack ? 'On Track' : 'Off Track'));
  card.appendChild(head);

  const amounts = el(doc, 'div', 'amounts');
  const saved = el(doc, 'span');
  saved.append(el(doc, 'strong', undefined, money.whole(goal.currentAmount)), doc.createTextNode(` of ${money.whole(goal.targetAmount)}`));
  amounts.append(saved, el(doc, 'span', undefined, `${percent}% complete`));
  card.appendChild(amounts);

  const bar = el(doc, 'div', 'bar');
  bar.setAttribute('role', 'progressbar');
  bar.setAttribute('aria-valuemin', '0');
  bar.setAttribute('aria-valuemax', '100');
  bar.setAttribute('aria-valuenow', String(percent));
  bar.setAttribute('aria-label', `Progress toward ${goal.name}`);
  bar.setAttribute('aria-valuetext', `${percent}% complete, ${PROGRESS_COLOUR_MEANINGS[colour].toLowerCase()}`);
  const fill = el(doc, 'div', `fill ${colour}`);
  fill.style.width = `${percent}%`;
  bar.appendChild(fill);
  card.appendChild(bar);
  // The fill's colour in words (and in its pattern), so it is not told by colour alone.
  card.appendChild(el(doc, 'p', `meaning ${colour}`, PROGRESS_COLOUR_MEANINGS[colour]));

  const pace = goal.projectedCompletion
    ? `${goal.onTrack ? 'Projected completion' : 'At the current pace'}: ${formatMonthYear(goal.projectedCompletion)}`
    : 'Not reached at the current pace';
  card.appendChild(el(doc, 'p', 'muted', pace));
  const chart = projection(doc, goal, money);
  if (chart) card.appendChild(chart);

  const foot = el(doc, 'p', 'foot', 'Tracked with ');
  const link = el(doc, 'a', undefined, 'OnTrack');
  link.href = appOrigin;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  foot.appendChild(link);
  card.appendChild(foot);
  return card;
}

export function renderNote(doc: Document, text: string): HTMLElement {
  const note = el(doc, 'p', 'note', text);
  note.setAttribute('role', 'status');
  return note;
}
