import { ENGLISH } from '../../../testing/english';
import { DEFAULT_DATE_FORMAT } from '@ontrack/api/domain';
import type { SourceProposalDto } from '@ontrack/api/contracts';
import { BUDGET_PROPOSAL } from '../../../testing/fixtures';
import { destinationLine, sourceOptionLabel } from './source-texts';

// Noon UTC: the same calendar day in every time zone a test machine runs in.
const CHECKING_PROPOSAL: SourceProposalDto = {
  id: 3,
  name: 'Checking',
  kind: 'account',
  reason: 'account_number',
  last_import_at: '2025-03-05T12:00:00.000Z',
};

describe('destinationLine: the proposal', () => {
  it('names an existing source with its last import, and why it was matched', () => {
    expect(destinationLine(CHECKING_PROPOSAL, null, ENGLISH, DEFAULT_DATE_FORMAT)).toBe(
      'Add to: Checking — last import Mar 5, 2025 (matched by account number)',
    );
    expect(destinationLine(BUDGET_PROPOSAL, null, ENGLISH, DEFAULT_DATE_FORMAT)).toBe(
      'Add to: My budget — last import Jan 10, 2025 (same file and columns as before)',
    );
  });

  it('gives no reason it has no words for', () => {
    const proposal = { ...BUDGET_PROPOSAL, reason: 'new' as const };
    expect(destinationLine(proposal, null, ENGLISH, DEFAULT_DATE_FORMAT)).toBe('Add to: My budget — last import Jan 10, 2025');
  });

  it('says so when the source has no import yet', () => {
    expect(destinationLine({ ...CHECKING_PROPOSAL, last_import_at: null }, null, ENGLISH, DEFAULT_DATE_FORMAT)).toBe(
      'Add to: Checking — no imports yet (matched by account number)',
    );
  });

  it('names a new source with its kind', () => {
    expect(
      destinationLine(
        { id: null, name: 'statement', kind: 'account', reason: 'new', last_import_at: null },
        null,
        ENGLISH,
        DEFAULT_DATE_FORMAT,
      ),
    ).toBe('New source: statement (Bank account)');
    expect(
      destinationLine(
        { id: null, name: 'budget 2025', kind: 'workbook', reason: 'new', last_import_at: null },
        null,
        ENGLISH,
        DEFAULT_DATE_FORMAT,
      ),
    ).toBe('New source: budget 2025 (Budget workbook)');
  });
});

describe('destinationLine: the choice', () => {
  it('names the chosen source without the reason of the proposal', () => {
    const choice = { existing: { id: 8, name: 'Savings', kind: 'account' as const, last_import_at: '2025-02-20T12:00:00.000Z' } };
    expect(destinationLine(CHECKING_PROPOSAL, choice, ENGLISH, DEFAULT_DATE_FORMAT)).toBe('Add to: Savings — last import Feb 20, 2025');
  });

  it('names a new source as typed, trimmed, or without a name yet', () => {
    expect(destinationLine(CHECKING_PROPOSAL, { new: { name: ' Visa ', kind: 'account' } }, ENGLISH, DEFAULT_DATE_FORMAT)).toBe(
      'New source: Visa (Bank account)',
    );
    expect(destinationLine(CHECKING_PROPOSAL, { new: { name: '  ', kind: 'workbook' } }, ENGLISH, DEFAULT_DATE_FORMAT)).toBe(
      'New source (Budget workbook)',
    );
  });
});

describe('sourceOptionLabel', () => {
  it('is the name with the kind', () => {
    expect(sourceOptionLabel({ id: 3, name: 'Checking', kind: 'account', last_import_at: null }, ENGLISH)).toBe('Checking (Bank account)');
    expect(sourceOptionLabel({ id: 5, name: 'My budget', kind: 'workbook', last_import_at: null }, ENGLISH)).toBe(
      'My budget (Budget workbook)',
    );
  });
});
