/**
 * The household's log as monthly budget lines: the zero-based budget (one sheet per month, with
 * Income / Expenses / Savings sections) and the 50/30/20 grid (Income / Needs / Wants / Savings)
 * show the same money, month by month. Amounts are positive; the section says which way it goes.
 */
import type { BudgetLine, BudgetSection } from './pay-periods';
import { monthOf } from './calendar';
import type { LogEntry } from './household';

type Group = 'Income' | 'Needs' | 'Wants' | 'Savings';

/** Every line of the household's budget: its category, item, monthly plan and 50/30/20 group. */
const LINES: ReadonlyArray<{ category: string; item: string; plannedCents: number | null; group: Group }> = [
  { category: 'Income', item: 'Salary', plannedCents: 5_000_00, group: 'Income' },
  { category: 'Income', item: 'Bonus', plannedCents: null, group: 'Income' },
  { category: 'Income', item: 'Interest', plannedCents: 5_00, group: 'Income' },
  { category: 'Housing', item: 'Rent', plannedCents: 1_950_00, group: 'Needs' },
  { category: 'Utilities', item: 'Electricity', plannedCents: 110_00, group: 'Needs' },
  { category: 'Utilities', item: 'Water', plannedCents: 35_00, group: 'Needs' },
  { category: 'Utilities', item: 'Internet', plannedCents: 65_00, group: 'Needs' },
  { category: 'Utilities', item: 'Phone', plannedCents: 48_50, group: 'Needs' },
  { category: 'Food', item: 'Groceries', plannedCents: 600_00, group: 'Needs' },
  { category: 'Food', item: 'Dining out', plannedCents: 250_00, group: 'Wants' },
  { category: 'Transport', item: 'Fuel', plannedCents: 160_00, group: 'Needs' },
  { category: 'Transport', item: 'Rideshare', plannedCents: 25_00, group: 'Wants' },
  { category: 'Transport', item: 'Car repair', plannedCents: null, group: 'Needs' },
  { category: 'Insurance', item: 'Car insurance', plannedCents: 135_00, group: 'Needs' },
  { category: 'Insurance', item: 'Renters insurance', plannedCents: 18_75, group: 'Needs' },
  { category: 'Health', item: 'Pharmacy', plannedCents: 25_00, group: 'Needs' },
  { category: 'Subscriptions', item: 'Streaming', plannedCents: 17_99, group: 'Wants' },
  { category: 'Subscriptions', item: 'Music', plannedCents: 10_99, group: 'Wants' },
  { category: 'Subscriptions', item: 'Gym', plannedCents: 39_00, group: 'Wants' },
  { category: 'Shopping', item: 'Clothing', plannedCents: 75_00, group: 'Wants' },
  { category: 'Shopping', item: 'Household', plannedCents: 60_00, group: 'Wants' },
  { category: 'Gifts', item: 'Holidays', plannedCents: null, group: 'Wants' },
  { category: 'Travel', item: 'Vacation', plannedCents: 150_00, group: 'Wants' },
  { category: 'Savings', item: '401k', plannedCents: 550_00, group: 'Savings' },
  { category: 'Savings', item: 'Emergency fund', plannedCents: 250_00, group: 'Savings' },
];

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
  const line = (l: (typeof LINES)[number]): BudgetLine => ({
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
