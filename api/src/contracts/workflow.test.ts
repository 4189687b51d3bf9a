import { readContractMessage } from './says';
import { optionsStepRequest } from './workflow';

/** The catalogue key the first issue says (says.ts). */
const keyOf = (result: { error?: { issues: Array<{ message: string }> } }) =>
  readContractMessage(result.error?.issues[0].message ?? '')?.key;

const base = { selected_date: '2025-01-01', period_type: 'monthly', template_id: 'wealth-whisperer' };

describe('optionsStepRequest: selected_sheets', () => {
  it('accepts a list or the JSON text of one', () => {
    expect(optionsStepRequest.parse({ ...base, selected_sheets: ['Jan', 'Feb'] }).selected_sheets).toEqual(['Jan', 'Feb']);
    expect(optionsStepRequest.parse({ ...base, selected_sheets: '["Jan","Feb"]' }).selected_sheets).toEqual(['Jan', 'Feb']);
  });

  it('refuses names that together would not fit the stored column (64 KB on MySQL)', () => {
    // 800 names of 30 three-byte characters: 800 × (90 + 3) ≈ 74 KB of JSON.
    const names = Array.from({ length: 800 }, (_, index) => `${'预'.repeat(27)}${String(index).padStart(3, '0')}`);
    const result = optionsStepRequest.safeParse({ ...base, selected_sheets: names });
    expect(result.success).toBe(false);
    expect(keyOf(result)).toBe('validation.tooManySheets');
    // 200 of them (≈ 19 KB) are fine.
    expect(optionsStepRequest.safeParse({ ...base, selected_sheets: names.slice(0, 200) }).success).toBe(true);
  });

  it('refuses a sheet chosen twice and an empty choice', () => {
    expect(keyOf(optionsStepRequest.safeParse({ ...base, selected_sheets: ['Jan', 'Jan'] }))).toBe('validation.sheetOnce');
    expect(keyOf(optionsStepRequest.safeParse({ ...base, selected_sheets: [] }))).toBe('validation.selectSheet');
  });
});
