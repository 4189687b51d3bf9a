/**
 * The guessed transaction type of a (category, subcategory) pair the user has not classified yet
 *. Only a first guess: the user confirms or changes it on the
 * categories step.
 */
import type { TransactionType } from './classification';
import { withoutAccents } from '../workbook/cells/text';
import type { PairHint } from '../workbook/types';

/**
 * Keywords per rule, as whole words (an optional plural `s`/`es` and, for `salary`, `salaries`, are
 * accepted). Phrases match as consecutive words, so `Emergency Fund` and `credit-card payments` match
 * but `Miracle` does not contain `IRA` and `Interesting` is not `interest`.
 */
const RULES: ReadonlyArray<{ type: TransactionType; phrases: string[] }> = [
  // Money between the household's own accounts, said outright, is neither income nor saving even
  // where a savings account is named (`Transacción entre cuentas de ahorro`).
  {
    type: 'Ignore',
    phrases: [
      'between accounts',
      'between own accounts',
      'entre cuentas',
      'traspaso',
      'entre contas',
      'umbuchung',
      'eigenes konto',
      'eigene konten',
      'virement interne',
      'entre comptes',
      'eigen rekening',
    ],
  },
  {
    type: 'Income',
    phrases: [
      'income',
      'salary',
      'paycheck',
      'bonus',
      'interest',
      'dividend',
      // the same words in the languages banks in Spain, Portugal, Germany, Austria, Switzerland, France and the Netherlands export
      'nomina',
      'salario',
      'sueldo',
      'ingreso',
      'receita',
      'renda',
      'intereses',
      'dividendo',
      'juros',
      'gehalt',
      'lohn',
      'einkommen',
      'einkunfte',
      'verdienst',
      'zinsen',
      'habenzinsen',
      'pramie',
      'salaire',
      'revenu',
      'salaris',
      'inkomsten',
      'rente',
    ],
  },
  {
    type: 'Savings',
    phrases: [
      'saving',
      '401k',
      'ira',
      'retirement',
      'investment',
      'emergency fund',
      'brokerage',
      'ahorro',
      'poupanca',
      'sparen',
      'sparplan',
      'epargne',
      'sparrekening',
    ],
  },
  {
    type: 'Ignore',
    phrases: [
      'transfer',
      'credit card payment',
      'autopay',
      'reconciliation',
      // a card's statement: the payment from the bank account is money moved, not income
      'payment thank you',
    ],
  },
];

/** Lower-cased words of a name; `401(k)`, `401-k` and `401 k` become the one word `401k`. */
export function nameWords(name: string): string[] {
  // Accents are dropped, not the letters (`Nómina` is `nomina`, `Prämie` `pramie`).
  const plain = withoutAccents(name);
  const text = plain.toLowerCase().replace(/\b401\s*[-(]?\s*k\b(?:\s*\))?/g, '401k');
  return text.split(/[^a-z0-9]+/).filter((word) => word !== '');
}

function wordMatches(word: string, keyword: string): boolean {
  if (word === keyword || word === `${keyword}s` || word === `${keyword}es`) return true;
  // salary → salaries
  return keyword.endsWith('y') && word === `${keyword.slice(0, -1)}ies`;
}

function containsPhrase(words: string[], phrase: string): boolean {
  const parts = phrase.split(' ');
  for (let start = 0; start + parts.length <= words.length; start += 1) {
    // Only the last word of a phrase may be plural ("credit card payments", "emergency funds").
    const matched = parts.every((part, i) => (i === parts.length - 1 ? wordMatches(words[start + i], part) : words[start + i] === part));
    if (matched) return true;
  }
  return false;
}

/** Words that make a name money going out even when it says interest or income (`Interest Expense`). */
const OUTGOING_WORDS = ['expense', 'fee', 'charge', 'tax', 'steuer', 'impuesto', 'comision', 'gebuhr', 'gasto', 'frais'];

/** Money back for something bought (`Refund`, `Returns`, `Devolución`, `Erstattung`): less spending, never income. */
const REFUND_WORDS = [
  'refund',
  'return',
  'reimbursement',
  'rebate',
  'devolucion',
  'reembolso',
  'erstattung',
  'ruckerstattung',
  'remboursement',
  'terugbetaling',
  'restitution',
];

/** Whether a pair's names say money came back for a purchase (the money hint then leaves it an expense). */
export function isRefundName(category: string, subcategory: string): boolean {
  const words = [...nameWords(category), ...nameWords(subcategory)];
  return words.some((word) => REFUND_WORDS.some((refund) => wordMatches(word, refund)));
}

/**
 * Whole names a card statement gives its payments from the bank account (`Payment/Credit`,
 * `Payments and Credits`): money moved, not income. Whole names only: `Card payment credit` may be a refund.
 */
const CARD_PAYMENT_NAMES = new Set(['payment credit', 'payments credits', 'payment and credit', 'payments and credits', 'autopay payment']);

/** The first rule (money between own accounts, Income, Savings, then Ignore) one of whose phrases occurs in the name. */
/** German writes a tax as one word with what it taxes (`Kapitalertragsteuer`, `Abgeltungsteuer`): a word ending so is outgoing too. */
const OUTGOING_ENDINGS = ['steuer', 'steuern', 'gebuhr', 'gebuhren'];

function typeOfName(name: string): TransactionType | null {
  const words = nameWords(name);
  if (CARD_PAYMENT_NAMES.has(words.join(' '))) return 'Ignore';
  const outgoing =
    OUTGOING_WORDS.some((word) => containsPhrase(words, word)) ||
    words.some((word) => OUTGOING_ENDINGS.some((ending) => word.endsWith(ending)));
  for (const rule of RULES) {
    if (rule.type === 'Income' && outgoing) continue;
    if (rule.phrases.some((phrase) => containsPhrase(words, phrase))) return rule.type;
  }
  return null;
}

/**
 * Precedence, when the names match different rules:
 * 1. The subcategory decides when it matches any rule: it is the more specific name
 *    (`Bills` / `Credit card payment` → Ignore, `Transfers` / `To emergency fund` → Savings).
 * 2. Otherwise the category decides (`Savings` / `Vacation` → Savings).
 * 3. Within one name the order is money between own accounts, Income, Savings, Ignore: `Savings interest` and `Investment income`
 *    are money coming in, and `Transfer to savings` is money being saved.
 * 4. Nothing matched → Expense.
 */
export function guessTransactionType(category: string, subcategory: string, hint?: PairHint): TransactionType {
  const named = typeOfName(subcategory) ?? typeOfName(category);
  switch (hint) {
    // A type column says what the row is; only a transfer or
    // card payment inside "Expenses" is still guessed Ignore.
    case 'Income':
    case 'Savings':
      return hint;
    case 'Expense':
      return named === 'Ignore' ? 'Ignore' : 'Expense';
    // Only the direction is known (a bank export without categories): names first, then money in
    // is income and money out spending.
    case 'in':
      return named ?? 'Income';
    case 'out':
      return named ?? 'Expense';
    default:
      return named ?? 'Expense';
  }
}
