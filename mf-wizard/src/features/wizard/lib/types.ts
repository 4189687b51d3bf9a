import type {
  CategoryRowDto,
  DataSourceKind,
  PeriodType,
  SheetReadingDto,
  SheetSettingsDto,
  SourceDto,
  SourceProposalDto,
  SuggestedOptionsDto,
  TemplateConfig,
} from '@ontrack/api/contracts';

/** A template as `GET /workflow/templates` sends it; a server without sample workbooks omits `downloads`. */
export type WizardTemplate = Omit<TemplateConfig, 'downloads'> & { downloads?: Partial<TemplateConfig['downloads']> };

export type SourceKind = TemplateConfig['allowedSources'][number];

/** What a successful upload in this wizard run left behind. */
export interface UploadResult {
  source: SourceKind;
  fileName: string | null;
  googleSheetId: string | null;
  sheetNames: string[];
  suggested: SuggestedOptionsDto | null;
  /** How each sheet was read; absent when going on with an earlier upload. */
  sheets?: SheetReadingDto[];
  /** Where the rows go unless the options step chooses otherwise; absent when going on with an earlier upload. */
  sourceProposal?: SourceProposalDto;
}

/** What the options step shows of an existing source. */
export type SourceSummary = Pick<SourceDto, 'id' | 'name' | 'kind' | 'last_import_at'>;

/**
 * Where the user chose to send the upload's rows instead of the proposal: one of their sources, or a
 * new one (its name as typed; trimmed and checked when sent, lib/source-choice.ts).
 */
export type ChosenSource = { existing: SourceSummary } | { new: { name: string; kind: DataSourceKind } };

/** The options form's values, in the order the user ticked the sheets. */
export interface OptionsValues {
  selectedSheets: string[];
  selectedDate: string;
  periodType: PeriodType;
  /** Sheets whose reading the user adjusted (sent with Next as `sheet_settings`), by sheet name. */
  sheetSettings?: Record<string, SheetSettingsDto>;
  /**
   * Each adjusted sheet's reading with its settings (the preview's), by sheet name: kept with the
   * values so that coming back to this step shows the adjusted reading, not the upload's.
   */
  sheetReadings?: Record<string, SheetReadingDto>;
  /** The choice of source sent with Next; absent when the proposal was kept. */
  source?: ChosenSource;
}

/** The wizard's working data; it lives while the modal is open and is dropped when it closes. */
export interface WorkflowData {
  upload: UploadResult | null;
  options: OptionsValues | null;
  categories: CategoryRowDto[] | null;
  /**
   * The choice of source as the user left it on the options step (kept from the moment it is made,
   * so leaving the step without Next keeps it too); null: the upload's proposal.
   */
  source: ChosenSource | null;
}

export const EMPTY_WORKFLOW: WorkflowData = { upload: null, options: null, categories: null, source: null };
