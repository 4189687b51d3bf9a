import type { TransactionItemDto } from '@ontrack/api/contracts';
import { baseApi, countAsNewData, TAGS_REFRESHED_BY_NEW_DATA } from '@ontrack/shell/platform';

/**
 * Undoing a matched transfer (`POST /transactions/api/transactions/{id}/unmatch`, either row's id;
 * docs/decisions/sources.md): both rows count again, so every figure changes and it counts as new
 * data, as a restored import does (shell/src/platform/imports-api.ts). A refusal changed nothing.
 */
export const transfersApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    transactionsUnmatch: build.mutation<{ success: true }, TransactionItemDto['id']>({
      query: (id) => ({ url: `transactions/api/transactions/${id}/unmatch`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [...TAGS_REFRESHED_BY_NEW_DATA] : []),
      onQueryStarted: countAsNewData,
    }),
  }),
});

export const { useTransactionsUnmatchMutation } = transfersApi;
