import { PERIOD_KEYS, type CategoryTotalsDto, type PeriodDataDto, type SpendingAnalysisDto } from '@ontrack/api/contracts';

/**
 * Reads `GET /spending/api/spending-analysis` into the exact wire type, so the screen never trips
 * over a missing record or a non-number: unknown windows are dropped, missing category records
 * become empty, amounts that are not finite numbers become 0. An answer with no `period_data`
 * (e.g. `{message: "No data"}` before any upload) reads as "nothing analysed yet".
 */
export function normalizeSpendingAnalysis(raw: unknown): SpendingAnalysisDto {
  const answer = isRecord(raw) ? raw : {};
  const periods = isRecord(answer.period_data) ? answer.period_data : {};
  const period_data: SpendingAnalysisDto['period_data'] = {};
  for (const key of PERIOD_KEYS) {
    if (isRecord(periods[key])) period_data[key] = readPeriod(periods[key]);
  }
  return { pay_period_type: typeof answer.pay_period_type === 'string' ? answer.pay_period_type : '', period_data };
}

function readPeriod(period: Record<string, unknown>): PeriodDataDto {
  return {
    total_income: amount(period.total_income),
    total_expenses: amount(period.total_expenses),
    total_savings: amount(period.total_savings),
    period_count: amount(period.period_count),
    // Analyses stored before coverage was recorded have none: 0 months in the window reads as unknown (coverage.ts).
    months_covered: amount(period.months_covered),
    months_in_window: amount(period.months_in_window),
    expense_categories: readCategories(period.expense_categories, true),
    income_categories: readCategories(period.income_categories, true),
    savings_categories: readCategories(period.savings_categories, true),
  };
}

function readCategories(value: unknown, withSubcategories: boolean): Record<string, CategoryTotalsDto> {
  const categories: Record<string, CategoryTotalsDto> = {};
  if (!isRecord(value)) return categories;
  for (const [name, totals] of Object.entries(value)) {
    if (!isRecord(totals)) continue;
    categories[name] = {
      total: amount(totals.total),
      percent_of_income: amount(totals.percent_of_income),
      average_per_period: amount(totals.average_per_period),
      ...(withSubcategories ? { subcategories: readCategories(totals.subcategories, false) } : {}),
    };
  }
  return categories;
}

function amount(value: unknown): number {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
