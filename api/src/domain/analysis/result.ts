/**
 * What the analysis answers, as it is stored and read back: the spending analysis (the six windows)
 * and the transaction analysis (the LY window). Money in dollars, percents of income with one decimal.
 */
import type { PeriodKey } from './periods';

export interface CategoryTotals {
  total: number;
  percent_of_income: number;
  average_per_period: number;
  subcategories?: Record<string, Omit<CategoryTotals, 'subcategories'>>;
}

/** One window's totals and categories. */
export interface PeriodData {
  total_income: number;
  total_expenses: number;
  total_savings: number;
  period_count: number;
  /** How many calendar months of the window hold a counted transaction (periods.ts, monthsCovered). */
  months_covered: number;
  /** How many calendar months the window spans: 12, 6 or 3. */
  months_in_window: number;
  expense_categories: Record<string, CategoryTotals>;
  income_categories: Record<string, CategoryTotals>;
  savings_categories: Record<string, CategoryTotals>;
}

export interface SpendingAnalysis {
  /** A PeriodType, as stored with the user's options (text there, so typed as text here). */
  pay_period_type: string;
  period_data: Partial<Record<PeriodKey, PeriodData>>;
}

/** `{message:"No data"}` before any analysis, or when nothing was counted. */
export type TransactionAnalysis =
  | { message: 'No data' }
  | {
      message: 'ok';
      lastUpdated: string;
      /** The LY window's coverage, as its PeriodData carries it. */
      months_covered: number;
      months_in_window: number;
      income: { total: number };
      expense: { total: number; percent_of_income: number };
      savings: {
        total: number;
        percent_of_income: number;
        categories: { name: 'Savings'; subcategories: { name: string; amount: number }[] }[];
      };
    };

export interface AnalysisResult {
  spending_analysis: SpendingAnalysis;
  transaction_analysis: TransactionAnalysis;
}
