/**
 * The analysis on small hand-worked examples. Every expected number is worked
 * out by hand in the comment beside it; amounts are integer cents in, dollars out.
 */
import type { PeriodType } from './periods';
import { MAX_AMOUNT_CENTS, MAX_TOTAL_CENTS } from '../workbook/cells/amounts';
import type { DatedTransaction, WorkflowOptions } from '../workbook/types';
import { analyse, contributionCents, savingsSubCategoryNames } from './analyse';
import type { CategoryClassification, TransactionType } from './classification';

const LAST_UPDATED = '2025-07-01T08:00:00.000Z';

function tx(
  date: string,
  category: string,
  subcategory: string,
  amountCents: number,
  extra: Partial<DatedTransaction> = {},
): DatedTransaction {
  return { date, category, subcategory, amountCents, signed: false, counted: true, ...extra };
}

function cls(category: string, sub_category: string, transaction_type: TransactionType, reversal = false): CategoryClassification {
  return { category, sub_category, transaction_type, reversal };
}

function opts(selected_date: string, period_type: PeriodType = 'monthly'): WorkflowOptions {
  return { selected_sheets: ['Sheet1'], selected_date, period_type };
}

const CLASSES = [
  cls('Work', 'Salary', 'Income'),
  cls('Food', 'Groceries', 'Expense'),
  cls('Food', 'Dining', 'Expense'),
  cls('Goals', 'Emergency fund', 'Savings'),
  cls('Goals', '401k', 'Savings'),
];

describe('contributionCents', () => {
  it.each([
    // signed sheet: negative is money out, so Expense and Savings count −amount
    [true, 'Income', 1000, false, 1000],
    [true, 'Income', 1000, true, -1000],
    [true, 'Expense', -1000, false, 1000],
    [true, 'Expense', -1000, true, -1000],
    [true, 'Expense', 500, false, -500], // money in on an expense line: lowers expenses
    [true, 'Expense', 500, true, 500],
    [true, 'Savings', -1000, false, 1000],
    [true, 'Savings', -1000, true, -1000],
    // all-positive sheet: the amount itself, reversal flips it
    [false, 'Income', 1000, false, 1000],
    [false, 'Income', 1000, true, -1000],
    [false, 'Expense', 1000, false, 1000],
    [false, 'Expense', 1000, true, -1000], // a refund row
    [false, 'Savings', 1000, false, 1000],
    [false, 'Savings', 1000, true, -1000], // a savings withdrawal
  ] as const)('signed %s, %s, %i cents, reversal %s → %i', (signed, type, amount, reversal, expected) => {
    expect(contributionCents(amount, signed, type, reversal)).toBe(expected);
  });
});

describe('analyse: signs', () => {
  it('counts a signed sheet (negative = out) and an all-positive sheet alike', () => {
    const { spending_analysis } = analyse(
      [
        // signed sheet (e.g. Debit/Credit: amount = credit − debit)
        tx('2025-03-01', 'Work', 'Salary', 300000, { signed: true }), // +3000.00 income
        tx('2025-03-02', 'Food', 'Groceries', -12345, { signed: true }), // +123.45 expense
        tx('2025-03-03', 'Goals', 'Emergency fund', -50000, { signed: true }), // +500.00 savings
        // all-positive sheet
        tx('2025-03-04', 'Work', 'Salary', 100000), // +1000.00 income
        tx('2025-03-05', 'Food', 'Dining', 2050), // +20.50 expense
        tx('2025-03-06', 'Goals', '401k', 30000), // +300.00 savings
      ],
      CLASSES,
      opts('2024-01-01'),
      LAST_UPDATED,
    );
    const ly = spending_analysis.period_data.LY!;
    expect(ly.total_income).toBe(4000); // 3000 + 1000
    expect(ly.total_expenses).toBe(143.95); // 123.45 + 20.50
    expect(ly.total_savings).toBe(800); // 500 + 300
    expect(ly.period_count).toBe(1); // every date is in month 14 after 2024-01-01
    expect(ly.income_categories).toEqual({
      Work: {
        total: 4000,
        percent_of_income: 100,
        average_per_period: 4000,
        subcategories: { Salary: { total: 4000, percent_of_income: 100, average_per_period: 4000 } },
      },
    });
    expect(ly.expense_categories).toEqual({
      Food: {
        total: 143.95,
        percent_of_income: 3.6, // 14395 / 400000 = 3.59875 %
        average_per_period: 143.95,
        subcategories: {
          Groceries: { total: 123.45, percent_of_income: 3.1, average_per_period: 123.45 }, // 3.08625 %
          Dining: { total: 20.5, percent_of_income: 0.5, average_per_period: 20.5 }, // 0.5125 %
        },
      },
    });
    expect(ly.savings_categories).toEqual({
      Goals: {
        total: 800,
        percent_of_income: 20, // 800 / 4000
        average_per_period: 800,
        subcategories: {
          'Emergency fund': { total: 500, percent_of_income: 12.5, average_per_period: 500 },
          '401k': { total: 300, percent_of_income: 7.5, average_per_period: 300 },
        },
      },
    });
  });

  it('lowers expenses by money coming in on an expense line of a signed sheet (a Credit refund)', () => {
    const { spending_analysis } = analyse(
      [
        tx('2025-03-01', 'Food', 'Groceries', -4567, { signed: true }), // Debit 45.67 → +45.67
        tx('2025-03-09', 'Food', 'Groceries', 1000, { signed: true }), // Credit 10.00 → −10.00
      ],
      CLASSES,
      opts('2025-01-01'),
      LAST_UPDATED,
    );
    expect(spending_analysis.period_data.LY!.total_expenses).toBe(35.67); // 45.67 − 10.00
  });

  it('flips every contribution of a reversed row, on each type', () => {
    const { spending_analysis } = analyse(
      [
        tx('2025-03-01', 'Work', 'Salary', 200000), // +2000.00
        tx('2025-03-02', 'Work', 'Clawback', 15000), // Income reversed: −150.00
        tx('2025-03-03', 'Shopping', 'Clothes', 10000), // +100.00
        tx('2025-03-04', 'Shopping', 'Returns', 2500), // Expense reversed: −25.00
        tx('2025-03-05', 'Goals', 'Emergency fund', 40000), // +400.00
        tx('2025-03-06', 'Goals', 'Withdrawal', 5000), // Savings reversed: −50.00
        tx('2025-03-07', 'Shopping', 'Store credit', -1200, { signed: true }), // signed Expense reversed: −(−(−12.00)) = −12.00
      ],
      [
        ...CLASSES,
        cls('Work', 'Clawback', 'Income', true),
        cls('Shopping', 'Clothes', 'Expense'),
        cls('Shopping', 'Returns', 'Expense', true),
        cls('Shopping', 'Store credit', 'Expense', true),
        cls('Goals', 'Withdrawal', 'Savings', true),
      ],
      opts('2025-01-01'),
      LAST_UPDATED,
    );
    const ly = spending_analysis.period_data.LY!;
    expect(ly.total_income).toBe(1850); // 2000 − 150
    expect(ly.total_expenses).toBe(63); // 100 − 25 − 12
    expect(ly.total_savings).toBe(350); // 400 − 50
    expect(ly.expense_categories.Shopping.subcategories).toEqual({
      Clothes: { total: 100, percent_of_income: 5.4, average_per_period: 100 }, // 100 / 1850 = 5.405 %
      'Store credit': { total: -12, percent_of_income: -0.6, average_per_period: -12 }, // −0.6486 %
      Returns: { total: -25, percent_of_income: -1.4, average_per_period: -25 }, // −1.3514 %
    });
    expect(ly.income_categories.Work.subcategories!.Clawback.total).toBe(-150);
    expect(ly.savings_categories.Goals.subcategories!.Withdrawal.total).toBe(-50);
  });
});

describe('analyse: what counts', () => {
  it('counts Ignore rows nowhere: not in totals, periods, the latest month or the windows', () => {
    const { spending_analysis } = analyse(
      [
        tx('2025-01-10', 'Food', 'Groceries', 5000),
        tx('2025-02-10', 'Food', 'Groceries', 7000),
        tx('2025-09-30', 'Bills', 'Credit card payment', 99900), // guessed Ignore, and the latest date
        tx('2025-02-20', 'Food', 'Coffee', 300), // classified Ignore although the guess says Expense
        tx('2023-01-15', 'Transfers', 'Savings account', 10000, { signed: true }), // Ignore by classification
      ],
      [...CLASSES, cls('Food', 'Coffee', 'Ignore'), cls('Transfers', 'Savings account', 'Ignore')],
      opts('2023-01-01'),
      LAST_UPDATED,
    );
    // Latest counted month is February 2025, so January and February are in 3_months; nothing is in 2LY.
    expect(Object.keys(spending_analysis.period_data)).toEqual(['LY', '6_months', '3_months']);
    const three = spending_analysis.period_data['3_months']!;
    expect(three.total_expenses).toBe(120); // 50 + 70, no coffee, no card payment
    expect(three.period_count).toBe(2); // months 24 and 25 after 2023-01-01
    expect(Object.keys(three.expense_categories.Food.subcategories!)).toEqual(['Groceries']);
  });

  it('answers no windows and No data when only ignored or uncounted transactions exist', () => {
    const result = analyse(
      [tx('2025-01-10', 'Transfers', 'To checking', 5000), tx('2025-01-11', 'Food', 'Groceries', 5000, { counted: false })],
      CLASSES,
      opts('2025-01-01', 'bi-weekly'),
      LAST_UPDATED,
    );
    expect(result).toEqual({
      spending_analysis: { pay_period_type: 'bi-weekly', period_data: {} },
      transaction_analysis: { message: 'No data' },
    });
    expect(analyse([], [], opts('2025-01-01', 'yearly'), LAST_UPDATED).spending_analysis).toEqual({
      pay_period_type: 'yearly',
      period_data: {},
    });
  });

  it('uses only counted transactions, also for the latest month', () => {
    const { spending_analysis } = analyse(
      [
        tx('2024-12-20', 'Food', 'Groceries', 111100, { counted: false }), // before selected_date
        tx('2025-01-05', 'Food', 'Groceries', 2000),
        tx('2025-03-05', 'Food', 'Groceries', 3000),
        tx('2026-01-01', 'Food', 'Groceries', 444400, { counted: false }),
      ],
      CLASSES,
      opts('2025-01-01'),
      LAST_UPDATED,
    );
    // Latest counted month March 2025: January is in 3_months (Jan–Mar).
    expect(Object.keys(spending_analysis.period_data)).toEqual(['LY', '6_months', '3_months']);
    expect(spending_analysis.period_data['3_months']!.total_expenses).toBe(50); // 20 + 30
  });

  it('analyses a pair without a classification with its guessed type and no reversal', () => {
    const { spending_analysis } = analyse(
      [
        tx('2025-03-01', 'Bank', 'Interest', 1234), // guessed Income
        tx('2025-03-02', 'Retirement', 'Roth', 5000), // guessed Savings (category)
        tx('2025-03-03', 'Pets', 'Vet', 7500), // guessed Expense
        tx('2025-03-04', 'Bills', 'Transfer', 100000), // guessed Ignore
      ],
      [],
      opts('2025-01-01'),
      LAST_UPDATED,
    );
    const ly = spending_analysis.period_data.LY!;
    expect([ly.total_income, ly.total_savings, ly.total_expenses]).toEqual([12.34, 50, 75]);
  });

  it('reports pay_period_type as chosen in the options', () => {
    for (const periodType of ['bi-weekly', 'monthly', 'quarterly', 'yearly'] as const) {
      const { spending_analysis } = analyse(
        [tx('2025-03-01', 'Food', 'Groceries', 100)],
        CLASSES,
        opts('2025-01-01', periodType),
        LAST_UPDATED,
      );
      expect(spending_analysis.pay_period_type).toBe(periodType);
    }
  });
});

describe('analyse: period_count and average_per_period', () => {
  // Five expenses of 100.00 each; the expected counts are the distinct period indexes.
  const dates = ['2025-01-06', '2025-01-19', '2025-01-20', '2025-02-17', '2025-04-05'];
  it.each([
    // bi-weekly from 01-06: days 0, 13, 14, 42, 89 → periods 0, 0, 1, 3, 6 → 4 distinct
    ['bi-weekly', 4, 125], // 500 / 4
    // monthly from 01-06: whole months 0, 0, 0, 1, 2 → 3 distinct
    ['monthly', 3, 166.67], // 500 / 3 = 166.666…
    // quarterly: 0, 0, 0, 0, 0 → 1
    ['quarterly', 1, 500],
    ['yearly', 1, 500],
  ] as const)('%s: %i periods, %d per period', (periodType, count, average) => {
    const { spending_analysis } = analyse(
      dates.map((date) => tx(date, 'Food', 'Groceries', 10000)),
      CLASSES,
      opts('2025-01-06', periodType),
      LAST_UPDATED,
    );
    const ly = spending_analysis.period_data.LY!;
    expect(ly.period_count).toBe(count);
    expect(ly.expense_categories.Food.average_per_period).toBe(average);
    expect(ly.expense_categories.Food.subcategories!.Groceries.average_per_period).toBe(average);
  });

  it('counts periods per window: a window only counts the periods its transactions fall in', () => {
    const { spending_analysis } = analyse(
      [
        tx('2025-01-15', 'Food', 'Groceries', 1000), // month 0 from 2025-01-15
        tx('2025-02-15', 'Food', 'Groceries', 1000), // 1
        tx('2025-04-14', 'Food', 'Groceries', 1000), // 2 (one less: the 14th is before the 15th)
        tx('2025-06-20', 'Food', 'Groceries', 1000), // 5
      ],
      CLASSES,
      opts('2025-01-15'),
      LAST_UPDATED,
    );
    // Latest month June: 3_months = Apr–Jun (periods 2, 5), 3_months_previous = Jan–Mar (0, 1)
    expect(spending_analysis.period_data.LY!.period_count).toBe(4);
    expect(spending_analysis.period_data['3_months']!.period_count).toBe(2);
    expect(spending_analysis.period_data['3_months_previous']!.period_count).toBe(2);
    expect(spending_analysis.period_data['6_months_previous']).toBeUndefined();
  });

  it('counts every row of per-period sheets, each dated on its period start', () => {
    // Three monthly sheets from 2025-01-31: rows dated 01-31, 02-28 (clamped), 03-31.
    const { spending_analysis } = analyse(
      [
        tx('2025-01-31', 'Income', 'Paycheck', 400000),
        tx('2025-01-31', 'Housing', 'Rent', 150000),
        tx('2025-02-28', 'Income', 'Paycheck', 400000),
        tx('2025-02-28', 'Housing', 'Rent', 150000),
        tx('2025-03-31', 'Income', 'Paycheck', 410000),
        tx('2025-03-31', 'Housing', 'Rent', 150001),
      ],
      [],
      opts('2025-01-31'),
      LAST_UPDATED,
    );
    const ly = spending_analysis.period_data.LY!;
    expect(ly.period_count).toBe(3); // periods 0, 1, 2
    expect(ly.total_income).toBe(12100); // 4000 + 4000 + 4100
    expect(ly.income_categories.Income.average_per_period).toBe(4033.33); // 12100 / 3 = 4033.333…
    expect(ly.expense_categories.Housing.total).toBe(4500.01);
    expect(ly.expense_categories.Housing.average_per_period).toBe(1500); // 450001 / 3 = 150000.33 cents → 1500.00
    expect(ly.expense_categories.Housing.percent_of_income).toBe(37.2); // 450001 / 1210000 = 37.190 %
  });
});

describe('analyse: windows', () => {
  // Each date carries a distinct power of two (in dollars), so a window's total names its members.
  const boundaryTransactions = [
    tx('2025-06-30', 'Food', 'Groceries', 100), // $1: the latest counted transaction → latest month June 2025
    tx('2025-04-01', 'Food', 'Groceries', 200), // $2: first day of 3_months
    tx('2025-03-31', 'Food', 'Groceries', 400), // $4: last day of 3_months_previous
    tx('2025-01-01', 'Food', 'Groceries', 800), // $8: first day of 6_months and of 3_months_previous
    tx('2024-12-31', 'Food', 'Groceries', 1600), // $16: last day of 6_months_previous
    tx('2024-07-01', 'Food', 'Groceries', 3200), // $32: first day of LY and of 6_months_previous
    tx('2024-06-30', 'Food', 'Groceries', 6400), // $64: last day of 2LY
    tx('2023-07-01', 'Food', 'Groceries', 12800), // $128: first day of 2LY
    tx('2023-06-30', 'Food', 'Groceries', 25600), // $256: before every window
  ];

  it('puts a transaction on the first or last day of a window inside it', () => {
    const { spending_analysis } = analyse(boundaryTransactions, CLASSES, opts('2023-01-01'), LAST_UPDATED);
    const totals = Object.fromEntries(Object.entries(spending_analysis.period_data).map(([key, data]) => [key, data.total_expenses]));
    expect(totals).toEqual({
      LY: 63, // 1 + 2 + 4 + 8 + 16 + 32
      '2LY': 192, // 64 + 128
      '6_months': 15, // 1 + 2 + 4 + 8
      '6_months_previous': 48, // 16 + 32
      '3_months': 3, // 1 + 2
      '3_months_previous': 12, // 4 + 8
    });
    expect(Object.keys(spending_analysis.period_data)).toEqual([
      'LY',
      '2LY',
      '6_months',
      '6_months_previous',
      '3_months',
      '3_months_previous',
    ]);
  });

  it('leaves out every window no counted transaction falls in', () => {
    // Only June 2025 and July 2023 (the first month of 2LY).
    const { spending_analysis } = analyse([boundaryTransactions[0], boundaryTransactions[7]], CLASSES, opts('2023-01-01'), LAST_UPDATED);
    expect(Object.keys(spending_analysis.period_data)).toEqual(['LY', '2LY', '6_months', '3_months']);
    // Only the latest month and the one before it.
    const { spending_analysis: recent } = analyse(
      [tx('2025-05-31', 'Food', 'Groceries', 100), tx('2025-06-01', 'Food', 'Groceries', 100)],
      CLASSES,
      opts('2025-05-01'),
      LAST_UPDATED,
    );
    expect(Object.keys(recent.period_data)).toEqual(['LY', '6_months', '3_months']);
  });
});

describe('analyse: exact money and rounding', () => {
  it('sums cents exactly (no 0.1 + 0.2 drift)', () => {
    const dimes = Array.from({ length: 1000 }, (_, i) => tx('2025-03-01', 'Food', 'Candy', i % 2 === 0 ? 10 : 20)); // 500 × 0.10 + 500 × 0.20
    const { spending_analysis } = analyse(
      [tx('2025-03-01', 'Food', 'Gum', 10), tx('2025-03-02', 'Food', 'Gum', 20), ...dimes],
      CLASSES,
      opts('2025-01-01'),
      LAST_UPDATED,
    );
    const food = spending_analysis.period_data.LY!.expense_categories.Food;
    expect(food.subcategories!.Gum.total).toBe(0.3); // 0.10 + 0.20
    expect(food.subcategories!.Candy.total).toBe(150); // 50 + 100
    expect(food.total).toBe(150.3);
  });

  it('rounds averages to the cent and percents to one decimal only at the end', () => {
    const { spending_analysis } = analyse(
      [
        // bi-weekly from 2025-03-03: days 0, 14, 28 → three periods
        tx('2025-03-03', 'Work', 'Salary', 100),
        tx('2025-03-17', 'Work', 'Salary', 100),
        tx('2025-03-31', 'Work', 'Salary', 100), // income 3.00
        tx('2025-03-03', 'Food', 'Groceries', 1), // 0.01
        tx('2025-03-17', 'Food', 'Groceries', 1), // 0.01 → Groceries 0.02
        tx('2025-03-31', 'Food', 'Dining', 1), // Dining 0.01; Food 0.03
      ],
      CLASSES,
      opts('2025-03-03', 'bi-weekly'),
      LAST_UPDATED,
    );
    const ly = spending_analysis.period_data.LY!;
    expect(ly.period_count).toBe(3);
    expect(ly.expense_categories.Food).toEqual({
      total: 0.03,
      percent_of_income: 1, // 3 / 300 = 1 %
      average_per_period: 0.01, // 3 cents / 3
      subcategories: {
        Groceries: { total: 0.02, percent_of_income: 0.7, average_per_period: 0.01 }, // 0.667 %; 0.667 cents → 1 cent
        Dining: { total: 0.01, percent_of_income: 0.3, average_per_period: 0 }, // 0.333 %; 0.333 cents → 0
      },
    });
    // Each figure is rounded once from its exact cents: Food's average is 3 / 3 = 1 cent, while its
    // subcategories' rounded averages (1 + 0) would not say so.
    expect(ly.income_categories.Work.average_per_period).toBe(1); // 300 / 3
  });

  it('gives percent_of_income 0 when income is zero or negative', () => {
    const noIncome = analyse([tx('2025-03-01', 'Food', 'Groceries', 5000)], CLASSES, opts('2025-01-01'), LAST_UPDATED);
    expect(noIncome.spending_analysis.period_data.LY!.expense_categories.Food.percent_of_income).toBe(0);
    const negative = analyse(
      [tx('2025-03-01', 'Work', 'Salary', 1000), tx('2025-03-02', 'Food', 'Groceries', 5000)],
      [cls('Work', 'Salary', 'Income', true), cls('Food', 'Groceries', 'Expense')],
      opts('2025-01-01'),
      LAST_UPDATED,
    );
    const ly = negative.spending_analysis.period_data.LY!;
    expect(ly.total_income).toBe(-10);
    expect(ly.expense_categories.Food.percent_of_income).toBe(0);
    expect(ly.income_categories.Work.percent_of_income).toBe(0);
    expect(negative.transaction_analysis).toMatchObject({ expense: { total: 50, percent_of_income: 0 } });
  });

  it('lists categories and subcategories by total, largest first, then by name', () => {
    const { spending_analysis } = analyse(
      [
        tx('2025-03-01', 'Fun', 'Games', 1000),
        tx('2025-03-01', 'Housing', 'Rent', 90000),
        tx('2025-03-01', 'Food', 'Dining', 5000),
        tx('2025-03-01', 'Food', 'Groceries', 5000),
        tx('2025-03-01', 'Food', 'Snacks', 7000),
        tx('2025-03-01', 'Auto', 'Fuel', 1000),
      ],
      CLASSES,
      opts('2025-01-01'),
      LAST_UPDATED,
    );
    const expenses = spending_analysis.period_data.LY!.expense_categories;
    expect(Object.keys(expenses)).toEqual(['Housing', 'Food', 'Auto', 'Fun']); // 900, 170, 10, 10
    expect(Object.keys(expenses.Food.subcategories!)).toEqual(['Snacks', 'Dining', 'Groceries']); // 70, 50, 50
  });
});

describe('analyse: transaction analysis', () => {
  it('summarises the LY window with every savings subcategory and its total', () => {
    const { transaction_analysis } = analyse(
      [
        tx('2024-03-31', 'Work', 'Salary', 999900), // 2LY (Apr 2023–Mar 2024): not in the summary
        tx('2024-03-01', 'Goals', 'Vacation', 50000), // 2LY
        tx('2024-04-01', 'Work', 'Salary', 500000), // first day of LY (Apr 2024–Mar 2025)
        tx('2025-03-01', 'Work', 'Salary', 500000), // LY income 10000.00
        tx('2025-03-02', 'Food', 'Groceries', 123456), // LY expenses 1234.56
        tx('2025-03-03', 'Goals', 'Emergency fund', 100000),
        tx('2025-03-04', 'Retirement', '401k', 75050),
        tx('2025-03-05', 'Goals', '401k', 10000), // same subcategory name in another category: one entry, 850.50
        tx('2025-03-06', 'Goals', 'Emergency fund', 20000), // emergency fund 1000 + 200 = 1200.00
      ],
      [...CLASSES, cls('Retirement', '401k', 'Savings'), cls('Goals', 'Vacation', 'Savings')],
      opts('2024-01-01'),
      LAST_UPDATED,
    );
    expect(transaction_analysis).toEqual({
      message: 'ok',
      lastUpdated: LAST_UPDATED,
      months_covered: 2, // April 2024 and March 2025
      months_in_window: 12,
      income: { total: 10000 },
      expense: { total: 1234.56, percent_of_income: 12.3 }, // 123456 / 1000000 = 12.3456 %
      savings: {
        total: 2050.5, // 1200 + 850.50
        percent_of_income: 20.5, // 205050 / 1000000 = 20.505 %
        categories: [
          {
            name: 'Savings',
            subcategories: [
              { name: 'Emergency fund', amount: 1200 },
              { name: '401k', amount: 850.5 },
            ],
          },
        ],
      },
    });
    expect(savingsSubCategoryNames(transaction_analysis)).toEqual(['Emergency fund', '401k']);
  });

  it('has no savings subcategory names without data', () => {
    expect(savingsSubCategoryNames({ message: 'No data' })).toEqual([]);
  });
});

describe('analyse: names that are special in JavaScript', () => {
  it('keeps a category or subcategory called __proto__ like any other name', () => {
    const result = analyse(
      [tx('2025-03-05', '__proto__', 'Rent', -120_000, { signed: true }), tx('2025-03-06', 'Food', '__proto__', -30_000, { signed: true })],
      [cls('__proto__', 'Rent', 'Expense'), cls('Food', '__proto__', 'Expense')],
      opts('2025-03-01'),
      LAST_UPDATED,
    );
    const ly = result.spending_analysis.period_data.LY!;
    // 1,200.00 + 300.00 = 1,500.00, and the two categories listed add up to it.
    expect(ly.total_expenses).toBe(1500);
    expect(Object.keys(ly.expense_categories)).toEqual(['__proto__', 'Food']);
    expect(ly.expense_categories['__proto__'].total).toBe(1200);
    expect(Object.keys(ly.expense_categories.Food.subcategories!)).toEqual(['__proto__']);
    // And it survives the trip through JSON, as the stored analysis does.
    expect(Object.keys(JSON.parse(JSON.stringify(ly.expense_categories)))).toEqual(['__proto__', 'Food']);
  });
});

describe('analyse: the largest totals a workbook may hold', () => {
  it('sums amounts adding up to just under $10 trillion exactly, and rounds their averages and percents exactly', () => {
    // Income: 6,999 salaries of $1 billion in March and one of $999,999,999.99 in April:
    // 699,999,999,999,999 cents. Expenses: 3,000 × $1 billion in April = 3 × 10^14 cents.
    // Together 10^15 − 1 cents, one cent under MAX_TOTAL_CENTS.
    const transactions = [
      ...Array.from({ length: 6_999 }, () => tx('2025-03-01', 'Work', 'Salary', MAX_AMOUNT_CENTS)),
      tx('2025-04-01', 'Work', 'Salary', MAX_AMOUNT_CENTS - 1),
      ...Array.from({ length: 3_000 }, () => tx('2025-04-02', 'Food', 'Groceries', MAX_AMOUNT_CENTS)),
    ];
    expect(transactions.reduce((sum, transaction) => sum + Math.abs(transaction.amountCents), 0)).toBe(MAX_TOTAL_CENTS - 1);
    const { spending_analysis, transaction_analysis } = analyse(transactions, CLASSES, opts('2025-03-01'), LAST_UPDATED);
    const ly = spending_analysis.period_data.LY!;
    expect(ly.total_income).toBe(6_999_999_999_999.99);
    expect(ly.total_expenses).toBe(3_000_000_000_000);
    expect(ly.period_count).toBe(2); // March and April, monthly from 2025-03-01
    // 699,999,999,999,999 / 2 = 349,999,999,999,999.5 cents → 350,000,000,000,000 (half away from zero).
    expect(ly.income_categories.Work).toMatchObject({
      total: 6_999_999_999_999.99,
      percent_of_income: 100,
      average_per_period: 3_500_000_000_000,
    });
    // 3 × 10^14 / 699,999,999,999,999 × 100 = 42.857142857142… % → 42.9; 3 × 10^14 / 2 = $1.5 trillion.
    expect(ly.expense_categories.Food).toMatchObject({
      total: 3_000_000_000_000,
      percent_of_income: 42.9,
      average_per_period: 1_500_000_000_000,
    });
    expect(transaction_analysis).toMatchObject({
      income: { total: 6_999_999_999_999.99 },
      expense: { total: 3_000_000_000_000, percent_of_income: 42.9 },
    });
    // The dollars on the wire are the exact decimals.
    expect(JSON.stringify(ly.total_income)).toBe('6999999999999.99');
  });
});

describe('analyse: months covered', () => {
  const months = (from: number, count: number, year = 2022) =>
    Array.from({ length: count }, (_, i) => tx(`${year}-${String(from + i).padStart(2, '0')}-10`, 'Food', 'Groceries', 1000 + i));

  it('a six-month log covers 6 of the 12, 6 of the 6 and 3 of the 3 months; the previous windows what they hold', () => {
    // March–August 2022: latest month August; LY = Sep 2021–Aug 2022, 6_months_previous = Sep 2021–Feb 2022.
    const { period_data } = analyse(months(3, 6), CLASSES, opts('2022-01-01'), LAST_UPDATED).spending_analysis;
    expect(period_data.LY).toMatchObject({ months_covered: 6, months_in_window: 12 });
    expect(period_data['6_months']).toMatchObject({ months_covered: 6, months_in_window: 6 });
    expect(period_data['3_months']).toMatchObject({ months_covered: 3, months_in_window: 3 });
    expect(period_data['3_months_previous']).toMatchObject({ months_covered: 3, months_in_window: 3 });
    expect(period_data['6_months_previous']).toBeUndefined(); // no data there: no window
    expect(period_data['2LY']).toBeUndefined();
  });

  it('a full year covers every month of every window it fills', () => {
    const { period_data } = analyse(months(1, 12), CLASSES, opts('2022-01-01'), LAST_UPDATED).spending_analysis;
    for (const key of ['LY', '6_months', '6_months_previous', '3_months', '3_months_previous'] as const) {
      expect(period_data[key]!.months_covered).toBe(period_data[key]!.months_in_window);
    }
    expect(period_data.LY!.months_covered).toBe(12);
  });

  it('counts a month with several transactions once, and a gap month not at all', () => {
    const rows = [
      tx('2022-01-03', 'Food', 'Groceries', 100),
      tx('2022-01-20', 'Food', 'Dining', 200),
      tx('2022-03-05', 'Work', 'Salary', 300),
    ];
    const { period_data } = analyse(rows, CLASSES, opts('2022-01-01'), LAST_UPDATED).spending_analysis;
    expect(period_data.LY).toMatchObject({ months_covered: 2, months_in_window: 12 }); // January and March
    expect(period_data['3_months']).toMatchObject({ months_covered: 2, months_in_window: 3 });
  });

  it('ignored and uncounted rows cover no month', () => {
    const rows = [
      tx('2022-01-03', 'Skip', 'It', 100),
      tx('2022-02-03', 'Food', 'Groceries', 100, { counted: false }),
      tx('2022-03-05', 'Work', 'Salary', 300),
    ];
    const { period_data } = analyse(rows, [...CLASSES, cls('Skip', 'It', 'Ignore')], opts('2022-01-01'), LAST_UPDATED).spending_analysis;
    expect(period_data.LY).toMatchObject({ months_covered: 1 });
  });

  it('stored (kept) rows give the same analysis, coverage included, as the same rows in memory', () => {
    const rows = [...months(3, 6), tx('2021-11-02', 'Work', 'Salary', 50000), tx('2020-05-01', 'Goals', '401k', 700)];
    const inMemory = analyse(rows, CLASSES, opts('2020-01-01'), LAST_UPDATED);
    const resolve = (category: string, subcategory: string) =>
      CLASSES.find((c) => c.category === category && c.sub_category === subcategory)!;
    const kept = rows.map((row) => {
      const type = resolve(row.category, row.subcategory).transaction_type;
      return {
        date: row.date,
        category: row.category,
        subcategory: row.subcategory,
        type,
        contributionCents: contributionCents(row.amountCents, row.signed, type as Exclude<TransactionType, 'Ignore'>, false),
      };
    });
    const fromKept = analyse([], [], opts('2020-01-01'), LAST_UPDATED, kept);
    expect(fromKept).toEqual(inMemory);
    expect(fromKept.spending_analysis.period_data.LY).toMatchObject({ months_covered: 7, months_in_window: 12 });
  });
});
