import { PERIOD_TYPES, type PeriodType, type UserOptionsMetadataDto } from '@ontrack/api/contracts';

/**
 * `selected_sheets` of the user's options metadata comes either as a list or as a JSON string of a
 * list. A plain non-JSON string is one sheet's name.
 */
export function metadataSheets(value: unknown): string[] {
  let list: unknown = value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return [];
    try {
      list = JSON.parse(text);
    } catch {
      return [text];
    }
  }
  if (!Array.isArray(list)) return [];
  return unique(list.filter((name): name is string => typeof name === 'string' && name.trim() !== ''));
}

/** A `YYYY-MM-DD` for a date input, from a date or a date-time; '' when there is none. */
export function toDateInputValue(value: unknown): string {
  if (typeof value !== 'string') return '';
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(value.trim());
  return match ? match[1] : '';
}

/** A known period type, else the default bi-weekly. */
export function toPeriodType(value: unknown): PeriodType {
  return (PERIOD_TYPES as readonly unknown[]).includes(value) ? (value as PeriodType) : 'bi-weekly';
}

/**
 * Whether the server keeps a workbook from an earlier wizard run: options were saved for it. Such
 * a user may go on without uploading again.
 */
export function hasEarlierUpload(metadata: UserOptionsMetadataDto | undefined): boolean {
  return metadataSheets(metadata?.selected_sheets).length > 0;
}

export function unique<T>(items: T[]): T[] {
  return Array.from(new Set(items));
}
