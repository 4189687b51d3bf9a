/** Builders of spending-analysis answers for tests (the wire shape). */
import type { CategoryTotalsDto, PeriodDataDto, PeriodKey, SpendingAnalysisDto } from '@ontrack/api/contracts';

/** A category with its total; subcategories by name → total; average and percent when a test reads them. */
export function category(
  total: number,
  subcategories: Record<string, number> = {},
  extra: { average?: number; percent?: number } = {},
): CategoryTotalsDto {
  return {
    total,
    percent_of_income: extra.percent ?? 0,
    average_per_period: extra.average ?? 0,
    subcategories: Object.fromEntries(
      Object.entries(subcategories).map(([name, amount]) => [name, { total: amount, percent_of_income: 0, average_per_period: 0 }]),
    ),
  };
}

export function periodData(fields: Partial<PeriodDataDto> = {}): PeriodDataDto {
  return {
    total_income: 0,
    total_expenses: 0,
    total_savings: 0,
    period_count: 1,
    // No coverage recorded (as in analyses stored before it): no coverage sentence, every window compares.
    months_covered: 0,
    months_in_window: 0,
    expense_categories: {},
    income_categories: {},
    savings_categories: {},
    ...fields,
  };
}

export function analysis(periods: Partial<Record<PeriodKey, PeriodDataDto>>, payPeriodType = 'monthly'): SpendingAnalysisDto {
  return { pay_period_type: payPeriodType, period_data: periods };
}

/**
 * A year of realistic data with a 3-month comparison only: 12 and 6 months are "Current data only",
 * 3 months has trends.
 */
export function realisticAnalysis(): SpendingAnalysisDto {
  const year = periodData({
    total_income: 72000,
    total_expenses: 45000,
    total_savings: 12000,
    period_count: 26,
    expense_categories: {
      Housing: category(24000, { Rent: 21600, 'Renters Insurance': 2400 }, { average: 923.08, percent: 33.3 }),
      Food: category(9000, { Groceries: 7200, 'Dining Out': 1800 }, { average: 346.15, percent: 12.5 }),
      Transport: category(6000, { Fuel: 3600, Transit: 2400 }, { average: 230.77, percent: 8.3 }),
      Utilities: category(3600, { Electric: 2400, Internet: 1200 }, { average: 138.46, percent: 5 }),
      Health: category(1500, {}, { average: 57.69, percent: 2.1 }),
      Fun: category(900, { Movies: 900 }, { average: 34.62, percent: 1.3 }),
    },
    income_categories: {
      Salary: category(66000, { Paycheck: 66000 }, { average: 2538.46, percent: 91.7 }),
      Side: category(6000, { Freelance: 6000 }, { average: 230.77, percent: 8.3 }),
    },
    savings_categories: {
      Retirement: category(8000, { '401k': 8000 }, { average: 307.69, percent: 11.1 }),
      Emergency: category(4000, { 'Emergency Fund': 4000 }, { average: 153.85, percent: 5.6 }),
    },
  });
  const quarter = periodData({
    total_income: 18000,
    total_expenses: 11500,
    total_savings: 3000,
    period_count: 7,
    expense_categories: {
      Housing: category(6000, { Rent: 5400, 'Renters Insurance': 600 }, { average: 857.14, percent: 33.3 }),
      Food: category(2600, { Groceries: 2000, 'Dining Out': 600 }, { average: 371.43, percent: 14.4 }),
      Transport: category(1400, { Fuel: 800, Transit: 600 }, { average: 200, percent: 7.8 }),
      Utilities: category(1000, { Electric: 700, Internet: 300 }, { average: 142.86, percent: 5.6 }),
      Travel: category(500, { Flights: 500 }, { average: 71.43, percent: 2.8 }),
    },
    income_categories: { Salary: category(18000, { Paycheck: 18000 }, { average: 2571.43, percent: 100 }) },
    savings_categories: {
      Retirement: category(2000, { '401k': 2000 }, { average: 285.71, percent: 11.1 }),
      Emergency: category(1000, {}, { average: 142.86, percent: 5.6 }),
    },
  });
  const quarterBefore = periodData({
    total_income: 16000,
    total_expenses: 12000,
    total_savings: 2000,
    period_count: 6,
    expense_categories: {
      Housing: category(6000, { Rent: 5400, 'Renters Insurance': 600 }),
      Food: category(2000, { Groceries: 1600, 'Dining Out': 400 }),
      Transport: category(2000, { Fuel: 1200, Transit: 800 }),
      Utilities: category(1020, { Electric: 720, Internet: 300 }),
    },
    income_categories: { Salary: category(16000, { Paycheck: 16000 }) },
    savings_categories: { Retirement: category(1000, { '401k': 1000 }), Emergency: category(1000) },
  });
  const half = periodData({ ...quarter, total_income: 36000, total_expenses: 23000, total_savings: 6000, period_count: 13 });
  return analysis({ LY: year, '6_months': half, '3_months': quarter, '3_months_previous': quarterBefore }, 'bi-weekly');
}
