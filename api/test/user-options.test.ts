import { UserOptions } from '../src/db/entities';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

const PATH = '/auth/api/user-options-metadata';

describe.each(testEngines())('GET /auth/api/user-options-metadata on %s', (engine) => {
  const testApp = useTestApp(engine);

  it('answers 401 JSON to a visitor who is not signed in, with or without an anonymous session', async () => {
    const bare = await testApp().request().get(PATH);
    expect(bare.status).toBe(401);
    expect(bare.body).toEqual({ success: false, error: expect.any(String) });

    const client = testApp().client();
    await client.fetchCsrf();
    const anonymous = await client.get(PATH);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual(bare.body);
  });

  it('answers empty metadata for a new user', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const res = await client.get(PATH);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      period_start_date: null,
      selected_sheets: [],
      pay_period_type: null,
      google_sheet_id: null,
      last_update_timestamp: null,
    });
  });

  it("answers the signed-in user's saved options, never another user's", async () => {
    const ann = testApp().client();
    await ann.signUp('ann@example.com');
    const bob = testApp().client();
    await bob.signUp('bob@example.com');
    const annId = (await ann.status()).id as number;
    await testApp()
      .dataSource.getRepository(UserOptions)
      .insert({
        userId: annId,
        periodStartDate: '2025-01-01',
        selectedSheets: JSON.stringify(['March', 'Jan', 'Feb']),
        payPeriodType: 'monthly',
        googleSheetId: '1AbC-sheet',
        lastUpdateTimestamp: Date.UTC(2025, 4, 10, 8, 0, 0),
      });

    expect((await ann.get(PATH)).body).toEqual({
      period_start_date: '2025-01-01',
      selected_sheets: ['March', 'Jan', 'Feb'],
      pay_period_type: 'monthly',
      google_sheet_id: '1AbC-sheet',
      last_update_timestamp: '2025-05-10T08:00:00.000Z',
    });
    expect((await bob.get(PATH)).body).toMatchObject({ selected_sheets: [], google_sheet_id: null });
  });
});
