/**
 * The Debt-Free Mom sample: a paycheck-to-paycheck household paid every other Friday, with a
 * mortgage, children, and a Debt section (car loan, student loan, credit card snowball). Amounts
 * are positive; the section says which way the money goes. Deterministic per `today`.
 */
import { addDaysIso, daysBetween, requireIsoDate } from '../../domain/calendar';
import { centsBetween, grown, noise } from './seeded';

export interface BudgetLine {
  category: string;
  item: string;
  /** What the budget planned for the line, cents; null when nothing was planned. */
  plannedCents: number | null;
  /** What really happened, cents; null when nothing did. */
  actualCents: number | null;
}

export interface BudgetSection {
  title: string;
  lines: BudgetLine[];
}

export interface PayPeriod {
  /** First day of the period, `YYYY-MM-DD` (a Friday, payday). */
  start: string;
  /** Last day (13 days later). */
  end: string;
  sections: BudgetSection[];
}

/** Paydays are every other Friday counted from Friday 1970-01-02. */
const PAYDAY_ANCHOR = requireIsoDate('1970-01-02');

export function latestPayday(today: string): string {
  const days = daysBetween(PAYDAY_ANCHOR, requireIsoDate(today));
  return addDaysIso(today, -(((days % 14) + 14) % 14));
}

type Plan = [category: string, item: string, plannedCents: number | null, actual: (period: PeriodFacts) => number | null];

interface PeriodFacts {
  start: string;
  year: number;
  month: number;
  /** The month's first paycheck (started on day 1–14): it carries the big monthly bills. */
  first: boolean;
  key: (item: string) => string;
}

const when = (condition: boolean, cents: number): number | null => (condition ? cents : null);

const SECTIONS: ReadonlyArray<{ title: string; plan: Plan[] }> = [
  {
    title: 'Income',
    plan: [
      ['Income', 'Paycheck', 2_250_00, (p) => grown(2_180_00, 3, p.year)],
      ['Income', 'Side hustle', 100_00, (p) => when(noise(p.key('side?')) < 0.35, centsBetween(60_00, 240_00, p.key('side')))],
      // The Christmas bonus lands in the pay period holding December 15.
      ['Income', 'Bonus', null, (p) => when(p.month === 12 && Number(p.start.slice(8)) >= 2 && Number(p.start.slice(8)) <= 15, 1_200_00)],
    ],
  },
  {
    title: 'Expenses',
    plan: [
      ['Housing', 'Mortgage', 1_480_00, (p) => when(p.first, 1_480_00)],
      [
        'Utilities',
        'Electric',
        110_00,
        (p) =>
          when(
            p.first,
            Math.round(8_000 + 4_500 * Math.abs(Math.cos(((p.month - 1) * Math.PI) / 6))) + centsBetween(-900, 900, p.key('electric')),
          ),
      ],
      ['Utilities', 'Water', 60_00, (p) => when(!p.first && p.month % 2 === 0, centsBetween(48_00, 74_00, p.key('water')))],
      ['Utilities', 'Phone', 48_50, (p) => when(!p.first, 48_50)],
      ['Food', 'Groceries', 300_00, (p) => centsBetween(250_00, 360_00, p.key('groceries'))],
      ['Food', 'Dining out', 60_00, (p) => centsBetween(30_00, 110_00, p.key('dining'))],
      ['Transportation', 'Gas', 90_00, (p) => centsBetween(70_00, 115_00, p.key('gas'))],
      ['Transportation', 'Car insurance', 118_40, (p) => when(p.first, 118_40)],
      ['Kids', 'Childcare', 240_00, () => 240_00],
      ['Kids', 'Activities', 50_00, (p) => when(noise(p.key('activities?')) < 0.5, centsBetween(25_00, 90_00, p.key('activities')))],
      ['Personal', 'Subscriptions', 27_98, (p) => when(!p.first, 27_98)],
    ],
  },
  {
    title: 'Debt',
    plan: [
      ['Debt', 'Car loan', 385_00, (p) => when(p.first, 385_00)],
      ['Debt', 'Student loan', 212_50, (p) => when(!p.first, 212_50)],
      ['Debt', 'Credit card', 200_00, (p) => centsBetween(150_00, 300_00, p.key('card'))],
    ],
  },
  {
    title: 'Savings',
    plan: [
      ['Savings', 'Emergency fund', 100_00, () => 100_00],
      ['Savings', '401k', 150_00, () => 150_00],
    ],
  },
];

function period(start: string): PayPeriod {
  const year = Number(start.slice(0, 4));
  const month = Number(start.slice(5, 7));
  const facts: PeriodFacts = { start, year, month, first: Number(start.slice(8, 10)) <= 14, key: (item) => `${item}${start}` };
  return {
    start,
    end: addDaysIso(start, 13),
    sections: SECTIONS.map(({ title, plan }) => ({
      title,
      lines: plan.map(([category, item, plannedCents, actual]) => ({ category, item, plannedCents, actualCents: actual(facts) })),
    })),
  };
}

/** The 52 pay periods (two years) ending with the one `today` falls in, oldest first. */
export function samplePayPeriods(today: string): PayPeriod[] {
  const latest = latestPayday(today);
  return Array.from({ length: 52 }, (_, i) => period(addDaysIso(latest, -14 * (51 - i))));
}

/** The same lines with nothing filled in, for the blank workbook. */
export function blankPayPeriodSections(): BudgetSection[] {
  return SECTIONS.map(({ title, plan }) => ({
    title,
    lines: plan.map(([category, item]) => ({ category, item, plannedCents: null, actualCents: null })),
  }));
}
