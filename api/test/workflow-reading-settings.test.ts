/**
 * Adjusting how a workbook is read, over HTTP on SQLite and
 * MariaDB: `sheet_settings` on the options step reads the kept upload again, the next upload of
 * the same workbook reads those tables as last time, the preview shows a reading without saving
 * anything, and every bad setting answers 400 naming the field and changes nothing.
 */
import { ReadingSetting, Transaction, WorkflowUploadSource } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions, day, expectRefused, saveCategories, snapshot, uploadFile, xlsx, type CategoryRow } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';
const PREVIEW = `/workflow/api/template/${TEMPLATE}/preview`;

/** A log the reader finds, beside a sheet whose headers it does not know (a person's own words). */
const workbook = () =>
  xlsx([
    {
      name: 'Log',
      rows: [
        ['Date', 'Category', 'Amount'],
        [day('2025-01-03'), 'Income', 1000],
      ],
    },
    {
      name: 'Mine',
      rows: [
        ['When', 'What', 'How much'],
        ['03/02/2025', 'Groceries', -42.5],
        ['05/02/2025', 'Fuel', -30],
        ['Total', null, -72.5],
      ],
    },
  ]);

/** What makes "Mine" a day-first log. */
const MINE = { tables: [{ columns: { date: 'A', category: 'B', amount: 'C' }, date_order: 'DMY' as const }] };
const base = { selected_sheets: ['Log', 'Mine'], selected_date: '2025-01-01', period_type: 'monthly' };

describe.each(testEngines())('adjusting how a workbook is read, on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp('ann@example.com', { template_id: TEMPLATE });
    return client;
  }

  const remembered = async (client: ApiClient) =>
    testApp()
      .dataSource.getRepository(ReadingSetting)
      .countBy({ userId: (await client.status()).id as number });

  it('reads a sheet by the roles the user gives, counts it, and reads it so again on the next upload of the same workbook', async () => {
    const client = await signedIn();
    const first = await uploadFile(client, TEMPLATE, await workbook(), 'budget.xlsx');
    expect(first.body.data.suggested_options.selected_sheets).toEqual(['Log']);
    expect(first.body.data.sheets[1].tables[0]).toMatchObject({ layout: null, suggested: false });

    const options = await chooseOptions(client, TEMPLATE, { ...base, sheet_settings: { Mine: MINE } } as never);
    expect(options.status).toBe(200);
    const rows = options.body.data.categories as CategoryRow[];
    expect(rows.map((row) => row.category).sort()).toEqual(['Fuel', 'Groceries', 'Income']);
    expect((await saveCategories(client, TEMPLATE, rows)).status).toBe(200);
    const userId = (await client.status()).id as number;
    // Day-first as told: 03/02 is the 3rd of February. Income 1000; expenses 42.50 + 30.
    const dates = (
      await testApp()
        .dataSource.getRepository(Transaction)
        .find({ where: { userId }, order: { date: 'ASC' } })
    ).map((row) => row.date);
    expect(dates).toEqual(['2025-01-03', '2025-02-03', '2025-02-05']);
    const spending = await client.get('/spending/api/spending-analysis');
    expect(spending.body.period_data.LY).toMatchObject({ total_income: 1000, total_expenses: 72.5 });
    expect(await remembered(client)).toBe(1);

    const again = await uploadFile(client, TEMPLATE, await workbook(), 'budget (2).xlsx');
    expect(again.body.data.sheets[1].tables[0]).toMatchObject({
      layout: 'log',
      remembered: true,
      suggested: true,
      rows: 2,
      dates: { order: 'DMY' },
    });
    expect(again.body.data.suggested_options.selected_sheets).toEqual(['Log', 'Mine']);
  });

  it('remembers a skip: the table is read but not suggested next time', async () => {
    const client = await signedIn();
    await uploadFile(client, TEMPLATE, await workbook(), 'budget.xlsx');
    const logOnly = { ...base, selected_sheets: ['Log'], sheet_settings: { Log: { tables: [{ skip: true }] }, Mine: MINE } };
    expect((await chooseOptions(client, TEMPLATE, { ...logOnly, selected_sheets: ['Mine'] })).status).toBe(200);
    const again = await uploadFile(client, TEMPLATE, await workbook(), 'budget.xlsx');
    expect(again.body.data.sheets[0].tables[0]).toMatchObject({ remembered: true, suggested: false });
    expect(again.body.data.suggested_options.selected_sheets).toEqual(['Mine']);
  });

  it('previews a sheet read with settings, rows and skipped rows included, and saves nothing', async () => {
    const client = await signedIn();
    await uploadFile(client, TEMPLATE, await workbook(), 'budget.xlsx');
    const before = await snapshot(testApp(), client);
    const res = await client.post(PREVIEW, { sheet: 'Mine', settings: MINE });
    expect(res.status).toBe(200);
    expect(res.body.data.tables).toEqual([
      expect.objectContaining({ range: 'A1:C4', layout: 'log', rows: 2, columns: { date: 'A', category: 'B', amount: 'C' } }),
    ]);
    expect(res.body.data.rows).toEqual([
      { date: '2025-02-03', category: 'Groceries', sub_category: 'Groceries', description: '', amount: 42.5, direction: 'out' },
      { date: '2025-02-05', category: 'Fuel', sub_category: 'Fuel', description: '', amount: 30, direction: 'out' },
    ]);
    expect(res.body.data.skipped).toEqual([{ row: 4, reason: 'totals' }]);
    // The sheet's first rows as text, for the dialog's grid (trailing empty cells dropped).
    expect(res.body.data.grid).toEqual([
      ['When', 'What', 'How much'],
      ['03/02/2025', 'Groceries', '-42.5'],
      ['05/02/2025', 'Fuel', '-30'],
      ['Total', '', '-72.5'],
    ]);
    // Without settings: how it reads today, and nothing to count.
    const plain = await client.post(PREVIEW, { sheet: 'Mine' });
    expect(plain.body.data).toMatchObject({ rows: [], skipped: [] });
    expect(await snapshot(testApp(), client)).toEqual(before);
    expect(await remembered(client)).toBe(0);
    expectRefused(await client.post(PREVIEW, { sheet: 'Mine' }, { csrf: null }), 403);
  });

  it('answers every bad setting with a 400 naming the field, and changes nothing', async () => {
    const client = await signedIn();
    expectRefused(await client.post(PREVIEW, { sheet: 'Mine' }), 400, /Upload a file first/);
    await uploadFile(client, TEMPLATE, await workbook(), 'budget.xlsx');
    const before = await snapshot(testApp(), client);
    const bad: [unknown, RegExp][] = [
      [{ Nope: { tables: [] } }, /sheet_settings: sheet "Nope" is not in the uploaded workbook/],
      [
        { Mine: { tables: [{ columns: { price: 'C' } }] } },
        /sheet_settings\["Mine"\]\.tables\[0\]\.columns.*a role must be one of date, year/,
      ],
      [
        { Mine: { tables: [{ columns: { amount: 'c3' } }] } },
        /sheet_settings\["Mine"\]\.tables\[0\]\.columns\["amount"\]: columns: a column must be given by its letters/,
      ],
      [{ Mine: { tables: [{ date_order: 'YMD' }] } }, /tables\[0\]\.date_order: date_order must be MDY/],
      [{ Mine: { tables: [{ direction: 'up' }] } }, /tables\[0\]\.direction: direction must be one of type-column, pair, signed, unsigned/],
      [{ Mine: { tables: [{ period_start: '2025-02-30' }] } }, /tables\[0\]\.period_start: period_start must be a real calendar date/],
      [{ Mine: { tables: [{ header_row: 0 }] } }, /tables\[0\]\.header_row: header_row must be 1 or more/],
      [{ Mine: { tables: [{ colour: 'red' }] } }, /sheet_settings\["Mine"\]\.tables\[0\]/],
      [{ Mine: { tables: [{ range: 'B2:Z9' }] } }, /tables\[0\]\.range: no table was read at B2:Z9/],
      [{ Mine: { tables: [{ range: 'two cells' }] } }, /range must be a cell range such as B2:F22/],
      [{ Mine: 'all' }, /sheet_settings\["Mine"\]/],
      ['Mine', /sheet_settings must map sheet names/],
    ];
    for (const [sheetSettings, message] of bad) {
      expectRefused(await chooseOptions(client, TEMPLATE, { ...base, sheet_settings: sheetSettings } as never), 400, message);
    }
    expectRefused(await client.post(PREVIEW, { sheet: 'Nope' }), 400, /sheet "Nope" is not in the uploaded workbook/);
    expectRefused(
      await client.post(PREVIEW, { sheet: 'Mine', settings: { tables: [{ skip: 'yes' }] } }),
      400,
      /settings\.tables\[0\]\.skip: skip must be true or false/,
    );
    expectRefused(await client.post(PREVIEW, {}), 400, /sheet must be the name of a sheet/);
    expect(await snapshot(testApp(), client)).toEqual(before);
    expect(await remembered(client)).toBe(0);
  });

  it('says so when the kept upload has no source to read again (kept before sources were)', async () => {
    const client = await signedIn();
    await uploadFile(client, TEMPLATE, await workbook(), 'budget.xlsx');
    await testApp()
      .dataSource.getRepository(WorkflowUploadSource)
      .delete({ userId: (await client.status()).id as number });
    expectRefused(
      await chooseOptions(client, TEMPLATE, { ...base, sheet_settings: { Mine: MINE } } as never),
      400,
      /Upload the file once more to adjust how it is read/,
    );
    // Without settings the options step still works from what was kept.
    expect((await chooseOptions(client, TEMPLATE, { ...base, selected_sheets: ['Log'] })).status).toBe(200);
  });
});
