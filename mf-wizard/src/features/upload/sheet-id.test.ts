import { extractSheetId, isSheetUrl } from './sheet-id';

describe('extractSheetId', () => {
  it.each([
    ['https://docs.google.com/spreadsheets/d/1AbC-xyz_09/edit#gid=0', '1AbC-xyz_09'],
    ['https://docs.google.com/spreadsheets/d/1AbC-xyz_09/edit?usp=sharing', '1AbC-xyz_09'],
    ['https://docs.google.com/spreadsheets/d/1AbC-xyz_09?usp=sharing', '1AbC-xyz_09'],
    ['https://docs.google.com/spreadsheets/d/1AbC-xyz_09#gid=12', '1AbC-xyz_09'],
    ['https://docs.google.com/spreadsheets/d/1AbC-xyz_09', '1AbC-xyz_09'],
    ['docs.google.com/spreadsheets/d/1AbC/', '1AbC'],
    ['  https://docs.google.com/spreadsheets/d/1AbC/edit  ', '1AbC'],
    ['1AbC-xyz_09', '1AbC-xyz_09'],
    ['  1AbC-xyz_09  ', '1AbC-xyz_09'],
    ['https://docs.google.com/spreadsheets/d/', ''],
    ['', ''],
  ])('%p -> %p', (input, expected) => {
    expect(extractSheetId(input)).toBe(expected);
  });

  it('tells a URL from a bare ID', () => {
    expect(isSheetUrl('https://docs.google.com/spreadsheets/d/1AbC/edit')).toBe(true);
    expect(isSheetUrl('1AbC')).toBe(false);
  });
});
