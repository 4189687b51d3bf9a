import type { UserOptionsMetadataDto } from '@ontrack/api/contracts';
import { metadataSheets, toDateInputValue, toPeriodType, unique } from './options-metadata';
import type { OptionsValues, UploadResult } from './types';
import type { Translate } from './translate';

export interface OptionsForm {
  /** Every sheet the user can pick from. */
  sheetNames: string[];
  values: OptionsValues;
}

/**
 * What the options form starts with. The sheets come from this run's upload, else (going on with
 * the workbook kept from an earlier run) from the user's saved options. The values come from what
 * the user saved in this run, else the upload's `suggested_options`, else the saved options
 * metadata. Selected sheets not in the list are dropped.
 */
export function initialOptions({
  saved,
  upload,
  metadata,
}: {
  saved: OptionsValues | null;
  upload: UploadResult | null;
  metadata: UserOptionsMetadataDto | undefined;
}): OptionsForm {
  const sheetNames = unique(upload ? upload.sheetNames : metadataSheets(metadata?.selected_sheets));
  const base: { sheets: unknown; date: unknown; period: unknown } = saved
    ? { sheets: saved.selectedSheets, date: saved.selectedDate, period: saved.periodType }
    : upload?.suggested
      ? { sheets: upload.suggested.selected_sheets, date: upload.suggested.selected_date, period: upload.suggested.period_type }
      : { sheets: metadata?.selected_sheets, date: metadata?.period_start_date, period: metadata?.pay_period_type };
  return {
    sheetNames,
    values: {
      selectedSheets: metadataSheets(base.sheets).filter((name) => sheetNames.includes(name)),
      selectedDate: toDateInputValue(base.date),
      periodType: toPeriodType(base.period),
      // Adjusted readings saved earlier in this run go with Next again.
      ...(saved?.sheetSettings ? { sheetSettings: saved.sheetSettings } : {}),
      ...(saved?.sheetReadings ? { sheetReadings: saved.sheetReadings } : {}),
    },
  };
}

export interface OptionRequirements {
  requiresDateSelection: boolean;
  requiresPeriodType: boolean;
  requiresSheetSelection: boolean;
}

/** What still keeps Next closed; empty when Next may open. */
export function missingOptions(values: OptionsValues, requires: OptionRequirements, t: Translate): string[] {
  const missing: string[] = [];
  if (requires.requiresSheetSelection && values.selectedSheets.length === 0) missing.push(t('options.needSheet'));
  if (requires.requiresDateSelection && !values.selectedDate) missing.push(t('options.needDate'));
  if (requires.requiresPeriodType && !values.periodType) missing.push(t('options.needPeriod'));
  return missing;
}

/** Ticking adds a sheet at the end of the order; unticking removes it. */
export function toggleSheet(selected: string[], name: string): string[] {
  return selected.includes(name) ? selected.filter((item) => item !== name) : [...selected, name];
}

/** Select all: the given sheets not yet chosen join the end, in list order. */
export function selectSheets(selected: string[], names: string[]): string[] {
  return [...selected, ...names.filter((name) => !selected.includes(name))];
}

export function deselectSheets(selected: string[], names: string[]): string[] {
  return selected.filter((name) => !names.includes(name));
}

/** Moves a chosen sheet one place earlier (-1) or later (+1) in the order; at an end nothing moves. */
export function moveSheet(selected: string[], name: string, direction: -1 | 1): string[] {
  const from = selected.indexOf(name);
  const to = from + direction;
  if (from === -1 || to < 0 || to >= selected.length) return selected;
  const next = [...selected];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/** Case-insensitive search over the sheet names. */
export function filterSheets(names: string[], query: string): string[] {
  const needle = query.trim().toLowerCase();
  return needle ? names.filter((name) => name.toLowerCase().includes(needle)) : names;
}
