import type { PeriodKey, TransactionType } from '@ontrack/api/contracts';

/** The list's filters as the screen holds them: empty text means "any". */
export interface ListFilters {
  q: string;
  from: string;
  to: string;
  category: string;
  sub_category: string;
  type: TransactionType | '';
  window: PeriodKey | '';
}

export const NO_FILTERS: ListFilters = { q: '', from: '', to: '', category: '', sub_category: '', type: '', window: '' };

/** The query string of the list and of the transactions export: only the filters that are set. */
export function filterQuery(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters) as Array<[keyof ListFilters, string]>) {
    const text = name === 'q' ? value.trim() : value;
    if (text !== '') params.set(name, text);
  }
  return params;
}
