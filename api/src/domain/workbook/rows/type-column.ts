/**
 * What a type column's value says of a row: money in or out, and sometimes its kind (`Income`,
 * `Expense`, `Savings`). Compared normalised, in the six languages the header words are.
 */
import { normalizeLabel, singularLabel } from '../cells/text';
import type { Cell } from '../types';

/** Direction a type column's value gives. */
export type TypeValue = { direction: 'in' | 'out'; kind: 'Income' | 'Expense' | 'Savings' | null };

/** Type-column words per direction and kind; `credit`/`debit` say the direction only (a refund is a credit). */
const TYPE_WORDS: Array<[TypeValue, string[]]> = [
  [
    { direction: 'in', kind: 'Income' },
    ['income', 'revenue', 'earning', 'ingreso', 'einnahme', 'receita', 'revenu', 'inkomst', 'inkomsten'],
  ],
  // `C`/`D` (Knab's CreditDebet), `Bij`/`Af` (ING NL), `H`/`S` and `Haben`/`Soll` (German banks): only ever read in a type column.
  [
    { direction: 'in', kind: null },
    ['credit', 'cr', 'c', 'h', 'deposit', 'in', 'inflow', 'moneyin', 'bij', 'haben', 'credito', 'abono', 'gutschrift', 'crdt'],
  ],
  [
    { direction: 'out', kind: 'Expense' },
    ['expense', 'expenditure', 'spending', 'gasto', 'ausgabe', 'despesa', 'depense', 'uitgave', 'uitgaven'],
  ],
  [
    { direction: 'out', kind: null },
    [
      'debit',
      'dr',
      'd',
      's',
      'debet',
      'withdrawal',
      'payment',
      'out',
      'outflow',
      'moneyout',
      'af',
      'soll',
      'debito',
      'cargo',
      'lastschrift',
      'dbit',
    ],
  ],
  [{ direction: 'out', kind: 'Savings' }, ['saving', 'investment', 'transfertosaving', 'ahorro', 'sparen', 'poupanca', 'epargne']],
];

const TYPE_VALUES = new Map<string, TypeValue>(
  TYPE_WORDS.flatMap(([value, words]) => words.map((word): [string, TypeValue] => [word, value])),
);

/** What a type column's cell says, or null when it says nothing a direction can be read from. */
export function typeValue(cell: Cell | undefined): TypeValue | null {
  if (typeof cell !== 'string') return null;
  const label = normalizeLabel(cell);
  return TYPE_VALUES.get(label) ?? TYPE_VALUES.get(singularLabel(label)) ?? null;
}
