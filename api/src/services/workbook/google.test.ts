import { FakeSheetsApi } from '../../../test/support/fake-sheets-api';
import { readGoogleGrids, readGoogleSheet } from './google';
import { workbookLimits } from './limits';

const LIMITS = workbookLimits({ uploadMaxBytes: 10 * 1024 * 1024 });
const ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
const KEY = 'test-api-key';

let fake: FakeSheetsApi;
const settings = () => ({ apiKey: KEY, rootUrl: fake.rootUrl });

beforeAll(async () => {
  fake = await FakeSheetsApi.start({ apiKey: KEY });
  fake.addSpreadsheet(ID, [
    { title: 'Log', values: [['Date', 'Category', 'Amount'], [{ date: '2025-01-02' }, 'Food', -12.5]] },
    { title: 'Lists', values: [['Food'], ['Rent']], hidden: true },
    { title: 'Chart', values: [], sheetType: 'OBJECT', hidden: true },
    { title: 'Shown', values: [], hidden: false },
  ]);
});
afterAll(async () => {
  await fake.close();
});

describe('readGoogleGrids', () => {
  it('marks the sheets hidden in Google Sheets and reads them all the same', async () => {
    fake.requests.length = 0;
    const grids = await readGoogleGrids(ID, settings(), LIMITS);
    expect(grids.map((grid) => [grid.name, grid.hidden ?? false])).toEqual([
      ['Log', false],
      ['Lists', true],
      ['Shown', false],
    ]);
    expect(grids[1].rows).toEqual([['Food'], ['Rent']]);
    expect(grids[0]).not.toHaveProperty('hidden');
    // Asked for with the sheet properties it already fetched.
    expect(fake.requests[0].query.fields).toEqual(['sheets.properties(title,sheetType,hidden)']);
  });

  it('still answers the parsed workbook with every grid sheet', async () => {
    const workbook = await readGoogleSheet(ID, settings(), LIMITS);
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Log', 'Lists', 'Shown']);
  });
});
