import { gzipSync } from 'node:zlib';
import { FakeSheetsApi } from '../../../../test/support/fake-sheets-api';
import { readGoogleSheet, readGoogleSource } from './sheets-api';
import { gridsFromAnswer, gridsFromSource } from './grids';
import { closeWorkbookReaders } from '../index';
import { workbookLimits } from '../limits';

jest.setTimeout(60_000);

const LIMITS = workbookLimits({ uploadMaxBytes: 10 * 1024 * 1024 });
const ID = '1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms';
const KEY = 'test-api-key';

let fake: FakeSheetsApi;
const settings = () => ({ apiKey: KEY, rootUrl: fake.rootUrl });

beforeAll(async () => {
  fake = await FakeSheetsApi.start({ apiKey: KEY });
  fake.addSpreadsheet(ID, [
    {
      title: 'Log',
      values: [
        ['Date', 'Category', 'Amount'],
        [{ date: '2025-01-02' }, 'Food', -12.5],
      ],
    },
    { title: 'Lists', values: [['Food'], ['Rent']], hidden: true },
    { title: 'Chart', values: [], sheetType: 'OBJECT', hidden: true },
    { title: 'Shown', values: [], hidden: false },
  ]);
});
afterAll(async () => {
  await fake.close();
  await closeWorkbookReaders();
});

describe('readGoogleSheet', () => {
  it('marks the sheets hidden in Google Sheets, reads them all the same and keeps their grids as the source', async () => {
    fake.requests.length = 0;
    const { workbook, source } = await readGoogleSheet(ID, settings(), LIMITS);
    expect(workbook.sheets.map((sheet) => sheet.name)).toEqual(['Log', 'Lists', 'Shown']);
    const grids = gridsFromSource(source);
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

  it('reads the kept source again into the same workbook', async () => {
    const { workbook, source } = await readGoogleSheet(ID, settings(), LIMITS);
    expect(await readGoogleSource(source, LIMITS)).toEqual(workbook);
    // A source kept before sheets were parsed in the worker was gzipped by node:zlib: read alike.
    expect(await readGoogleSource(gzipSync(JSON.stringify(gridsFromSource(source))), LIMITS)).toEqual(workbook);
  });
});

describe('gridsFromAnswer (in the parsing worker)', () => {
  it.each(['{"valueRanges": [', '<html>Service Unavailable</html>', '{"valueRanges": 7}'])(
    'refuses %p, which is not Google’s answer, with a 502',
    (text) => {
      expect(() => gridsFromAnswer(Buffer.from(text), [{ title: 'Log', hidden: false }], 100)).toThrow(
        expect.objectContaining({
          status: 502,
          message: 'Google Sheets sent an answer OnTrack could not read. Please try again in a few minutes.',
        }),
      );
    },
  );
});
