import type { SourceDto, SourcesDto, SourceUpdatedDto, UpdateSourceRequest } from '@ontrack/api/contracts';
import { baseApi } from './base-api';
import { countAsNewData, TAGS_REFRESHED_BY_NEW_DATA } from './data-replaced';

/** `DELETE /workflow/api/sources/{id}`: restoring `undo_import_id` (null when there is none) brings the source back. */
export interface SourceDeletedDto {
  success: true;
  undo_import_id: number | null;
}

/**
 * A refusal that means the list shown is stale (the source is gone, or holds more imports than it
 * showed): the list is read again.
 */
const STALE_LIST_STATUSES: unknown[] = [404, 409];

const sourcesTagIfStale = (error: { status?: unknown } | undefined) =>
  error && STALE_LIST_STATUSES.includes(error.status) ? (['Sources'] as const) : [];

/**
 * The user's sources of data (`/workflow/api/sources`, docs/decisions/sources.md). A rename or a
 * new kind changes no figure; deleting a source takes its rows out of every figure, so it counts as
 * new data as a restore does (imports-api.ts).
 */
export const sourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sourcesList: build.query<SourcesDto, void>({
      query: () => 'workflow/api/sources',
      providesTags: ['Sources'],
    }),
    sourcesUpdate: build.mutation<SourceUpdatedDto, { id: SourceDto['id']; changes: UpdateSourceRequest }>({
      query: ({ id, changes }) => ({ url: `workflow/api/sources/${id}`, method: 'PATCH', body: changes }),
      invalidatesTags: (result, error) => (result ? ['Sources'] : [...sourcesTagIfStale(error)]),
    }),
    sourcesDelete: build.mutation<SourceDeletedDto, SourceDto['id']>({
      query: (id) => ({ url: `workflow/api/sources/${id}`, method: 'DELETE' }),
      invalidatesTags: (result, error) => (result ? [...TAGS_REFRESHED_BY_NEW_DATA] : [...sourcesTagIfStale(error)]),
      onQueryStarted: countAsNewData,
    }),
  }),
});

export const { useSourcesListQuery, useSourcesUpdateMutation, useSourcesDeleteMutation } = sourcesApi;
