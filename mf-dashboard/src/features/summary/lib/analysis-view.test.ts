import type { TransactionAnalysisDto } from '@ontrack/api/contracts';
import { readAnalysis } from './analysis-view';

const OK: TransactionAnalysisDto = {
  message: 'ok',
  lastUpdated: '2025-06-30T14:05:00.000Z',
  months_covered: 12,
  months_in_window: 12,
  income: { total: 61245.5 },
  expense: { total: 40100.25, percent_of_income: 65.5 },
  savings: {
    total: 9124.5,
    percent_of_income: 14.9,
    categories: [
      {
        name: 'Savings',
        subcategories: [
          { name: '401k', amount: 6124.5 },
          { name: 'Emergency fund', amount: 3000 },
        ],
      },
    ],
  },
};

describe('readAnalysis', () => {
  it('reads every figure of an analysis', () => {
    expect(readAnalysis(OK)).toEqual({
      kind: 'ok',
      lastUpdated: '2025-06-30T14:05:00.000Z',
      income: 61245.5,
      expenses: 40100.25,
      expensesPercent: 65.5,
      savings: 9124.5,
      savingsPercent: 14.9,
      savingsSubcategories: [
        { name: '401k', amount: 6124.5 },
        { name: 'Emergency fund', amount: 3000 },
      ],
      coverage: null, // a full year
    });
  });

  it('says how many of the 12 months hold data when fewer do', () => {
    const view = readAnalysis({ ...OK, months_covered: 6 });
    expect(view.kind === 'ok' && view.coverage).toEqual({ covered: 6, inWindow: 12 });
  });

  it.each([
    ['No data', { message: 'No data' }],
    ['nothing', undefined],
    ['null', null],
  ])('%s means nothing to show', (_case, answer) => {
    expect(readAnalysis(answer as TransactionAnalysisDto | undefined)).toEqual({ kind: 'none' });
  });

  it('counts missing figures as 0 and missing subcategories as none', () => {
    const partial = { message: 'ok', income: { total: 100 } } as unknown as TransactionAnalysisDto;
    expect(readAnalysis(partial)).toEqual({
      kind: 'ok',
      lastUpdated: null,
      income: 100,
      expenses: 0,
      expensesPercent: 0,
      savings: 0,
      savingsPercent: 0,
      savingsSubcategories: [],
      coverage: null, // not recorded: nothing said
    });
  });

  it('takes the subcategories of the first savings category only', () => {
    const two = {
      ...OK,
      savings: {
        ...OK.savings,
        categories: [
          { name: 'Savings', subcategories: [{ name: 'A', amount: 1 }] },
          { name: 'Other', subcategories: [{ name: 'B', amount: 2 }] },
        ],
      },
    } as TransactionAnalysisDto;
    const view = readAnalysis(two);
    expect(view.kind === 'ok' && view.savingsSubcategories).toEqual([{ name: 'A', amount: 1 }]);
  });
});
