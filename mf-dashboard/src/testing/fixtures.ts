import type {
  DashboardCountsDto,
  GoalDto,
  NetWorthDashboardDto,
  SavingsSubCategoriesDto,
  TransactionAnalysisDto,
} from '@ontrack/api/contracts';
import type { StubRoute } from '../../../shell/testing/fetch-stub';
import { planAnswer, RETIREMENT_ROUTES } from './retirement-fixtures';

export const ROUTES = {
  analysis: 'GET /summary/api/transaction-analysis',
  counts: 'GET /summary/api/counts',
  subcategories: 'GET /summary/api/get-savings-sub-categories',
  setRetirement: 'POST /summary/api/set-retirement-sub-categories',
  goals: 'GET /goals/api/savings-goals',
  netWorth: 'GET /networth/api/networth/dashboard',
  csrf: 'GET /auth/csrf-token',
  /** The session (shell/src/platform/use-money.ts reads its home currency): signed in, none set, so US dollars. */
  session: 'GET /auth/check-login-status',
} as const;

export const NO_DATA: TransactionAnalysisDto = { message: 'No data' };

/** An analysis over twelve months: income 61,245.50, retirement-like savings 401k and IRA. */
export function analysisAnswer(overrides: Partial<Extract<TransactionAnalysisDto, { message: 'ok' }>> = {}): TransactionAnalysisDto {
  return {
    message: 'ok',
    lastUpdated: '2025-06-30T14:05:00.000Z',
    months_covered: 12,
    months_in_window: 12,
    income: { total: 61245.5 },
    expense: { total: 40100.25, percent_of_income: 65.5 },
    savings: {
      total: 9612.75,
      percent_of_income: 15.7,
      categories: [
        {
          name: 'Savings',
          subcategories: [
            { name: '401k', amount: 6124.55 },
            { name: 'Emergency fund', amount: 3000 },
            { name: 'IRA', amount: 488.2 },
          ],
        },
      ],
    },
    ...overrides,
  };
}

export function subcategoriesAnswer(chosen: string[] = []): SavingsSubCategoriesDto {
  return { savings_sub_categories: ['401k', 'Emergency fund', 'IRA'], retirement_sub_categories: chosen };
}

export function goalsAnswer(count: number): { result: GoalDto[] } {
  return { result: Array.from({ length: count }, (_, index) => ({ id: index + 1, name: `Goal ${index + 1}` }) as GoalDto) };
}

export function netWorthAnswer(entries: number): NetWorthDashboardDto {
  return {
    entries: Array.from({ length: entries }, (_, index) => ({
      id: index + 1,
      type: 'asset',
      category: 'Cash',
      name: `Item ${index + 1}`,
      value: 100,
      date: '2025-01-01',
    })),
    netWorthHistory: [],
    assetBreakdown: [],
    liabilityBreakdown: [],
    currentTotals: { assets: 100 * entries, liabilities: 0, netWorth: 100 * entries },
  };
}

/** `GET /summary/api/counts`: by default nothing at all. */
export function countsAnswer(overrides: Partial<DashboardCountsDto> = {}): DashboardCountsDto {
  return { goals: 0, networth_entries: 0, has_analysis: false, last_updated: null, ...overrides };
}

/** Every dashboard read answered: by default a user with nothing at all yet. */
export function dashboardRoutes(
  overrides: Partial<Record<(typeof ROUTES)[keyof typeof ROUTES], StubRoute>> = {},
): Record<string, StubRoute> {
  return {
    [ROUTES.analysis]: { body: NO_DATA },
    [ROUTES.counts]: { body: countsAnswer() },
    [ROUTES.subcategories]: { body: subcategoriesAnswer() },
    [ROUTES.setRetirement]: (request) => ({
      body: { success: true, retirement_sub_categories: (request.json as { retirementSubCategories: string[] }).retirementSubCategories },
    }),
    [ROUTES.goals]: { body: goalsAnswer(0) },
    [ROUTES.netWorth]: { body: netWorthAnswer(0) },
    [ROUTES.csrf]: { body: { csrf_token: 'tok-1' } },
    [ROUTES.session]: { body: { success: true, logged_in: true, id: 1 } },
    [RETIREMENT_ROUTES.plan]: { body: planAnswer() },
    ...overrides,
  };
}
