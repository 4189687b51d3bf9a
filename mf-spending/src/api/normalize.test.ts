import { normalizeSpendingAnalysis } from './normalize';

describe('normalizeSpendingAnalysis', () => {
  it('keeps a well-formed answer as it is', () => {
    const answer = {
      pay_period_type: 'monthly',
      period_data: {
        LY: {
          total_income: 1200.5,
          total_expenses: 800.25,
          total_savings: 100,
          period_count: 12,
          months_covered: 6,
          months_in_window: 12,
          expense_categories: {
            Food: {
              total: 800.25,
              percent_of_income: 66.7,
              average_per_period: 66.69,
              subcategories: { Groceries: { total: 800.25, percent_of_income: 66.7, average_per_period: 66.69 } },
            },
          },
          income_categories: {},
          savings_categories: {},
        },
      },
    };
    expect(normalizeSpendingAnalysis(answer)).toEqual({
      ...answer,
      period_data: { LY: { ...answer.period_data.LY, expense_categories: { Food: { ...answer.period_data.LY.expense_categories.Food } } } },
    });
  });

  it.each([
    ['the no-data answer', { message: 'No data' }],
    ['an empty object', {}],
    ['null', null],
    ['a list', []],
    ['period_data that is not an object', { pay_period_type: 'monthly', period_data: 'none' }],
  ])('reads %s as nothing analysed', (_name, raw) => {
    expect(normalizeSpendingAnalysis(raw).period_data).toEqual({});
  });

  it('drops unknown windows and fills in missing records and amounts', () => {
    const result = normalizeSpendingAnalysis({
      pay_period_type: 7,
      period_data: {
        '5_years': { total_income: 1 },
        '3_months': {
          total_income: '250.75',
          total_expenses: null,
          period_count: Infinity,
          expense_categories: { Food: { total: 'x' }, Bad: 3 },
        },
      },
    });
    expect(result.pay_period_type).toBe('');
    expect(Object.keys(result.period_data)).toEqual(['3_months']);
    expect(result.period_data['3_months']).toEqual({
      total_income: 250.75,
      total_expenses: 0,
      total_savings: 0,
      // An analysis stored before coverage was recorded: unknown (0 of 0), no coverage sentence.
      months_covered: 0,
      months_in_window: 0,
      period_count: 0,
      expense_categories: { Food: { total: 0, percent_of_income: 0, average_per_period: 0, subcategories: {} } },
      income_categories: {},
      savings_categories: {},
    });
  });
});
