import { isSheetUrl } from './sheet-id';

// Reading the ID out of a URL is the server's `extractSheetId` (api/src/domain/workbook/file/sheet-id.test.ts).
describe('isSheetUrl', () => {
  it('tells a URL from a bare ID', () => {
    expect(isSheetUrl('https://docs.google.com/spreadsheets/d/1AbC/edit')).toBe(true);
    expect(isSheetUrl('1AbC')).toBe(false);
  });
});
