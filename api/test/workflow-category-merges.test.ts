/**
 * Merging messy category names on the categories step: `merge_into` on a category row is
 * validated, stored with the classification, offered again on the next options step, and counted by
 * the analysis and the transactions under its target. Runs on SQLite and MariaDB.
 */
import { CategoryClassification, Transaction } from '../src/db/entities';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';
import { chooseOptions, day, expectRefused, saveCategories, snapshot, uploadFile, xlsx, type CategoryRow } from './support/workflow';

const TEMPLATE = 'wealth-whisperer';
const OPTIONS = { selected_sheets: ['Log'], selected_date: '2025-01-01', period_type: 'monthly' };

/** A log with "Groceries" also written "grocery" and a misspelt "Trnasport". */
async function messyLog(): Promise<Buffer> {
  return xlsx([
    {
      name: 'Log',
      rows: [
        ['Date', 'Category', 'Subcategory', 'Amount'],
        [day('2025-01-03'), 'Income', 'Salary', 2000],
        [day('2025-01-09'), 'Groceries', 'Food', -150.25],
        [day('2025-01-16'), 'grocery', 'Food', -49.75],
        [day('2025-01-20'), 'Transport', 'Bus', -30],
        [day('2025-01-21'), 'Trnasport', 'Bus', -12.5],
        // A refund to the card, typed under the misspelt name: still the target's reversal and type.
        [day('2025-01-22'), 'Trnasport', 'Bus', 2.5],
      ],
    },
  ]);
}

type Merge = { category: string; sub_category: string } | null;
const withMerges = (rows: CategoryRow[], merges: Record<string, Merge>): (CategoryRow & { merge_into?: Merge })[] =>
  rows.map((row) => (row.category in merges ? { ...row, merge_into: merges[row.category] } : row));

describe.each(testEngines())('merging category rows, on %s', (engine) => {
  const testApp = useTestApp(engine);

  async function atCategories(): Promise<{ client: ApiClient; rows: CategoryRow[] }> {
    const client = testApp().client();
    await client.signUp('mia@example.com');
    expect((await uploadFile(client, TEMPLATE, await messyLog(), 'log.xlsx')).body).toMatchObject({ success: true });
    const options = await chooseOptions(client, TEMPLATE, OPTIONS);
    expect(options.status).toBe(200);
    return { client, rows: options.body.data.categories as CategoryRow[] };
  }

  const GROCERIES = { category: 'Groceries', sub_category: 'Food' };
  const TRANSPORT = { category: 'Transport', sub_category: 'Bus' };

  it('counts merged pairs under their targets, keeps the merge and offers it again', async () => {
    const { client, rows } = await atCategories();
    expect(rows.every((row) => !('merge_into' in row))).toBe(true);
    // The misspelt row is classified Income: the merge makes the target's Expense decide.
    const sent = withMerges(
      rows.map((row) => (row.category === 'Trnasport' ? { ...row, transaction_type: 'Income' } : row)),
      { grocery: GROCERIES, Trnasport: TRANSPORT },
    );
    const saved = await saveCategories(client, TEMPLATE, sent);
    expect(saved.status).toBe(200);

    const ly = saved.body.data.visuals_data.spending_analysis.period_data.LY;
    // 150.25 + 49.75 = 200.00 groceries; 30 + 12.50 − 2.50 = 40.00 transport.
    expect(ly.total_expenses).toBe(240);
    expect(ly.total_income).toBe(2000);
    expect(Object.keys(ly.expense_categories).sort()).toEqual(['Groceries', 'Transport']);
    expect(ly.expense_categories.Groceries.total).toBe(200);
    expect(ly.expense_categories.Transport.subcategories.Bus.total).toBe(40);
    const read = await client.get('/spending/api/spending-analysis');
    expect(read.body.period_data.LY.expense_categories.Groceries.total).toBe(200);

    const userId = (await client.status()).id as number;
    const kept = await testApp().dataSource.getRepository(CategoryClassification).findBy({ userId });
    const grocery = kept.find((row) => row.category === 'grocery');
    expect(grocery).toMatchObject({ mergeCategory: 'Groceries', mergeSubcategory: 'Food' });
    expect(kept.find((row) => row.category === 'Groceries')).toMatchObject({ mergeCategory: null, mergeSubcategory: null });
    // The transactions are kept under the target too, so their sums are the analysis' sums.
    const transactions = await testApp().dataSource.getRepository(Transaction).findBy({ userId, type: 'Expense' });
    expect(transactions.every((row) => row.category === 'Groceries' || row.category === 'Transport')).toBe(true);
    expect(transactions.reduce((sum, row) => sum + row.contributionCents, 0)).toBe(24000);

    const again = await chooseOptions(client, TEMPLATE, OPTIONS);
    const byCategory = new Map((again.body.data.categories as (CategoryRow & { merge_into?: Merge })[]).map((row) => [row.category, row]));
    expect(byCategory.get('grocery')?.merge_into).toEqual(GROCERIES);
    expect(byCategory.get('Trnasport')?.merge_into).toEqual(TRANSPORT);
    expect(byCategory.get('Groceries')).not.toHaveProperty('merge_into');

    // Undoing a merge (null) counts the pair on its own again.
    const undone = await saveCategories(client, TEMPLATE, withMerges(again.body.data.categories, { grocery: null }));
    expect(undone.status).toBe(200);
    expect(Object.keys(undone.body.data.visuals_data.spending_analysis.period_data.LY.expense_categories).sort()).toEqual([
      'Groceries',
      'Transport',
      'grocery',
    ]);
    expect(
      (await testApp().dataSource.getRepository(CategoryClassification).findOneBy({ userId, category: 'grocery' }))?.mergeCategory,
    ).toBeNull();
  });

  it.each([
    [
      'a target not in the selected sheets',
      { grocery: { category: 'Groceries', sub_category: 'Milk' } },
      /^Category row \d \(grocery \/ Food\): merge_into: "Groceries \/ Milk" is not a category of the selected sheets/,
    ],
    ['a target that is itself merged', { grocery: GROCERIES, Groceries: TRANSPORT }, /merge_into: "Groceries \/ Food" is itself merged/],
    [
      'a row merged into itself',
      { grocery: { category: 'grocery', sub_category: 'Food' } },
      /\(grocery \/ Food\): merge_into: a category cannot be merged into itself/,
    ],
    [
      'a target without a subcategory',
      { grocery: { category: 'Groceries' } },
      /\(grocery \/ Food\): merge_into\.sub_category must be text/,
    ],
    ['a target that is not an object', { grocery: 'Groceries' }, /\(grocery \/ Food\): merge_into must be \{category, sub_category\}/],
  ])('refuses %s with a 400 naming merge_into and changes nothing', async (_name, merges, message) => {
    const { client, rows } = await atCategories();
    const before = await snapshot(testApp(), client);
    const userId = (await client.status()).id as number;
    const classified = await testApp().dataSource.getRepository(CategoryClassification).countBy({ userId });
    expectRefused(await saveCategories(client, TEMPLATE, withMerges(rows, merges as Record<string, Merge>)), 400, message);
    expect(await snapshot(testApp(), client)).toEqual(before);
    expect(await testApp().dataSource.getRepository(CategoryClassification).countBy({ userId })).toBe(classified);
  });
});
