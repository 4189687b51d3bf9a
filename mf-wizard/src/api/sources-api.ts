import type { SourcesDto } from '@ontrack/api/contracts';
import { baseApi } from '@ontrack/shell/platform';

/**
 * The user's sources of data (`GET /workflow/api/sources`, api/src/http/routes/sources.ts), which the
 * options step offers as where an upload goes. They change with every import and outside the
 * wizard too, so the step reads them afresh each time it opens (SourcePicker.tsx) rather than by tag.
 */
export const sourcesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    workflowSources: build.query<SourcesDto, void>({
      query: () => 'workflow/api/sources',
    }),
  }),
});

export const { useWorkflowSourcesQuery } = sourcesApi;
