/**
 * What the options step is prefilled with after an upload.
 */
import type { PeriodType } from '../../analysis/periods';
import { countedTables } from '../reading/counted';
import { suggestedSheetNames } from '../reading/suggest';
import type { StreamedWorkbook, WorkflowOptions } from '../types';

/**
 * The sheets whose layout matched, in workbook order; the earliest date found, else the first of
 * today's month; the user's last period type, else bi-weekly.
 *
 * A month grid whose months name no year has no date of its own: it is read as starting in
 * today's year, so its first month is the date found (else a Jan–Dec grid uploaded in May would
 * leave January to April uncounted by default).
 */
export function suggestOptions(workbook: StreamedWorkbook, lastPeriodType: PeriodType | null, today: string): WorkflowOptions {
  const selected = suggestedSheetNames(workbook);
  const matched = countedTables(workbook.sheets, selected);
  const dates = matched.map((sheet) => sheet.earliestDate).filter((date): date is string => date !== null);
  if (dates.length === 0) {
    for (const sheet of matched) {
      const first = sheet.layout === 'month-grid' && sheet.rows.length > 0 ? sheet.months?.[0] : undefined;
      if (first && first.year === null) dates.push(`${today.slice(0, 4)}-${String(first.month).padStart(2, '0')}-01`);
    }
  }
  return {
    selected_sheets: selected,
    selected_date: dates.length > 0 ? dates.reduce((a, b) => (b < a ? b : a)) : `${today.slice(0, 7)}-01`,
    period_type: lastPeriodType ?? 'bi-weekly',
  };
}
