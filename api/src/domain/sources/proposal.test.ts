import { accountLabel, DEFAULT_ACCOUNT_SOURCE_NAME, fileStem, proposeSource, type ExistingSource, type UploadFacts } from './proposal';
import { DEFAULT_SOURCE_NAME, MAX_SOURCE_NAME_LENGTH } from './source-names';

const BUDGET: ExistingSource = {
  id: 1,
  name: 'Budget 2025',
  kind: 'workbook',
  fileStem: 'budget',
  columnSignature: 'date|category|amount',
  lastImportAt: 1_000,
};
const CHECKING: ExistingSource = {
  id: 2,
  name: 'Checking',
  kind: 'account',
  accountNumber: 'DE89 3704 0044 0532 0130 00',
  fileStem: 'kontoauszug',
  columnSignature: 'camt.053',
  lastImportAt: 2_000,
};
const CARD: ExistingSource = {
  id: 3,
  name: 'Visa ••4242',
  kind: 'account',
  accountNumber: '****4242',
  fileStem: 'visa statement',
  columnSignature: 'date|payee|amount',
  lastImportAt: 3_000,
};
const SOURCES = [BUDGET, CHECKING, CARD];

function upload(facts: Partial<UploadFacts>): UploadFacts {
  return { fileName: null, statement: true, ...facts };
}

describe('fileStem', () => {
  it('drops folders, the extension, dates, numbers and month names, lower-cased', () => {
    expect(fileStem('Checking_2024-03.csv')).toBe('checking');
    expect(fileStem('checking_march.csv')).toBe('checking');
    expect(fileStem('CHECKING 202403.CSV')).toBe('checking');
    expect(fileStem('Checking (1).csv')).toBe('checking');
    expect(fileStem('C:\\Downloads\\Checking 15.03.2024.ofx')).toBe('checking');
    expect(fileStem('/tmp/checking-Mar2024.qfx')).toBe('checking');
    expect(fileStem('Kontoauszug_März_2024.xml')).toBe('kontoauszug');
    expect(fileStem('extracto-enero-2025.xlsx')).toBe('extracto');
  });

  it('keeps words holding digits and letters, and makes every run of separators one space', () => {
    expect(fileStem('N26_Export__2024.csv')).toBe('n26 export');
    expect(fileStem('visa--statement..2025.pdf')).toBe('visa statement');
    expect(fileStem('Budget.2025.xlsx')).toBe('budget');
  });

  it('is the same for the same account month after month', () => {
    expect(fileStem('Visa Statement - January 2025.csv')).toBe(fileStem('visa_statement_2025_02 (2).csv'));
  });

  it('is empty when nothing but a date is left, or without a name', () => {
    expect(fileStem('2024-03.csv')).toBe('');
    expect(fileStem('March 2024.xlsx')).toBe('');
    expect(fileStem('')).toBe('');
    expect(fileStem(null)).toBe('');
  });
});

describe('accountLabel', () => {
  it("adds the number's last four digits to the name", () => {
    expect(accountLabel('Checking', 'DE89 3704 0044 0532 0130 00')).toBe('Checking ••3000');
    expect(accountLabel('Visa', '****1234')).toBe('Visa ••1234');
    expect(accountLabel('  Savings\taccount ', '12-34-56')).toBe('Savings account ••3456');
  });

  it('is the name alone without four digits, or when the name ends with them already', () => {
    expect(accountLabel('Checking', null)).toBe('Checking');
    expect(accountLabel('Checking', '123')).toBe('Checking');
    expect(accountLabel('Checking ••1234', '****1234')).toBe('Checking ••1234');
  });

  it('calls a nameless account "Account"', () => {
    expect(accountLabel('', '1234')).toBe('Account ••1234');
    expect(accountLabel('   ', null)).toBe('Account');
  });

  it('keeps the number when cutting a long name to the longest a name may be', () => {
    const label = accountLabel('x'.repeat(200), '9876');
    expect(label).toHaveLength(MAX_SOURCE_NAME_LENGTH);
    expect(label.endsWith(' ••9876')).toBe(true);
  });
});

describe('proposeSource', () => {
  describe('by account number', () => {
    it('proposes the source with the same IBAN, spaces and case aside', () => {
      expect(proposeSource(upload({ fileName: 'camt053_2025-03.xml', accountNumber: 'de89370400440532013000' }), SOURCES)).toEqual({
        id: 2,
        name: 'Checking',
        kind: 'account',
        reason: 'account_number',
      });
    });

    it('matches a masked number by its last four digits, on either side', () => {
      expect(proposeSource(upload({ accountNumber: 'XXXXXXXXXXXX4242' }), SOURCES)).toMatchObject({ id: 3, reason: 'account_number' });
      expect(proposeSource(upload({ accountNumber: '4111 1111 1111 4242' }), SOURCES)).toMatchObject({ id: 3, reason: 'account_number' });
      expect(proposeSource(upload({ accountNumber: '••3000' }), SOURCES)).toMatchObject({ id: 2, reason: 'account_number' });
      expect(proposeSource(upload({ accountNumber: '...3000' }), SOURCES)).toMatchObject({ id: 2, reason: 'account_number' });
    });

    it('matches an IBAN and the plain account number it ends with', () => {
      expect(proposeSource(upload({ accountNumber: '532013000' }), SOURCES)).toMatchObject({ id: 2, reason: 'account_number' });
      const plain: ExistingSource = { id: 9, name: 'Giro', kind: 'account', accountNumber: '0532013000' };
      expect(proposeSource(upload({ accountNumber: 'DE89 3704 0044 0532 0130 00' }), [plain])).toMatchObject({ id: 9 });
    });

    it('does not match plain numbers that only end alike', () => {
      const plain: ExistingSource = { id: 9, name: 'Giro', kind: 'account', accountNumber: '11114242' };
      expect(proposeSource(upload({ accountNumber: '22224242' }), [plain])).toMatchObject({ id: null, reason: 'new' });
    });

    it('matches an account name given by an account column', () => {
      const named: ExistingSource = { id: 9, name: 'Joint', kind: 'account', accountNumber: 'Joint Checking' };
      expect(proposeSource(upload({ accountNumber: 'JOINT  CHECKING' }), [named])).toMatchObject({ id: 9, reason: 'account_number' });
    });

    it('prefers the same number to one matching by its last digits, then the newest import', () => {
      const masked: ExistingSource = { id: 4, name: 'Old card', kind: 'account', accountNumber: '••1234', lastImportAt: 9_000 };
      const full: ExistingSource = { id: 5, name: 'Card', kind: 'account', accountNumber: '4111111111111234', lastImportAt: 1 };
      expect(proposeSource(upload({ accountNumber: '4111 1111 1111 1234' }), [masked, full])).toMatchObject({ id: 5 });
      const older: ExistingSource = { ...masked, id: 6, lastImportAt: 10 };
      expect(proposeSource(upload({ accountNumber: '**1234' }), [older, masked])).toMatchObject({ id: 4 });
      expect(proposeSource(upload({ accountNumber: '**1234' }), [masked, { ...older, lastImportAt: 9_000 }])).toMatchObject({ id: 4 });
    });

    it('comes before the file name', () => {
      const facts = upload({ fileName: 'budget.xlsx', columnSignature: 'date|category|amount', accountNumber: '••4242' });
      expect(proposeSource(facts, SOURCES)).toMatchObject({ id: 3, reason: 'account_number' });
    });
  });

  describe('by file and columns', () => {
    it("proposes the source whose last file had the upload's stem and columns", () => {
      const facts = upload({ fileName: 'Visa Statement - April 2025.csv', columnSignature: 'date|payee|amount' });
      expect(proposeSource(facts, SOURCES)).toEqual({ id: 3, name: 'Visa ••4242', kind: 'account', reason: 'file_and_columns' });
    });

    it('proposes the workbook again for the next version of its file', () => {
      const facts = upload({ fileName: 'Budget (3).xlsx', columnSignature: 'date|category|amount', statement: false });
      expect(proposeSource(facts, SOURCES)).toMatchObject({ id: 1, kind: 'workbook', reason: 'file_and_columns' });
    });

    it('does not propose it when the columns differ', () => {
      const facts = upload({ fileName: 'budget.xlsx', columnSignature: 'month|income|expenses', statement: false });
      expect(proposeSource(facts, SOURCES)).toMatchObject({ id: null, reason: 'new' });
    });

    it('goes by the stem alone when either side does not know its columns', () => {
      expect(proposeSource(upload({ fileName: 'budget.xlsx', statement: false }), SOURCES)).toMatchObject({ id: 1 });
      const unsigned: ExistingSource = { ...BUDGET, columnSignature: null };
      expect(proposeSource(upload({ fileName: 'budget.xlsx', columnSignature: 'x', statement: false }), [unsigned])).toMatchObject({
        id: 1,
      });
    });

    it('prefers the source whose columns are known to match, then the newest import', () => {
      const unsigned: ExistingSource = { ...BUDGET, id: 7, columnSignature: null, lastImportAt: 99_000 };
      expect(proposeSource(upload({ fileName: 'budget.xlsx', columnSignature: 'date|category|amount' }), [unsigned, BUDGET])).toMatchObject(
        { id: 1 },
      );
      expect(proposeSource(upload({ fileName: 'budget.xlsx' }), [BUDGET, unsigned])).toMatchObject({ id: 7 });
    });

    it("cleans a stored stem as it cleans the upload's", () => {
      const raw: ExistingSource = { ...BUDGET, fileStem: 'Budget_2024' };
      expect(proposeSource(upload({ fileName: 'budget 2025.xlsx' }), [raw])).toMatchObject({ id: 1, reason: 'file_and_columns' });
    });

    it('does not propose a source that names another account', () => {
      const facts = upload({ fileName: 'visa statement.csv', columnSignature: 'date|payee|amount', accountNumber: '****9999' });
      expect(proposeSource(facts, SOURCES)).toMatchObject({ id: null, reason: 'new', name: 'Account ••9999' });
    });

    it('needs a stem: a file named only by its date matches nothing', () => {
      const dated: ExistingSource = { ...BUDGET, fileStem: '' };
      expect(proposeSource(upload({ fileName: '2025-03.csv' }), [dated])).toMatchObject({ id: null });
    });
  });

  describe('a new source', () => {
    it('is an account named after the number of a statement', () => {
      expect(proposeSource(upload({ fileName: 'export.ofx', accountNumber: 'NL91 ABNA 0417 1643 00' }), SOURCES)).toEqual({
        id: null,
        name: 'Account ••4300',
        kind: 'account',
        reason: 'new',
      });
    });

    it("is an account named after the file's stem in title case without a number", () => {
      expect(proposeSource(upload({ fileName: 'savings_account_2025-03.csv' }), SOURCES)).toEqual({
        id: null,
        name: 'Savings Account',
        kind: 'account',
        reason: 'new',
      });
      expect(proposeSource(upload({ fileName: 'N26 export.csv' }), [])).toMatchObject({ name: 'N26 Export' });
    });

    it('is a workbook when the upload is not a statement, named after its file', () => {
      expect(proposeSource(upload({ fileName: 'household plan 2026.xlsx', statement: false, accountNumber: '1234' }), SOURCES)).toEqual({
        id: null,
        name: 'Household Plan',
        kind: 'workbook',
        reason: 'new',
      });
    });

    it('is "My budget" or "Bank account" when the file says nothing', () => {
      expect(proposeSource(upload({ fileName: null, statement: false }), [])).toEqual({
        id: null,
        name: DEFAULT_SOURCE_NAME,
        kind: 'workbook',
        reason: 'new',
      });
      expect(proposeSource(upload({ fileName: '2025-03.csv' }), [])).toEqual({
        id: null,
        name: DEFAULT_ACCOUNT_SOURCE_NAME,
        kind: 'account',
        reason: 'new',
      });
    });

    it('has a name of at most 120 characters', () => {
      const name = proposeSource(upload({ fileName: `${'ä'.repeat(300)}.csv` }), []).name;
      expect(Array.from(name)).toHaveLength(MAX_SOURCE_NAME_LENGTH);
      expect(name.startsWith('Ää')).toBe(true);
    });
  });
});
