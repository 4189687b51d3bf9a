import type { NetWorthCategoriesDto, NetWorthDashboardDto } from '@ontrack/api/contracts';

/** The default categories as `GET /networth/api/networth/categories` answers them after init. */
export const CATEGORIES: NetWorthCategoriesDto = {
  assets: ['Cash', 'Checking', 'Savings', 'Investments', 'Retirement', 'Real Estate', 'Vehicles', 'Other'].map((name, index) => ({
    id: index + 1,
    name,
  })),
  liabilities: ['Mortgage', 'Auto Loan', 'Student Loan', 'Credit Card', 'Personal Loan', 'Other'].map((name, index) => ({
    id: index + 11,
    name,
  })),
};

export const NO_CATEGORIES: NetWorthCategoriesDto = { assets: [], liabilities: [] };

export const EMPTY_DASHBOARD: NetWorthDashboardDto = {
  entries: [],
  netWorthHistory: [],
  assetBreakdown: [],
  liabilityBreakdown: [],
  currentTotals: { assets: 0, liabilities: 0, netWorth: 0 },
};

/**
 * A checking account revalued once, a house and a car loan, as the server would summarise them:
 * checking 12,500.50 then 13,000.25; house 250,000; car loan 18,250.75.
 */
export const DASHBOARD: NetWorthDashboardDto = {
  entries: [
    { id: 4, type: 'asset', category: 'Checking', name: 'Everyday', value: 13000.25, date: '2025-03-01' },
    { id: 3, type: 'liability', category: 'Auto Loan', name: 'Car loan', value: 18250.75, date: '2025-02-01' },
    { id: 2, type: 'asset', category: 'Real Estate', name: 'House', value: 250000, date: '2025-02-01' },
    { id: 1, type: 'asset', category: 'Checking', name: 'Everyday', value: 12500.5, date: '2025-01-15' },
  ],
  netWorthHistory: [
    { date: '2025-01-15', assets: 12500.5, liabilities: 0, netWorth: 12500.5 },
    { date: '2025-02-01', assets: 262500.5, liabilities: 18250.75, netWorth: 244249.75 },
    { date: '2025-03-01', assets: 263000.25, liabilities: 18250.75, netWorth: 244749.5 },
  ],
  assetBreakdown: [
    { name: 'Real Estate', value: 250000, color: '#5d4037' },
    { name: 'Checking', value: 13000.25, color: '#1f6fd1' },
  ],
  liabilityBreakdown: [{ name: 'Auto Loan', value: 18250.75, color: '#ad1457' }],
  currentTotals: { assets: 263000.25, liabilities: 18250.75, netWorth: 244749.5 },
};
