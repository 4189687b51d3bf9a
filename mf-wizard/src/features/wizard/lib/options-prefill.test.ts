import { ENGLISH } from '../../../testing/english';
import type { UserOptionsMetadataDto } from '@ontrack/api/contracts';
import type { UploadResult } from './types';
import { deselectSheets, filterSheets, initialOptions, missingOptions, moveSheet, selectSheets, toggleSheet } from './options-prefill';

const upload = (fields: Partial<UploadResult> = {}): UploadResult => ({
  source: 'file',
  fileName: 'budget.xlsx',
  googleSheetId: null,
  sheetNames: ['Jan', 'Feb', 'Mar', 'Notes'],
  suggested: { selected_sheets: ['Jan', 'Feb', 'Mar'], selected_date: '2025-01-01', period_type: 'monthly' },
  ...fields,
});

const metadata = (fields: Partial<UserOptionsMetadataDto> = {}): UserOptionsMetadataDto => ({
  period_start_date: '2024-07-01',
  selected_sheets: ['Feb', 'Jan'],
  pay_period_type: 'quarterly',
  google_sheet_id: null,
  last_update_timestamp: '2025-01-01T10:00:00.000Z',
  ...fields,
});

describe('initialOptions', () => {
  it("prefills from the upload's suggested options", () => {
    expect(initialOptions({ saved: null, upload: upload(), metadata: metadata() })).toEqual({
      sheetNames: ['Jan', 'Feb', 'Mar', 'Notes'],
      values: { selectedSheets: ['Jan', 'Feb', 'Mar'], selectedDate: '2025-01-01', periodType: 'monthly' },
    });
  });

  it('prefers what the user saved in this run over the suggestion', () => {
    const saved = { selectedSheets: ['Mar', 'Jan'], selectedDate: '2025-02-01', periodType: 'yearly' as const };
    expect(initialOptions({ saved, upload: upload(), metadata: metadata() }).values).toEqual(saved);
  });

  it('keeps the sheet adjustments saved in this run, to send them with Next again', () => {
    const sheetSettings = { Jan: { tables: [{ range: 'A1:C9', date_order: 'DMY' as const }] } };
    const saved = { selectedSheets: ['Jan'], selectedDate: '2025-02-01', periodType: 'monthly' as const, sheetSettings };
    expect(initialOptions({ saved, upload: upload(), metadata: metadata() }).values.sheetSettings).toEqual(sheetSettings);
  });

  it('falls back to the options metadata when the upload suggested nothing', () => {
    expect(initialOptions({ saved: null, upload: upload({ suggested: null }), metadata: metadata() }).values).toEqual({
      selectedSheets: ['Feb', 'Jan'],
      selectedDate: '2024-07-01',
      periodType: 'quarterly',
    });
  });

  it('without an upload in this run, lists the sheets saved before, in either form', () => {
    const form = initialOptions({
      saved: null,
      upload: null,
      metadata: metadata({ selected_sheets: '["Feb","Jan"]' as unknown as string[] }),
    });
    expect(form.sheetNames).toEqual(['Feb', 'Jan']);
    expect(form.values.selectedSheets).toEqual(['Feb', 'Jan']);
  });

  it('drops selected sheets that are not in the list, and unknown period types become bi-weekly', () => {
    const form = initialOptions({
      saved: null,
      upload: upload({ suggested: { selected_sheets: ['Gone', 'Feb'], selected_date: 'not a date', period_type: 'weekly' as never } }),
      metadata: undefined,
    });
    expect(form.values).toEqual({ selectedSheets: ['Feb'], selectedDate: '', periodType: 'bi-weekly' });
  });

  it('starts empty for a user with nothing uploaded', () => {
    expect(initialOptions({ saved: null, upload: null, metadata: undefined })).toEqual({
      sheetNames: [],
      values: { selectedSheets: [], selectedDate: '', periodType: 'bi-weekly' },
    });
  });
});

describe('missingOptions', () => {
  const all = { requiresDateSelection: true, requiresPeriodType: true, requiresSheetSelection: true };
  const complete = { selectedSheets: ['Jan'], selectedDate: '2025-01-01', periodType: 'monthly' as const };

  it('is empty when every required value is there', () => {
    expect(missingOptions(complete, all, ENGLISH)).toEqual([]);
  });

  it('names each missing required value', () => {
    expect(missingOptions({ ...complete, selectedSheets: [] }, all, ENGLISH)).toEqual(['Select at least one sheet.']);
    expect(missingOptions({ ...complete, selectedDate: '' }, all, ENGLISH)).toEqual(['Choose the period start date.']);
    expect(missingOptions({ ...complete, periodType: '' as never }, all, ENGLISH)).toEqual(['Choose the period type.']);
  });

  it('does not ask for what the template does not require', () => {
    const nothing = { requiresDateSelection: false, requiresPeriodType: false, requiresSheetSelection: false };
    expect(missingOptions({ selectedSheets: [], selectedDate: '', periodType: '' as never }, nothing, ENGLISH)).toEqual([]);
    expect(missingOptions({ ...complete, selectedSheets: [] }, { ...all, requiresSheetSelection: false }, ENGLISH)).toEqual([]);
  });
});

describe('sheet selection', () => {
  it('keeps the order in which sheets were ticked', () => {
    let selected: string[] = [];
    selected = toggleSheet(selected, 'Mar');
    selected = toggleSheet(selected, 'Jan');
    selected = toggleSheet(selected, 'Feb');
    expect(selected).toEqual(['Mar', 'Jan', 'Feb']);
    expect(toggleSheet(selected, 'Jan')).toEqual(['Mar', 'Feb']);
  });

  it('select all appends the missing ones in list order; deselect all removes only the given ones', () => {
    expect(selectSheets(['Mar'], ['Jan', 'Feb', 'Mar'])).toEqual(['Mar', 'Jan', 'Feb']);
    expect(deselectSheets(['Mar', 'Jan', 'Feb'], ['Jan', 'Notes'])).toEqual(['Mar', 'Feb']);
  });

  it('moves a sheet up or down, and not past either end', () => {
    expect(moveSheet(['A', 'B', 'C'], 'C', -1)).toEqual(['A', 'C', 'B']);
    expect(moveSheet(['A', 'B', 'C'], 'A', 1)).toEqual(['B', 'A', 'C']);
    expect(moveSheet(['A', 'B', 'C'], 'A', -1)).toEqual(['A', 'B', 'C']);
    expect(moveSheet(['A', 'B', 'C'], 'C', 1)).toEqual(['A', 'B', 'C']);
    expect(moveSheet(['A', 'B'], 'Z', 1)).toEqual(['A', 'B']);
  });

  it('searches names without regard to case or surrounding spaces', () => {
    expect(filterSheets(['Jan 2025', 'Feb 2025', 'Notes'], ' 2025 ')).toEqual(['Jan 2025', 'Feb 2025']);
    expect(filterSheets(['Jan 2025', 'Notes'], 'NOTES')).toEqual(['Notes']);
    expect(filterSheets(['Jan'], '')).toEqual(['Jan']);
  });
});
