import { createHash } from 'node:crypto';
import { statedCurrency } from './home-currency';
import { accountOfSheets, columnsOfSheets, firstOfCounted } from './workflow-selection';
import type { SheetSummary } from './workflow-store';

const table = (name: string, extra: Partial<SheetSummary> = {}): SheetSummary => ({ name, layout: 'transaction-log', pairs: [], ...extra });
const hashed = (columns: string) => createHash('sha256').update(columns).digest('hex');

describe('what the counted tables of the chosen sheets state (firstOfCounted)', () => {
  // A statement sheet whose first table the user skipped: its account, columns and currency are not the import's.
  const sheets = [
    table('Statement', { range: 'A1:C9', skip: true, account: 'SKIPPED-1', columns: 'skipped|labels', currency: 'GBP' }),
    table('Statement', { range: 'A12:C40', account: 'DE89370400440532013000', columns: 'date|amount', currency: 'EUR' }),
    table('Plan', { plan: true, account: 'PLAN-1', columns: 'plan|labels', currency: 'CHF' }),
    table('Copy', { duplicateOf: { sheet: 'Statement', range: 'A12:C40' }, account: 'COPY-1', columns: 'copy|labels', currency: 'USD' }),
    table('Card', { account: '4111', columns: 'card|labels', currency: 'USD' }),
  ];

  it('skips a skipped table: the account, the columns and the currency are the read table’s', () => {
    expect(accountOfSheets(sheets, ['Statement'])).toBe('DE89370400440532013000');
    expect(columnsOfSheets(sheets, ['Statement'])).toBe(hashed('date|amount'));
    expect(statedCurrency(sheets, ['Statement'])).toBe('EUR');
  });

  it('skips a plan, and a repeat of a table counted already, in the order the sheets are chosen', () => {
    // The copy is not read while the sheet it repeats is chosen too; alone, it is.
    expect(accountOfSheets(sheets, ['Plan', 'Copy', 'Card', 'Statement'])).toBe('4111');
    expect(accountOfSheets(sheets, ['Plan', 'Copy', 'Card'])).toBe('COPY-1');
    expect(accountOfSheets(sheets, ['Plan', 'Statement', 'Copy', 'Card'])).toBe('DE89370400440532013000');
    expect(columnsOfSheets(sheets, ['Plan', 'Card'])).toBe(hashed('card|labels'));
    expect(statedCurrency(sheets, ['Plan', 'Card'])).toBe('USD');
  });

  it('finds nothing in tables that are not read, or in no sheet', () => {
    expect(accountOfSheets(sheets, ['Plan'])).toBeNull();
    expect(columnsOfSheets(sheets, ['Plan'])).toBeNull();
    expect(statedCurrency(sheets, ['Plan'])).toBeNull();
    expect(firstOfCounted(sheets, [], (candidate) => candidate.name)).toBeNull();
  });
});
