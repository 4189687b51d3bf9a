import type { FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query';
import type {
  CategoriesStepResponse,
  CategoryRowDto,
  OptionsStepRequest,
  OptionsStepResponse,
  PreviewResponse,
  SheetSettingsDto,
  UploadStepResponse,
  UserOptionsMetadataDto,
} from '@ontrack/api/contracts';
import { baseApi, dataUpdated } from '@ontrack/shell/platform';

export type UploadArgs = { templateId: string } & ({ source: 'file'; file: File } | { source: 'googleSheet'; sheetId: string });

type StepAnswer = { success?: unknown; error?: unknown };
type BaseQueryResult = { data?: unknown; error?: FetchBaseQueryError };
type BaseQuery = (args: FetchArgs) => BaseQueryResult | PromiseLike<BaseQueryResult>;

/** Tags whose data a finished workflow replaces: every screen reloads them without a page reload. */
export const TAGS_REFRESHED_BY_NEW_DATA = ['Analysis', 'Spending', 'Options', 'Session'] as const;

const stepUrl = (templateId: string, step: 'upload' | 'options' | 'categories') =>
  `workflow/api/template/${encodeURIComponent(templateId)}/step/${step}`;

/**
 * Sends one step and reads the answer by its `success` flag: a 200 answer
 * with `success:false` becomes an error too, keeping the answer as `data` so its `error` shows.
 */
async function sendStep<T extends StepAnswer>(
  args: FetchArgs,
  baseQuery: BaseQuery,
): Promise<QueryReturnValue<T, FetchBaseQueryError, undefined>> {
  const result = await baseQuery(args);
  if (result.error) return { error: result.error };
  const answer = result.data as T | undefined;
  if (!answer || typeof answer !== 'object' || answer.success !== true) {
    return { error: { status: 'CUSTOM_ERROR', data: answer, error: 'The step did not succeed.' } };
  }
  return { data: answer };
}

/** A file goes as multipart (`file`, `file_source_type=file`); a sheet as JSON. */
function uploadRequest(args: UploadArgs): FetchArgs {
  const url = stepUrl(args.templateId, 'upload');
  if (args.source === 'googleSheet') {
    return { url, method: 'POST', body: { sheet_id: args.sheetId, file_source_type: 'google_sheet' } };
  }
  const form = new FormData();
  form.append('file_source_type', 'file');
  form.append('file', args.file, args.file.name);
  return { url, method: 'POST', body: form };
}

/**
 * The three update-data steps, and the options the user saved at an earlier
 * run (which the options step changes), injected into the one api slice.
 */
export const workflowApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    workflowOptionsMetadata: build.query<UserOptionsMetadataDto, void>({
      query: () => 'auth/api/user-options-metadata',
      providesTags: ['Options'],
    }),
    workflowUpload: build.mutation<UploadStepResponse, UploadArgs>({
      queryFn: (args, _api, _extra, baseQuery) => sendStep<UploadStepResponse>(uploadRequest(args), baseQuery),
      // A successful upload counts one use, and a refusal may mean the user is no longer eligible.
      invalidatesTags: ['Session'],
    }),
    workflowOptions: build.mutation<OptionsStepResponse, { templateId: string; options: OptionsStepRequest }>({
      queryFn: ({ templateId, options }, _api, _extra, baseQuery) =>
        sendStep<OptionsStepResponse>({ url: stepUrl(templateId, 'options'), method: 'POST', body: options }, baseQuery),
      invalidatesTags: (result) => (result ? ['Options'] : []),
    }),
    // One sheet read again with the settings given; saves nothing, so no tags.
    workflowPreview: build.mutation<PreviewResponse, { templateId: string; sheet: string; settings: SheetSettingsDto }>({
      queryFn: ({ templateId, sheet, settings }, _api, _extra, baseQuery) =>
        sendStep<PreviewResponse>(
          { url: `workflow/api/template/${encodeURIComponent(templateId)}/preview`, method: 'POST', body: { sheet, settings } },
          baseQuery,
        ),
    }),
    workflowCategories: build.mutation<CategoriesStepResponse, { templateId: string; categories: CategoryRowDto[] }>({
      queryFn: ({ templateId, categories }, _api, _extra, baseQuery) =>
        sendStep<CategoriesStepResponse>({ url: stepUrl(templateId, 'categories'), method: 'POST', body: { categories } }, baseQuery),
      invalidatesTags: (result) => (result ? [...TAGS_REFRESHED_BY_NEW_DATA] : []),
      // Counted here rather than in the screen: the data changed even if the wizard closed meanwhile
      // (the 30 s processing limit), and analysis and spending refresh on this counter.
      async onQueryStarted(_args, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(dataUpdated());
        } catch {
          // The screen shows the failure; nothing changed.
        }
      },
    }),
  }),
});

export const {
  useWorkflowOptionsMetadataQuery,
  useWorkflowUploadMutation,
  useWorkflowOptionsMutation,
  useWorkflowPreviewMutation,
  useWorkflowCategoriesMutation,
} = workflowApi;
