import type { Response } from 'supertest';
import { WorkflowUpload } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { createTestApp, type TestApp } from './support/test-app';
import { day, uploadFile, xlsx } from './support/workflow';

/**
 * 20 new users sending their first workbook at the same moment, over HTTP with no retry on the
 * client's side: all 20 are answered 200. They answered 17 × 200 and 3 × 503 when the workbook
 * reader turned away every upload past the 16 already waiting for its one worker (a 2-core machine),
 * however soon a worker would have been free (services/workbook/worker/pool.ts).
 */
describe.each(testEngines())('20 first uploads by 20 new users at once on %s', (engine) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp(engine);
  });

  afterAll(async () => {
    await testApp?.close();
  });

  it('answers 200 to every one of them and keeps all 20 uploads', async () => {
    const workbook = await xlsx([
      {
        name: 'Log',
        rows: [
          ['Date', 'Category', 'Subcategory', 'Amount'],
          [day('2025-01-03'), 'Income', 'Salary', 1000],
          [day('2025-01-09'), 'Food', 'Groceries', -80.25],
        ],
      },
    ]);
    const clients: ApiClient[] = [];
    for (let i = 0; i < 20; i += 1) {
      const client = testApp.client();
      await client.signUp(`burst${i}@example.com`);
      await client.token();
      clients.push(client);
    }
    const outcome = (res: Response) => (res.status === 200 ? 200 : `${res.status} ${res.body.error}`);
    const answers = await Promise.all(clients.map((client) => uploadFile(client, 'wealth-whisperer', workbook, 'log.xlsx')));
    expect(answers.map(outcome)).toEqual(answers.map(() => 200));
    expect(await testApp.dataSource.getRepository(WorkflowUpload).count()).toBe(20);
  }, 120_000);
});
