import { ENGLISH } from '../../../testing/english';
import { DEFAULT_DATE_FORMAT } from '@ontrack/api/domain';
import type { ImportSummaryDto } from '@ontrack/api/contracts';
import { importSummaryText } from './import-summary';

const into = (name: string, added: number, already_present: number): ImportSummaryDto => ({
  source_id: 3,
  source_name: name,
  added,
  already_present,
});

describe('importSummaryText: an account source, which keeps what it held', () => {
  it.each([
    [42, 18, '42 new transactions, 18 already imported into Checking'],
    [1, 18, '1 new transaction, 18 already imported into Checking'],
    [1234, 1, '1,234 new transactions, 1 already imported into Checking'],
    [42, 0, '42 new transactions imported into Checking'],
    [1, 0, '1 new transaction imported into Checking'],
    [0, 18, 'No new transactions: all 18 were already imported into Checking'],
    [0, 1234, 'No new transactions: all 1,234 were already imported into Checking'],
    [0, 1, 'No new transactions: the 1 transaction was already imported into Checking'],
    [0, 0, 'No transactions imported into Checking'],
  ])('%d added, %d already there: %s', (added, present, text) => {
    expect(importSummaryText(into('Checking', added, present), 'account', ENGLISH, DEFAULT_DATE_FORMAT)).toBe(text);
  });
});

describe('importSummaryText: a workbook source, which each import replaces', () => {
  it.each([
    [1234, '1,234 transactions imported into My budget'],
    [1, '1 transaction imported into My budget'],
    [0, 'No transactions imported into My budget'],
  ])('%d added: %s', (added, text) => {
    expect(importSummaryText(into('My budget', added, 0), 'workbook', ENGLISH, DEFAULT_DATE_FORMAT)).toBe(text);
  });
});

describe('importSummaryText: a source of unknown kind (going on with an earlier upload)', () => {
  it('reads rows already held as an account', () => {
    expect(importSummaryText(into('Checking', 42, 18), null, ENGLISH, DEFAULT_DATE_FORMAT)).toBe(
      '42 new transactions, 18 already imported into Checking',
    );
  });

  it('else says what was imported', () => {
    expect(importSummaryText(into('My budget', 59, 0), null, ENGLISH, DEFAULT_DATE_FORMAT)).toBe('59 transactions imported into My budget');
  });
});
