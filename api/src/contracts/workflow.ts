/**
 * Wire types of the update-data workflow and of the analysis reads (server.md sections 3 and 4).
 * Types only here; the request schemas sit beside them once the routes exist.
 */
export const TRANSACTION_TYPES = ['Income', 'Savings', 'Expense', 'Ignore'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const PERIOD_TYPES = ['bi-weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type PeriodType = (typeof PERIOD_TYPES)[number];

/** One (category, subcategory) pair and how the user classified it. */
export interface CategoryRowDto {
  category: string;
  sub_category: string;
  transaction_type: TransactionType;
  reversal: boolean;
  /** True for a pair the user has not classified before. */
  new_f: boolean;
}

export interface SuggestedOptionsDto {
  selected_sheets: string[];
  selected_date: string;
  period_type: PeriodType;
}

/** What the wizard reads back after each step: the analysis as stored. */
export interface VisualsDataDto {
  transaction_analysis: TransactionAnalysisDto;
  spending_analysis: SpendingAnalysisDto;
}

export interface UploadStepResponse {
  success: boolean;
  error?: string;
  eligible?: boolean;
  usage_used?: number;
  data?: { sheet_names: string[]; suggested_options: SuggestedOptionsDto; visuals_data: VisualsDataDto | null };
}

export interface OptionsStepRequest {
  selected_sheets: string[];
  selected_date: string;
  period_type: PeriodType;
  template_id: string;
}

export interface OptionsStepResponse {
  success: boolean;
  error?: string;
  data?: { categories: CategoryRowDto[] };
}

export interface CategoriesStepResponse {
  success: boolean;
  error?: string;
  data?: { visuals_data: VisualsDataDto };
}

/** The six windows of server.md section 4. */
export const PERIOD_KEYS = ['LY', '2LY', '6_months', '6_months_previous', '3_months', '3_months_previous'] as const;
export type PeriodKey = (typeof PERIOD_KEYS)[number];

export interface CategoryTotalsDto {
  total: number;
  percent_of_income: number;
  average_per_period: number;
  subcategories?: Record<string, Omit<CategoryTotalsDto, 'subcategories'>>;
}

export interface PeriodDataDto {
  total_income: number;
  total_expenses: number;
  total_savings: number;
  period_count: number;
  expense_categories: Record<string, CategoryTotalsDto>;
  income_categories: Record<string, CategoryTotalsDto>;
  savings_categories: Record<string, CategoryTotalsDto>;
}

/** `GET /spending/api/spending-analysis`. */
export interface SpendingAnalysisDto {
  pay_period_type: PeriodType | string;
  period_data: Partial<Record<PeriodKey, PeriodDataDto>>;
}

/** `GET /summary/api/transaction-analysis`: `{message:"No data"}` before any analysis. */
export type TransactionAnalysisDto =
  | { message: 'No data' }
  | {
      message: 'ok';
      lastUpdated: string;
      income: { total: number };
      expense: { total: number; percent_of_income: number };
      savings: { total: number; percent_of_income: number; categories: { name: 'Savings'; subcategories: { name: string; amount: number }[] }[] };
    };

/** `GET /summary/api/get-savings-sub-categories`. */
export interface SavingsSubCategoriesDto {
  savings_sub_categories: string[];
  retirement_sub_categories: string[];
}
