/**
 * Where each input of the plan comes from:
 * the saved value, else what the person's own data says (the stored analysis' LY window, their net
 * worth), else the default (DEFAULT_RETIREMENT_INPUTS). Pure: the service reads the data, this decides.
 */
import { SHORT_MONTH_NAMES, formatShortDate } from '../calendar';
import { annualise, annualisedNote } from './data-basis';
import { DEFAULT_RETIREMENT_INPUTS, RETIREMENT_FIELDS, type RetirementField, type RetirementInputs } from './inputs';
import type { SourceBasis, YearMonth } from './source-parts';

export type RetirementSources = Record<RetirementField, string>;

/**
 * The parts of each derived field's source (its window, names, months annualised from; the net
 * worth's categories and date), for a screen to write in the user's language: none for a saved
 * or default value.
 */
export type RetirementBases = Partial<Record<RetirementField, SourceBasis>>;

export interface DerivedRetirementPlan {
  inputs: RetirementInputs;
  sources: RetirementSources;
  bases: RetirementBases;
}

/** The LY window's totals (dollars) and the month its window ends with (YYYY-MM-DD of any day in it). */
export interface SpreadsheetYear {
  totalIncome: number;
  totalExpenses: number;
  totalSavings: number;
  latestMonth: string;
  /** How many months of the window hold data (the analysis' `months_covered`): the totals are annualised from them. */
  monthsCovered: number;
  /** LY total of the chosen retirement subcategories, with their names; null when none are chosen. */
  chosenRetirement: { names: string[]; total: number } | null;
}

/** The latest values of the Retirement and Investments assets, and the date of the latest entry among them. */
export interface NetWorthSavings {
  total: number;
  categories: string[];
  latestDate: string;
}

export const SOURCE_SAVED = 'saved';
export const SOURCE_DEFAULT = 'default';
export const SPREADSHEET_SOURCE_PREFIX = 'spreadsheet';
export const NET_WORTH_SOURCE_PREFIX = 'net worth';

/** The first and last month of the twelve ending with the month of `latestMonth`. */
function lastYearWindow(latestMonth: string): { from: YearMonth; to: YearMonth } {
  const [year, month] = latestMonth.split('-').map(Number);
  const startIndex = year * 12 + (month - 1) - 11;
  return { from: { year: Math.floor(startIndex / 12), month: (startIndex % 12) + 1 }, to: { year, month } };
}

/** `Dec 2025 – Nov 2026`: the twelve months ending with the month of `latestMonth`. */
export function lastYearWindowLabel(latestMonth: string): string {
  const { from, to } = lastYearWindow(latestMonth);
  const name = ({ year, month }: YearMonth) => `${SHORT_MONTH_NAMES[month - 1]} ${year}`;
  return `${name(from)} – ${name(to)}`;
}

const toCents = (dollars: number) => Math.round(dollars * 100) / 100;

/**
 * The derived value of every field with its source. Spreadsheet figures are a year's: totals over
 * fewer months are annualised (data-basis.ts) and their source says so. A spreadsheet figure is used
 * only when it is an acceptable input (income and savings at least 0, spending above 0): a window
 * with more refunds than spending says nothing about a year's spending, so the next default applies.
 */
export function deriveRetirementPlan(spreadsheet: SpreadsheetYear | null, netWorth: NetWorthSavings | null): DerivedRetirementPlan {
  const inputs: RetirementInputs = { ...DEFAULT_RETIREMENT_INPUTS };
  const sources = Object.fromEntries(RETIREMENT_FIELDS.map((field) => [field, SOURCE_DEFAULT])) as RetirementSources;
  const bases: RetirementBases = {};
  const use = (field: RetirementField, value: number, source: string, basis: SourceBasis) => {
    inputs[field] = toCents(value);
    sources[field] = source;
    bases[field] = basis;
  };
  if (spreadsheet) {
    const months = spreadsheet.monthsCovered;
    const note = annualisedNote(months);
    const window = `${SPREADSHEET_SOURCE_PREFIX}: ${lastYearWindowLabel(spreadsheet.latestMonth)}`;
    const source = (detail = '') => `${window}${detail}${note ? `, ${note}` : ''}`;
    const basis = (names: string[]): SourceBasis => ({
      kind: 'spreadsheet',
      ...lastYearWindow(spreadsheet.latestMonth),
      names,
      annualisedFrom: note ? months : null,
    });
    const useYear = (field: RetirementField, total: number, names: string[] = []) =>
      use(field, annualise(total, months), source(names.length > 0 ? ` (${names.join(', ')})` : ''), basis(names));
    if (spreadsheet.totalIncome >= 0) useYear('currentAnnualIncome', spreadsheet.totalIncome);
    if (spreadsheet.chosenRetirement && spreadsheet.chosenRetirement.total >= 0) {
      useYear('annualSavings', spreadsheet.chosenRetirement.total, spreadsheet.chosenRetirement.names);
    } else if (spreadsheet.totalSavings >= 0) {
      useYear('annualSavings', spreadsheet.totalSavings);
    }
    if (spreadsheet.totalExpenses > 0) useYear('annualExpenses', spreadsheet.totalExpenses);
  }
  if (netWorth) {
    use(
      'currentSavings',
      netWorth.total,
      `${NET_WORTH_SOURCE_PREFIX}: ${netWorth.categories.join(' and ')}, latest entry ${formatShortDate(netWorth.latestDate)}`,
      { kind: 'net worth', categories: netWorth.categories, latestDate: netWorth.latestDate },
    );
  }
  return { inputs, sources, bases };
}

/** The saved values over the derived ones; a field saved as null (never set, or reset) keeps its derived value. */
export function applySavedInputs(
  derived: DerivedRetirementPlan,
  saved: Partial<Record<RetirementField, number | null>>,
): DerivedRetirementPlan {
  const inputs = { ...derived.inputs };
  const sources = { ...derived.sources };
  const bases = { ...derived.bases };
  for (const field of RETIREMENT_FIELDS) {
    const value = saved[field];
    if (value === null || value === undefined) continue;
    inputs[field] = value;
    sources[field] = SOURCE_SAVED;
    delete bases[field];
  }
  return { inputs, sources, bases };
}
