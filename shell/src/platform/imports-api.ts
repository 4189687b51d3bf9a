import type { ImportsDto } from '@ontrack/api/contracts';
import { baseApi } from './base-api';
import { dataUpdated } from './data-updates-slice';

/** Every read a restore replaces: the analysis, the spending breakdown, the transactions list, the history itself. */
const TAGS_REFRESHED_BY_RESTORE = ['Analysis', 'Spending', 'Transactions', 'Imports'] as const;

/**
 * The import history (`/workflow/api/imports`): opened from the header's "Last updated". A restore
 * makes an earlier import current again, so it counts as new data: every screen refreshes on the
 * data-updates counter, as after the wizard.
 */
export const importsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    importsList: build.query<ImportsDto, void>({
      query: () => 'workflow/api/imports',
      providesTags: ['Imports'],
    }),
    importsRestore: build.mutation<{ success: true }, number>({
      query: (id) => ({ url: `workflow/api/imports/${id}/restore`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [...TAGS_REFRESHED_BY_RESTORE] : []),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(dataUpdated());
        } catch {
          // The dialog shows the failure; nothing changed.
        }
      },
    }),
  }),
});

export const { useImportsListQuery, useImportsRestoreMutation } = importsApi;
