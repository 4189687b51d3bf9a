/**
 * What the text above a table says: a title that introduces a plan (or what happened), a year that
 * dates a grid's yearless months, and a bank export's lines above its header.
 */
import { formatIsoDate } from '../../calendar';
import { amountCentsOrNull } from '../cells/amounts';
import { gridMonthDates } from '../cells/months';
import { cellText, isBlank } from '../cells/text';
import type { TableFrame } from '../tables/find-tables';
import type { Cell, GridMonth, ReaderText } from '../types';
import { said } from '../said';

/** Titles and names that introduce a plan. */
const PLAN_TITLE = /\bplan(?:s|ned|ning)?\b|\bforecasts?\b|\bprojections?\b|\bwhat i want to (?:budget|spend)\b/i;

/** A year in a title ("Zero Based Budget 2024"): a hint for yearless months. */
const TITLE_YEAR = /\b(19[5-9]\d|2[01]\d\d)\b/;

/**
 * A title that is only a plan's name (`Budget`, `Projected 2024`, `Presupuesto:`): the block under
 * it is a plan, also where an `Actual` block of the same shape follows (stacked plan and actuals).
 * Longer titles (`Monthly Budget`) name the whole workbook, not a plan, and are left to PLAN_TITLE.
 */
const PLAN_WORD =
  /^(?:budget(?:ed)?|plan(?:ned)?|projected|projection|forecast|targets?|estimated?|presupuest[oa]|previsto|orcamento|budgetiert|geplant|prevision(?:nel)?)s?(?:\s+\d{4})?\s*:?$/i;

/** A title that names what happened (`Actual`, `Actuals 2024`, `Spent`, `Real`, `Ist`). */
const ACTUAL_WORD =
  /^(?:actuals?|actual\s+(?:spending|figures|amounts)|spent|real|reales|ist|r[ée]el(?:le)?s?|realizado)(?:\s+\d{4})?\s*:?$/i;

/** The nearest title above a header: the one text cell of a row just above it (a blank row between allowed), else ''. */
function nearestTitle(rows: readonly Cell[][], frame: TableFrame): string {
  for (let r = frame.headerRow - 1; r >= Math.max(0, frame.headerRow - 2); r -= 1) {
    const texts: string[] = [];
    let other = false;
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
      const cell = rows[r]?.[column];
      if (isBlank(cell)) continue;
      if (typeof cell === 'string') texts.push(cellText(cell));
      else other = true;
    }
    if (texts.length === 0 && !other) continue;
    return texts.length === 1 && !other ? texts[0] : '';
  }
  return '';
}

/**
 * Whether the titles above a budget or grid introduce it as a plan. A title is short ("Budget
 * Planning"); a sentence of instructions ("plan every bill …") is not one. The nearest title decides
 * first: `Actual` over a block is actuals whatever plan titles stand higher up.
 */
export function introducedAsPlan(sheetName: string, rows: readonly Cell[][], frame: TableFrame, titles: readonly string[]): boolean {
  const nearest = nearestTitle(rows, frame);
  return (
    frame.kind !== 'log' &&
    !ACTUAL_WORD.test(nearest) &&
    (PLAN_WORD.test(nearest) || PLAN_TITLE.test(sheetName) || titles.some((text) => text.trim().length <= 40 && PLAN_TITLE.test(text)))
  );
}

/**
 * What a bank export writes above its header (account, period, a balance: DKB's six lines),
 * said when one of those lines holds a figure, so nobody wonders where that money went: the
 * lines are not transactions and nothing of them is counted.
 */
export function preambleOf(rows: readonly Cell[][], frame: TableFrame): ReaderText | null {
  let lines = 0;
  let withFigure: string | null = null;
  for (let r = 0; r < frame.headerRow; r += 1) {
    const cells = rows[r] ?? [];
    if (cells.every(isBlank)) continue;
    lines += 1;
    // A figure beside its label (`Kontostand:` | `5.000,01 EUR`) or after it in one cell (`Kontostand: 5.000,01 EUR`).
    const figure = cells.some((cell, column) => {
      if (typeof cell !== 'string' || !/\d/.test(cell)) return false;
      if (column > 0 && amountCentsOrNull(cell) !== null) return true;
      const after = /:\s*([^:]*\d[^:]*)$/.exec(cell);
      return after !== null && amountCentsOrNull(after[1]) !== null;
    });
    if (figure && withFigure === null)
      withFigure = cells
        .filter((cell) => !isBlank(cell))
        .map(cellText)
        .join(' ');
  }
  if (withFigure === null) return null;
  return said('reading.preamble', { count: lines, text: withFigure.slice(0, 80) });
}

/** Texts in the rows above a header within its columns (titles, notes). */
export function textsAbove(rows: readonly Cell[][], frame: TableFrame, count = 6): string[] {
  const texts: string[] = [];
  for (let r = Math.max(0, frame.headerRow - count); r < frame.headerRow; r += 1) {
    for (let column = frame.firstColumn; column <= frame.lastColumn; column += 1) {
      const cell = rows[r]?.[column];
      if (typeof cell === 'string' && !isBlank(cell)) texts.push(cell);
    }
  }
  return texts;
}

/** A grid's yearless months dated by a year in its title, rolling over as the options step would. */
function withTitleYear(months: GridMonth[], year: number): GridMonth[] {
  const dates = gridMonthDates(months, formatIsoDate({ year, month: 1, day: 1 }));
  return months.map(({ month }, index) => ({ month, year: Number(dates[index].slice(0, 4)) }));
}

/** A grid's months, dated by a year in its titles ("Household Budget 2024": Jan … Dec) when none names its own. */
export function monthsDatedByTitle(months: GridMonth[], titles: readonly string[]): GridMonth[] {
  const year = titles.map((text) => TITLE_YEAR.exec(text)?.[1]).find(Boolean);
  return year && months.every((month) => month.year === null) ? withTitleYear(months, Number(year)) : months;
}
