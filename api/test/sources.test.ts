/**
 * A user's sources over HTTP on SQLite and MariaDB (docs/decisions/sources.md): the first upload
 * makes a workbook source named after its file, later uploads add their imports to it; the list
 * tells each source's rows and dates (of the current import), imports and newest import; a source
 * can be renamed and its kind changed until it holds two imports; every refused change is a clear
 * 4xx that changes nothing, and needs the CSRF token.
 */
import type { Response } from 'supertest';
import { CSRF_ERROR } from '../src/errors';
import { expectNoLeak, type ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { expectRefused, day, runPipeline, xlsx } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';
const SOURCES = '/workflow/api/sources';
const IMPORTS = '/workflow/api/imports';
const OPTIONS = { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' };

/** A log of three rows (January 3 to February 3), or four with a March row. */
async function log(withMarch = false): Promise<Buffer> {
  const rows = [
    ['Date', 'Category', 'Subcategory', 'Description', 'Amount'],
    [day('2025-01-03'), 'Income', 'Salary', 'Payroll', 1000],
    [day('2025-01-09'), 'Food', 'Groceries', 'Market', -100],
    [day('2025-02-03'), 'Income', 'Salary', 'Payroll', 1000],
  ];
  if (withMarch) rows.push([day('2025-03-07'), 'Food', 'Groceries', 'Market', -50]);
  return xlsx([{ name: 'Log', rows }]);
}

/** PATCH with the client's CSRF token (or none), as the screens send it. */
async function patch(client: ApiClient, path: string, body: unknown, { csrf = true } = {}): Promise<Response> {
  // The token first: the agent attaches its cookies when the request is made, and a first token sets one.
  const token = csrf ? await client.token() : null;
  let req = client.http.patch(path);
  if (token !== null) req = req.set('X-CSRFToken', token);
  const res = await req.send(body as object);
  expectNoLeak(res);
  return res;
}

interface Listed {
  id: number;
  name: string;
  kind: string;
  rows: number;
  imports: number;
}

describe.each(testEngines())('sources on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function annWithUpload(fileName = 'Household budget.xlsx'): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    await runPipeline(client, TEMPLATE, { buffer: await log(), fileName }, OPTIONS);
    return client;
  }

  async function secondUpload(client: ApiClient, fileName = 'march.xlsx'): Promise<void> {
    testApp().clock.advance(60_000);
    await runPipeline(client, TEMPLATE, { buffer: await log(true), fileName }, OPTIONS);
  }

  const sources = async (client: ApiClient) => (await client.get(SOURCES)).body.sources as Listed[];

  it('has none before the first upload', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const res = await client.get(SOURCES);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ sources: [] });
  });

  it('lists the workbook source the first upload made, with its rows, dates and imports, and the import carries it', async () => {
    const client = await annWithUpload();
    const res = await client.get(SOURCES);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({
      sources: [
        {
          id: expect.any(Number),
          name: 'Household budget',
          kind: 'workbook',
          currency: null,
          rows: 3,
          first_date: '2025-01-03',
          last_date: '2025-02-03',
          imports: 1,
          last_import_at: '2025-05-14T09:30:00.000Z',
        },
      ],
    });
    const imports = (await client.get(IMPORTS)).body.imports as Array<{ source_id: number }>;
    expect(imports.map((entry) => entry.source_id)).toEqual([res.body.sources[0].id]);
  });

  it('keeps one source for a second upload, with 2 imports and the figures of the current one', async () => {
    const client = await annWithUpload();
    await secondUpload(client);
    const [source] = (await client.get(SOURCES)).body.sources;
    expect((await client.get(SOURCES)).body.sources).toEqual([
      {
        id: source.id,
        name: 'Household budget',
        kind: 'workbook',
        currency: null,
        rows: 4,
        first_date: '2025-01-03',
        last_date: '2025-03-07',
        imports: 2,
        last_import_at: '2025-05-14T09:31:00.000Z',
      },
    ]);
    const imports = (await client.get(IMPORTS)).body.imports as Array<{ id: number; source_id: number }>;
    expect(imports.map((entry) => entry.source_id)).toEqual([source.id, source.id]);

    // The figures follow the current import: the earlier one made current again.
    expect((await client.post(`${IMPORTS}/${imports[1].id}/restore`)).status).toBe(200);
    expect((await client.get(SOURCES)).body.sources[0]).toMatchObject({ rows: 3, last_date: '2025-02-03', imports: 2 });
  });

  it('renames a source (trimmed); later uploads keep the name', async () => {
    const client = await annWithUpload();
    const [source] = await sources(client);
    const res = await patch(client, `${SOURCES}/${source.id}`, { name: '  Joint budget  ' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      source: expect.objectContaining({ id: source.id, name: 'Joint budget', kind: 'workbook', rows: 3 }),
    });
    const longest = 'é'.repeat(120);
    expect((await patch(client, `${SOURCES}/${source.id}`, { name: longest })).status).toBe(200);
    expect((await patch(client, `${SOURCES}/${source.id}`, { name: 'Joint budget' })).status).toBe(200);
    await secondUpload(client);
    expect(await sources(client)).toEqual([expect.objectContaining({ id: source.id, name: 'Joint budget', imports: 2 })]);
  });

  it('refuses bad names, bad kinds, an empty body and unknown fields with a 400 naming the field, and changes nothing', async () => {
    const client = await annWithUpload();
    const before = await client.get(SOURCES);
    const path = `${SOURCES}/${before.body.sources[0].id}`;
    const refusals: Array<[unknown, RegExp]> = [
      [{ name: '' }, /^name must not be empty/],
      [{ name: '   ' }, /^name must not be empty/],
      [{ name: 'x'.repeat(121) }, /^name must be at most 120 characters/],
      [{ name: 'Joint\u0000budget' }, /^name must not contain control characters/],
      [{ name: 'Joint\nbudget' }, /^name must not contain control characters/],
      [{ name: 42 }, /^name must be text/],
      [{ name: null }, /^name must be text/],
      [{ kind: 'bank' }, /^kind must be one of workbook or account/],
      [{ kind: '' }, /^kind must be one of workbook or account/],
      [{ name: 'Fine', kind: 'Account' }, /^kind must be one of workbook or account/],
      [{}, /name and\/or kind/],
      [{ colour: 'red' }, /^colour: no such field/],
      [{ name: 'Fine', currency: 'EUR' }, /^currency: no such field/],
      [['name'], /body must be an object/],
    ];
    for (const [body, message] of refusals) {
      const res = await patch(client, path, body);
      expectRefused(res, 400, message);
    }
    expect((await client.get(SOURCES)).body).toEqual(before.body);
  });

  it('changes the kind until the source holds 2 imports, then refuses with 409 and changes nothing', async () => {
    const client = await annWithUpload();
    const [source] = await sources(client);
    const path = `${SOURCES}/${source.id}`;
    expect((await patch(client, path, { kind: 'account' })).body.source).toMatchObject({ kind: 'account' });
    expect((await patch(client, path, { kind: 'workbook' })).body.source).toMatchObject({ kind: 'workbook' });
    await secondUpload(client);
    const before = (await client.get(SOURCES)).body;
    expectRefused(await patch(client, path, { kind: 'account' }), 409, /already holds 2 imports.*kind can no longer be changed/);
    expectRefused(await patch(client, path, { name: 'Renamed', kind: 'account' }), 409, /kind can no longer be changed/);
    expect((await client.get(SOURCES)).body).toEqual(before);
    // Naming the kind it already has is no change.
    const same = await patch(client, path, { name: 'Renamed', kind: 'workbook' });
    expect(same.status).toBe(200);
    expect(same.body.source).toMatchObject({ name: 'Renamed', kind: 'workbook', imports: 2 });
  });

  it('records the next upload under a new workbook source once the current one is an account, whose rows stay in the picture', async () => {
    const client = await annWithUpload();
    const [account] = await sources(client);
    expect((await patch(client, `${SOURCES}/${account.id}`, { kind: 'account' })).status).toBe(200);
    await secondUpload(client, 'Budget 2025.xlsx');
    const [first, second] = (await client.get(SOURCES)).body.sources;
    expect(first).toMatchObject({
      id: account.id,
      kind: 'account',
      imports: 1,
      rows: 3,
      first_date: '2025-01-03',
      last_date: '2025-02-03',
    });
    expect(second).toMatchObject({ name: 'Budget 2025', kind: 'workbook', imports: 1, rows: 4 });
    expect(second.id).toBeGreaterThan(account.id);
  });

  it('answers 404 for another user’s source or an id that names none, and changes nothing', async () => {
    const ann = await annWithUpload();
    const annBefore = (await ann.get(SOURCES)).body;
    const bob = testApp().client();
    await bob.signUp('bob@example.com');
    await runPipeline(bob, TEMPLATE, { buffer: await log(), fileName: 'bob.csv.xlsx' }, OPTIONS);
    const bobSources = await sources(bob);
    expect(bobSources).toEqual([expect.objectContaining({ name: 'bob.csv' })]);
    for (const id of [String(annBefore.sources[0].id), '999999', 'abc', '-1', '0', '1.5']) {
      const res = await patch(bob, `${SOURCES}/${id}`, { name: 'Mine now' });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'There is no such source.' });
    }
    expect((await ann.get(SOURCES)).body).toEqual(annBefore);
    expect(await sources(bob)).toEqual(bobSources);
  });

  it('refuses a change without the CSRF token (403), and a visitor (401)', async () => {
    const client = await annWithUpload();
    const before = (await client.get(SOURCES)).body;
    const res = await patch(client, `${SOURCES}/${before.sources[0].id}`, { name: 'No token' }, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: CSRF_ERROR, code: 'csrf' });
    expect((await client.get(SOURCES)).body).toEqual(before);

    const visitor = testApp().client();
    expect((await visitor.get(SOURCES)).status).toBe(401);
    const visiting = await patch(visitor, `${SOURCES}/${before.sources[0].id}`, { name: 'Visitor' });
    expect([visiting.status, visiting.body]).toEqual([401, { success: false, error: 'Please sign in to continue.' }]);
    expect((await client.get(SOURCES)).body).toEqual(before);
  });
});
