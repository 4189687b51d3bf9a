import type { ImportsDto } from '@ontrack/api/contracts';
import { baseApi } from './base-api';
import { countAsNewData, TAGS_REFRESHED_BY_NEW_DATA } from './data-replaced';

/**
 * The import history (`/workflow/api/imports`): opened from the header's "Last updated". A restore
 * makes an earlier import current again (and brings back a deleted source it belonged to), so it
 * counts as new data: every screen refreshes on the data-updates counter, as after the wizard.
 */
export const importsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    importsList: build.query<ImportsDto, void>({
      query: () => 'workflow/api/imports',
      providesTags: ['Imports'],
    }),
    importsRestore: build.mutation<{ success: true }, number>({
      query: (id) => ({ url: `workflow/api/imports/${id}/restore`, method: 'POST' }),
      invalidatesTags: (result) => (result ? [...TAGS_REFRESHED_BY_NEW_DATA] : []),
      onQueryStarted: countAsNewData,
    }),
  }),
});

export const { useImportsListQuery, useImportsRestoreMutation } = importsApi;
