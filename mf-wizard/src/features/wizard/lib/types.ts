import type {
  CategoryRowDto,
  PeriodType,
  SheetReadingDto,
  SheetSettingsDto,
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
}

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
}

/** The wizard's working data; it lives while the modal is open and is dropped when it closes. */
export interface WorkflowData {
  upload: UploadResult | null;
  options: OptionsValues | null;
  categories: CategoryRowDto[] | null;
}

export const EMPTY_WORKFLOW: WorkflowData = { upload: null, options: null, categories: null };
