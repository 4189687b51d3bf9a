/**
 * What a header label says a column holds (reading.md, Columns). Labels are compared normalised
 * (case, spacing, punctuation ignored, `normalizeLabel`), so `Sub-Category`, `sub category` and
 * `SUBCATEGORY:` are one label; a plural `s` is accepted wherever the singular is listed.
 */
import { normalizeLabel, singularLabel } from './cells';
import type { Cell } from './types';

/** Roles a column can play; `none` is a column the reading does not use. */
export const COLUMN_ROLES = ['date', 'year', 'month', 'day', 'category', 'subcategory', 'description', 'amount', 'in', 'out', 'type', 'plan', 'none'] as const;
export type ColumnRole = (typeof COLUMN_ROLES)[number];

/**
 * Labels per role with a rank: where two columns carry one role, the lower rank wins, then the
 * leftmost (a Description beats a Memo, an Actual beats a plain Amount in a budget).
 */
const LABELS: Record<Exclude<ColumnRole, 'none'>, Record<string, number>> = {
  date: { date: 1, transactiondate: 0, transdate: 1, posteddate: 1, postingdate: 1, postdate: 1, bookingdate: 1, datum: 2 },
  year: { year: 0, yr: 1 },
  month: { month: 0, monthnumber: 0, mon: 1 },
  day: { day: 0, dayofmonth: 0 },
  category: { category: 0, transactioncategory: 0, categorygroup: 0, maincategory: 0, mastercategory: 0, group: 1 },
  subcategory: { subcategory: 0, subcat: 0, item: 1, lineitem: 1, descriptionofitem: 1, budgetitem: 1, expenseitem: 1 },
  description: {
    description: 0,
    transactiondescription: 0,
    payee: 0,
    merchant: 0,
    payeepayer: 0,
    details: 1,
    name: 1,
    narrative: 1,
    memo: 2,
    originaldescription: 3,
    notes: 4,
    note: 4,
  },
  amount: {
    actual: 0,
    actualcost: 0,
    actualamount: 0,
    actualspent: 0,
    spent: 0,
    amountspent: 0,
    amount: 1,
    transactionamount: 1,
    amt: 2,
    value: 2,
    sum: 2,
    cost: 2,
  },
  in: {
    credit: 0,
    creditamount: 0,
    inflow: 0,
    deposit: 0,
    depositamount: 0,
    moneyin: 0,
    paidin: 0,
    incomemoneyin: 0,
    amountin: 0,
    in: 1,
  },
  out: {
    debit: 0,
    debitamount: 0,
    outflow: 0,
    withdrawal: 0,
    withdrawalamount: 0,
    moneyout: 0,
    paidout: 0,
    expensemoneyout: 0,
    amountout: 0,
    out: 1,
  },
  type: {
    type: 1,
    transactiontype: 0,
    expenseorincome: 0,
    incomeorexpense: 0,
    incomeexpense: 0,
    expenseincome: 0,
    kind: 1,
    debitcredit: 0,
    creditdebit: 0,
    direction: 1,
  },
  plan: {
    budget: 0,
    budgeted: 0,
    budgetamount: 0,
    budgetedamount: 0,
    planned: 0,
    plannedamount: 0,
    plan: 1,
    projected: 0,
    projectedcost: 0,
    projectedamount: 0,
    target: 1,
    forecast: 1,
    estimated: 1,
    estimate: 1,
  },
};

/** The role a header cell names, with its rank; null for a label no role lists. */
export function roleOfLabel(cell: Cell | undefined): { role: Exclude<ColumnRole, 'none'>; rank: number } | null {
  if (typeof cell !== 'string') return null;
  const label = normalizeLabel(cell);
  if (label === '') return null;
  for (const candidate of [label, singularLabel(label)]) {
    for (const role of Object.keys(LABELS) as Array<Exclude<ColumnRole, 'none'>>) {
      const rank = LABELS[role][candidate];
      if (rank !== undefined) return { role, rank };
    }
  }
  return null;
}

/** Direction a type column's value gives (reading.md, Money and direction 1). */
export type TypeValue = { direction: 'in' | 'out'; kind: 'Income' | 'Expense' | 'Savings' | null };

/** Type-column words per direction and kind; `credit`/`debit` say the direction only (a refund is a credit). */
const TYPE_WORDS: Array<[TypeValue, string[]]> = [
  [{ direction: 'in', kind: 'Income' }, ['income', 'revenue', 'earning']],
  [{ direction: 'in', kind: null }, ['credit', 'cr', 'deposit', 'in', 'inflow', 'moneyin']],
  [{ direction: 'out', kind: 'Expense' }, ['expense', 'expenditure', 'spending']],
  [{ direction: 'out', kind: null }, ['debit', 'dr', 'withdrawal', 'payment', 'out', 'outflow', 'moneyout']],
  [{ direction: 'out', kind: 'Savings' }, ['saving', 'investment', 'transfertosaving']],
];

const TYPE_VALUES = new Map<string, TypeValue>(TYPE_WORDS.flatMap(([value, words]) => words.map((word): [string, TypeValue] => [word, value])));

/** What a type column's cell says, or null when it says nothing a direction can be read from. */
export function typeValue(cell: Cell | undefined): TypeValue | null {
  if (typeof cell !== 'string') return null;
  const label = normalizeLabel(cell);
  return TYPE_VALUES.get(label) ?? TYPE_VALUES.get(singularLabel(label)) ?? null;
}
