import { NetWorthEntry, SavingsGoal } from '../src/db/entities';
import type { Response as SupertestResponse } from 'supertest';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions } from './support/workflow';
import { goalBody } from './support/goal-body';

/**
 * What people type, held to one standard everywhere: names refuse control characters (through one
 * shared check), and every date field refuses a date with anything around it rather than trimming it.
 */
const GOALS = '/goals/api/goals';
const ENTRIES = '/networth/api/networth/entries';

const goal = goalBody;
const transaction = (overrides: Record<string, unknown> = {}) => ({ description: 'Bonus', amount: 50, date: '2025-08-01', ...overrides });
const entry = (overrides: Record<string, unknown> = {}) => ({
  type: 'asset',
  category: 'Cash',
  name: 'Wallet',
  value: 10,
  date: '2025-01-01',
  ...overrides,
});

const CONTROL_CHARACTERS: [string, string][] = [
  ['NUL', '\u0000'],
  ['a tab', '\t'],
  ['a line break', '\n'],
  ['an escape', '\u001b'],
  ['DEL', '\u007f'],
  ['a C1 control', '\u009b'],
];

describe.each(testEngines())('typed input on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function signedIn(): Promise<ApiClient> {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    expect((await client.put('/networth/api/networth/init-categories')).status).toBe(200);
    return client;
  }

  it.each(CONTROL_CHARACTERS)(
    'refuses %s inside any typed name with a 400 naming the field, and stores nothing',
    async (_name, character) => {
      const client = await signedIn();
      const inside = (text: string) => `${text.slice(0, 3)}${character}${text.slice(3)}`;
      const refusals: [Promise<SupertestResponse>, string][] = [
        [client.post(GOALS, goal({ name: inside('Emergency fund') })), 'name'],
        [
          client.post(GOALS, goal({ oneTimeTransactions: [transaction(), transaction({ description: inside('Bonus') })] })),
          'oneTimeTransactions[1].description',
        ],
        [client.post(ENTRIES, entry({ name: inside('Wallet') })), 'Name'],
        [client.post(ENTRIES, entry({ category: inside('Cash') })), 'Category'],
      ];
      for (const [answer, field] of refusals) {
        const res = await answer;
        expect(res.status).toBe(400);
        expect(res.body).toEqual({
          success: false,
          error: `${field} must not contain control characters such as NUL, tabs or line breaks.`,
        });
      }
      expect(await testApp().dataSource.getRepository(SavingsGoal).count()).toBe(0);
      expect(await testApp().dataSource.getRepository(NetWorthEntry).count()).toBe(0);
    },
  );

  it('refuses a control character in a name being changed, and keeps the saved one', async () => {
    const client = await signedIn();
    const created = await client.post(GOALS, goal());
    expect(created.status).toBe(201);
    const res = await client.put(`${GOALS}/${created.body.id}`, goal({ name: 'Rainy\u0000day' }));
    expect(res.status).toBe(400);
    expect((await testApp().dataSource.getRepository(SavingsGoal).findOneByOrFail({ id: created.body.id })).name).toBe('Emergency fund');
  });

  it('keeps accepting names in any script, with spaces around them trimmed', async () => {
    const client = await signedIn();
    const res = await client.post(
      GOALS,
      goal({ name: '  Voyage à Kyōto 京都 ✈️  ', oneTimeTransactions: [transaction({ description: ' Prime de fin d’année ' })] }),
    );
    expect(res.status).toBe(201);
    expect(res.body.name).toBe('Voyage à Kyōto 京都 ✈️');
    expect(res.body.oneTimeTransactions[0].description).toBe('Prime de fin d’année');
    expect((await client.post(ENTRIES, entry({ name: ' Épargne logement ' }))).status).toBe(201);
  });

  it.each([' 2025-12-14', '2025-12-14 ', '2025-12-14\n', '\t2025-12-14'])(
    'refuses the date %j in every date field alike, with a 400 naming the field',
    async (date) => {
      const client = await signedIn();
      const refusals: [Promise<SupertestResponse>, RegExp][] = [
        [client.post(GOALS, goal({ targetDate: date })), /^targetDate must be a real date/],
        [client.post(GOALS, goal({ oneTimeTransactions: [transaction({ date })] })), /^oneTimeTransactions\[0\]\.date must be a real date/],
        [client.post(ENTRIES, entry({ date })), /^Date must be a date in the form YYYY-MM-DD/],
        [
          chooseOptions(client, 'wealth-whisperer', { selected_sheets: ['Log'], selected_date: date, period_type: 'monthly' }),
          /^The period start date must be a date in the form YYYY-MM-DD/,
        ],
        [
          client.post('/workflow/api/template/wealth-whisperer/step/options', {
            selected_sheets: ['Log'],
            selected_date: '2025-01-01',
            period_type: 'monthly',
            template_id: 'wealth-whisperer',
            sheet_settings: { Log: { tables: [{ period_start: date }] } },
          }),
          /period_start: period_start must be a date in the form YYYY-MM-DD/,
        ],
      ];
      for (const [answer, message] of refusals) {
        const res = await answer;
        expect(res.status).toBe(400);
        expect(res.body.error).toMatch(message);
      }
      expect(await testApp().dataSource.getRepository(SavingsGoal).count()).toBe(0);
      expect(await testApp().dataSource.getRepository(NetWorthEntry).count()).toBe(0);
    },
  );
});
