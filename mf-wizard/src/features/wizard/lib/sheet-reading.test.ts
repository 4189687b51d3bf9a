import { ENGLISH } from '../../../testing/english';
import { DEFAULT_DATE_FORMAT, DEFAULT_MONEY_FORMAT, moneyFormat } from '@ontrack/api/domain';
import { tableReading } from '../../../testing/fixtures';
import { notSuggestedReason, readingLine, readingMoney, undatedPeriod } from './sheet-reading';

describe('readingLine', () => {
  it('says what a counted table holds in one line', () => {
    expect(readingLine(tableReading(), DEFAULT_MONEY_FORMAT, DEFAULT_DATE_FORMAT, ENGLISH)).toBe(
      'Transaction log · 59 rows · Dec 2021 – Mar 2022 · in $13,600 · out $10,980',
    );
  });

  it('names plans, repeats and unread tables as not counted', () => {
    expect(readingLine(tableReading({ layout: 'plan', suggested: false }), DEFAULT_MONEY_FORMAT, DEFAULT_DATE_FORMAT, ENGLISH)).toBe(
      'Plan — not counted',
    );
    expect(
      readingLine(tableReading({ duplicate_of: 'Expenses!B2:F22', suggested: false }), DEFAULT_MONEY_FORMAT, DEFAULT_DATE_FORMAT, ENGLISH),
    ).toBe('Repeats Expenses — not counted');
    expect(
      readingLine(
        tableReading({ layout: null, problem: 'No header row with an amount column was found.' }),
        DEFAULT_MONEY_FORMAT,
        DEFAULT_DATE_FORMAT,
        ENGLISH,
      ),
    ).toBe('Not read: No header row with an amount column was found.');
  });

  it('shows one month once, a budget without dates, the workbook currency, and a remembered reading', () => {
    expect(
      readingLine(
        tableReading({
          layout: 'periods',
          rows: 1,
          dates: { from: null, to: null, order: null },
          money: { in: 5000, out: 3210.6 },
          currency: 'CHF',
          remembered: true,
        }),
        DEFAULT_MONEY_FORMAT,
        DEFAULT_DATE_FORMAT,
        ENGLISH,
      ),
    ).toBe('Budget · 1 row · in CHF 5,000 · out CHF 3,211 · read as last time');
    expect(
      readingLine(
        tableReading({ dates: { from: '2025-05-01', to: '2025-05-31', order: null }, currency: '€' }),
        DEFAULT_MONEY_FORMAT,
        DEFAULT_DATE_FORMAT,
        ENGLISH,
      ),
    ).toContain('May 2025 · in €13,600');
  });
});

describe('readingMoney', () => {
  it('rounds to whole units and keeps the sign', () => {
    expect(readingMoney(-1250.5, null, DEFAULT_MONEY_FORMAT, DEFAULT_DATE_FORMAT)).toBe('-$1,251');
    expect(readingMoney(0, '£', DEFAULT_MONEY_FORMAT, DEFAULT_DATE_FORMAT)).toBe('£0');
  });

  it('shows a workbook stating no currency in the user’s format, one stating its own in that sign', () => {
    const chf = moneyFormat('CHF', 'en-US');
    expect(readingMoney(-1250.5, null, chf, DEFAULT_DATE_FORMAT).replace(/\u00a0/g, ' ')).toBe('-CHF 1,251');
    expect(readingMoney(1250, '$', chf, DEFAULT_DATE_FORMAT)).toBe('$1,250');
    expect(readingLine(tableReading({ currency: null }), chf, DEFAULT_DATE_FORMAT, ENGLISH).replace(/\u00a0/g, ' ')).toBe(
      'Transaction log · 59 rows · Dec 2021 – Mar 2022 · in CHF 13,600 · out CHF 10,980',
    );
  });
});

describe('undatedPeriod', () => {
  const undated = tableReading({ layout: 'periods', dates: { from: null, to: null, order: null } });

  it('says which period an undated budget covers', () => {
    expect(undatedPeriod(undated, '2025-03-01', 'monthly', DEFAULT_DATE_FORMAT, ENGLISH)).toBe(
      'Undated: covers the month starting Mar 1, 2025 (the period start date).',
    );
    expect(undatedPeriod(undated, '', 'quarterly', DEFAULT_DATE_FORMAT, ENGLISH)).toBe(
      'Undated: covers one quarter from the period start date you choose.',
    );
  });

  it('says nothing of dated tables, logs, plans and repeats', () => {
    expect(undatedPeriod(tableReading(), '2025-03-01', 'monthly', DEFAULT_DATE_FORMAT, ENGLISH)).toBeNull();
    expect(undatedPeriod({ ...undated, layout: 'plan' }, '2025-03-01', 'monthly', DEFAULT_DATE_FORMAT, ENGLISH)).toBeNull();
    expect(undatedPeriod({ ...undated, duplicate_of: 'A!A1:B2' }, '2025-03-01', 'monthly', DEFAULT_DATE_FORMAT, ENGLISH)).toBeNull();
  });
});

describe('notSuggestedReason', () => {
  it('is null for a suggested sheet, or when the reader already said why', () => {
    expect(notSuggestedReason({ name: 'Log', hidden: false, tables: [tableReading()] }, ENGLISH)).toBeNull();
    expect(
      notSuggestedReason(
        {
          name: 'Summary',
          hidden: false,
          tables: [
            tableReading({ suggested: false, warnings: ['The sheet\'s name says it summarises ("Summary"): read, not suggested.'] }),
          ],
        },
        ENGLISH,
      ),
    ).toBeNull();
  });

  it('gives a plain reason otherwise', () => {
    expect(
      notSuggestedReason(
        {
          name: 'Notes',
          hidden: false,
          tables: [tableReading({ layout: null, problem: 'No header.', suggested: false })],
        },
        ENGLISH,
      ),
    ).toBe('Not suggested: nothing on it could be read as money.');
    expect(notSuggestedReason({ name: 'Old', hidden: true, tables: [tableReading({ suggested: false })] }, ENGLISH)).toBe(
      'Not suggested: the sheet is hidden in the workbook.',
    );
    expect(
      notSuggestedReason(
        { name: 'Copy', hidden: false, tables: [tableReading({ suggested: false, duplicate_of: 'Log!A1:D61' })] },
        ENGLISH,
      ),
    ).toMatch(/repeats Log/);
    expect(notSuggestedReason({ name: 'Pivot', hidden: false, tables: [tableReading({ suggested: false })] }, ENGLISH)).toBe(
      'Not suggested: it looks like a summary of other rows.',
    );
  });
});
