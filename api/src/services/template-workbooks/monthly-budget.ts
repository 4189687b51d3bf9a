/**
 * The household's log as monthly budget lines: the zero-based budget (one sheet per month, with
 * Income / Expenses / Savings sections) and the 50/30/20 grid (Income / Needs / Wants / Savings)
 * show the same money, month by month. Amounts are positive; the section says which way it goes.
 */
import type { BudgetLine, BudgetSection } from './pay-periods';
import { monthOf } from './calendar';
import type { LogEntry } from './household';

type Group = 'Income' | 'Needs' | 'Wants' | 'Savings';

interface Line {
  category: string;
  item: string;
  plannedCents: number | null;
  group: Group;
}

/** Every line of the household's budget, by category: each item's monthly plan in cents (null: none) and its 50/30/20 group. */
const PLAN: Record<string, Record<string, [plannedCents: number | null, group: Group]>> = {
  Income: { Salary: [5_000_00, 'Income'], Bonus: [null, 'Income'], Interest: [5_00, 'Income'] },
  Housing: { Rent: [1_950_00, 'Needs'] },
  Utilities: { Electricity: [110_00, 'Needs'], Water: [35_00, 'Needs'], Internet: [65_00, 'Needs'], Phone: [48_50, 'Needs'] },
  Food: { Groceries: [600_00, 'Needs'], 'Dining out': [250_00, 'Wants'] },
  Transport: { Fuel: [160_00, 'Needs'], Rideshare: [25_00, 'Wants'], 'Car repair': [null, 'Needs'] },
  Insurance: { 'Car insurance': [135_00, 'Needs'], 'Renters insurance': [18_75, 'Needs'] },
  Health: { Pharmacy: [25_00, 'Needs'] },
  Subscriptions: { Streaming: [17_99, 'Wants'], Music: [10_99, 'Wants'], Gym: [39_00, 'Wants'] },
  Shopping: { Clothing: [75_00, 'Wants'], Household: [60_00, 'Wants'] },
  Gifts: { Holidays: [null, 'Wants'] },
  Travel: { Vacation: [150_00, 'Wants'] },
  Savings: { '401k': [550_00, 'Savings'], 'Emergency fund': [250_00, 'Savings'] },
};

const LINES: readonly Line[] = Object.entries(PLAN).flatMap(([category, items]) =>
  Object.entries(items).map(([item, [plannedCents, group]]) => ({ category, item, plannedCents, group })),
);

const lineKey = (category: string, item: string) => `${category}\u0000${item}`;

/**
 * Each month's amount per line, positive in the line's own direction (income in, spending and
 * saving out), netted within the month (a refund lowers that month's clothing). A month whose net
 * is not positive shows nothing: the per-period and grid layouts read amounts unsigned, so one
 * negative cell would turn the whole sheet into a signed one. Transfers are not budget lines.
 */
export function monthlyActuals(log: readonly LogEntry[]): Map<string, Map<string, number>> {
  const byMonth = new Map<string, Map<string, number>>();
  for (const entry of log) {
    const line = LINES.find((l) => l.category === entry.category && l.item === entry.subcategory);
    if (!line) continue;
    const month = monthOf(entry.date);
    let lines = byMonth.get(month);
    if (!lines) {
      lines = new Map();
      byMonth.set(month, lines);
    }
    const key = lineKey(line.category, line.item);
    const cents = line.group === 'Income' ? entry.cents : -entry.cents;
    lines.set(key, (lines.get(key) ?? 0) + cents);
  }
  return byMonth;
}

function actualOf(actuals: Map<string, number> | undefined, category: string, item: string): number | null {
  const cents = actuals?.get(lineKey(category, item)) ?? 0;
  return cents > 0 ? cents : null;
}

/** The zero-based budget sheet of one month (`actuals` undefined: the blank sheet). */
export function zeroBasedSections(actuals: Map<string, number> | undefined, withPlan: boolean): BudgetSection[] {
  const line = (l: Line): BudgetLine => ({
    category: l.category,
    item: l.item,
    plannedCents: withPlan ? l.plannedCents : null,
    actualCents: actualOf(actuals, l.category, l.item),
  });
  return [
    { title: 'Income', lines: LINES.filter((l) => l.group === 'Income').map(line) },
    { title: 'Expenses', lines: LINES.filter((l) => l.group === 'Needs' || l.group === 'Wants').map(line) },
    { title: 'Savings', lines: LINES.filter((l) => l.group === 'Savings').map(line) },
  ];
}

export interface GridSection {
  title: Group;
  items: { item: string; cents: (number | null)[] }[];
}

/** The 50/30/20 grid: one row per item under its group, one amount per month (`months` as `YYYY-MM`). */
export function gridSections(byMonth: Map<string, Map<string, number>>, months: readonly string[]): GridSection[] {
  return (['Income', 'Needs', 'Wants', 'Savings'] as const).map((group) => ({
    title: group,
    items: LINES.filter((l) => l.group === group).map((l) => ({
      item: l.item,
      cents: months.map((month) => actualOf(byMonth.get(month), l.category, l.item)),
    })),
  }));
}
