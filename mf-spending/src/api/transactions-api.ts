import type { TransactionsPageDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';
import { filterQuery, type ListFilters } from './transaction-filters';

/** Rows per page: a few screens of the list, fetched again as the list scrolls near the end. */
export const PAGE_SIZE = 200;

/**
 * The transactions list (`GET /transactions/api/transactions`), page after page by cursor. Its
 * `Transactions` tag is refreshed by a restored import; new uploads refresh it too.
 */
export const transactionsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    transactionsPages: build.infiniteQuery<TransactionsPageDto, ListFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next_cursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) => {
        const params = filterQuery(queryArg);
        params.set('limit', String(PAGE_SIZE));
        if (pageParam) params.set('cursor', pageParam);
        return `transactions/api/transactions?${params.toString()}`;
      },
      // The rows change with every upload: nothing is kept once no screen shows them.
      keepUnusedDataFor: 0,
      providesTags: ['Transactions', 'Spending'],
    }),
  }),
});

export const { useTransactionsPagesInfiniteQuery } = transactionsApi;
