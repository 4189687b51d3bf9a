/** The texts this card shows. */
export const MESSAGES = {
  analysisFailed: 'Failed to fetch analysis data',
  subcategoriesFailed: 'Unable to savings sub categories',
  saveFailed: 'Failed to update settings',
  loading: 'Loading spending data...',
  noData: 'No data available',
} as const;
