import type { TransactionAnalysisDto } from '@ontrack/api/contracts';
import { coverageSentence } from '@ontrack/api/domain';

export interface SavingsSubcategoryAmount {
  name: string;
  /** Dollars with cents, as the server sent them. */
  amount: number;
}

/** What the Financial Summary card shows of `GET /summary/api/transaction-analysis`. */
export type AnalysisView =
  | { kind: 'none' }
  | {
      kind: 'ok';
      lastUpdated: string | null;
      income: number;
      expenses: number;
      expensesPercent: number;
      savings: number;
      savingsPercent: number;
      savingsSubcategories: SavingsSubcategoryAmount[];
      /** The months the data covers of the window's (`Your data covers 6 of these 12 months`) when it covers fewer; null otherwise or when not recorded. */
      coverage: { covered: number; inWindow: number } | null;
    };

const NO_DATA = 'No data';

const numberOr0 = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * Reads the analysis answer. `No data` means nothing to
 * show. A field the answer lacks counts as 0 rather than breaking the card: the savings
 * subcategories are those of the first savings category, as the spec says.
 */
export function readAnalysis(answer: TransactionAnalysisDto | undefined | null): AnalysisView {
  if (!answer || typeof answer !== 'object' || answer.message === NO_DATA) return { kind: 'none' };
  const loose = answer as Partial<Extract<TransactionAnalysisDto, { message: 'ok' }>>;
  const firstCategory = Array.isArray(loose.savings?.categories) ? loose.savings.categories[0] : undefined;
  const subcategories = Array.isArray(firstCategory?.subcategories) ? firstCategory.subcategories : [];
  return {
    kind: 'ok',
    lastUpdated: typeof loose.lastUpdated === 'string' && loose.lastUpdated !== '' ? loose.lastUpdated : null,
    income: numberOr0(loose.income?.total),
    expenses: numberOr0(loose.expense?.total),
    expensesPercent: numberOr0(loose.expense?.percent_of_income),
    savings: numberOr0(loose.savings?.total),
    savingsPercent: numberOr0(loose.savings?.percent_of_income),
    savingsSubcategories: subcategories
      .filter((sub) => sub && typeof sub.name === 'string')
      .map((sub) => ({ name: sub.name, amount: numberOr0(sub.amount) })),
    // The domain decides whether to say it (coverage.ts); the card says it in the user's words.
    coverage: coverageSentence(loose) === null ? null : { covered: loose.months_covered ?? 0, inWindow: loose.months_in_window ?? 0 },
  };
}
