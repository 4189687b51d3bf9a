import { ENGLISH } from '../../../testing/english';
import type { SourceProposalDto } from '@ontrack/api/contracts';
import { BUDGET_PROPOSAL, SOURCES } from '../../../testing/fixtures';
import { destinationKind, newSourceNameError, sourceChoiceError, sourceRequest, sourcesToOffer } from './source-choice';
import type { ChosenSource } from './types';

const NEW_PROPOSAL: SourceProposalDto = { id: null, name: 'statement', kind: 'account', reason: 'new', last_import_at: null };
const CHECKING = { id: 3, name: 'Checking', kind: 'account', last_import_at: '2025-03-05T12:00:00.000Z' } as const;

describe('newSourceNameError', () => {
  it.each([
    ['', 'Enter a name for the new source.'],
    ['   ', 'Enter a name for the new source.'],
    ['x'.repeat(121), 'The name of the new source can be at most 120 characters (it has 121).'],
  ])('refuses %j', (name, message) => {
    expect(newSourceNameError(name, ENGLISH)).toBe(message);
  });

  it('accepts 1 to 120 characters once trimmed', () => {
    expect(newSourceNameError('a', ENGLISH)).toBeNull();
    expect(newSourceNameError(`  ${'x'.repeat(120)}  `, ENGLISH)).toBeNull();
  });

  it('checks only a new source', () => {
    expect(sourceChoiceError(null, ENGLISH)).toBeNull();
    expect(sourceChoiceError({ existing: CHECKING }, ENGLISH)).toBeNull();
    expect(sourceChoiceError({ new: { name: ' ', kind: 'account' } }, ENGLISH)).toBe('Enter a name for the new source.');
  });
});

describe('sourceRequest', () => {
  it('is omitted without a choice', () => {
    expect(sourceRequest(null, BUDGET_PROPOSAL)).toBeUndefined();
  });

  it('sends {id} for another source, and nothing for the proposed one chosen again', () => {
    expect(sourceRequest({ existing: CHECKING }, BUDGET_PROPOSAL)).toEqual({ id: 3 });
    expect(sourceRequest({ existing: { ...CHECKING, id: 5 } }, BUDGET_PROPOSAL)).toBeUndefined();
  });

  it('sends {new: {name, kind}} with the name trimmed', () => {
    expect(sourceRequest({ new: { name: '  Visa card ', kind: 'account' } }, BUDGET_PROPOSAL)).toEqual({
      new: { name: 'Visa card', kind: 'account' },
    });
  });

  it('sends nothing for a new source that is the proposed new one, and the change when the name or kind differ', () => {
    expect(sourceRequest({ new: { name: 'statement ', kind: 'account' } }, NEW_PROPOSAL)).toBeUndefined();
    expect(sourceRequest({ new: { name: 'statement', kind: 'workbook' } }, NEW_PROPOSAL)).toEqual({
      new: { name: 'statement', kind: 'workbook' },
    });
    expect(sourceRequest({ new: { name: 'Joint', kind: 'account' } }, NEW_PROPOSAL)).toEqual({ new: { name: 'Joint', kind: 'account' } });
  });
});

describe('destinationKind', () => {
  it.each<[string, ChosenSource | null | undefined, SourceProposalDto | undefined, string | null]>([
    ['the proposal without a choice', null, BUDGET_PROPOSAL, 'workbook'],
    ['the chosen source', { existing: CHECKING }, BUDGET_PROPOSAL, 'account'],
    ['the new source', { new: { name: 'Box', kind: 'workbook' } }, NEW_PROPOSAL, 'workbook'],
    ['nothing without either', undefined, undefined, null],
  ])('is the kind of %s', (_case, choice, proposal, kind) => {
    expect(destinationKind(proposal, choice)).toBe(kind);
  });
});

describe('sourcesToOffer', () => {
  it("is the user's sources as listed", () => {
    expect(sourcesToOffer(BUDGET_PROPOSAL, null, SOURCES).map((source) => source.id)).toEqual([3, 5, 8]);
  });

  it('puts the proposed source first when the list does not hold it, or could not be read', () => {
    const proposal = { ...BUDGET_PROPOSAL, id: 11, name: 'Joint' };
    expect(sourcesToOffer(proposal, null, SOURCES).map((source) => source.name)).toEqual(['Joint', 'Checking', 'My budget', 'Savings']);
    expect(sourcesToOffer(proposal, null, undefined)).toEqual([
      { id: 11, name: 'Joint', kind: 'workbook', last_import_at: '2025-01-10T12:00:00.000Z' },
    ]);
  });

  it('keeps the chosen source on offer when the list does not hold it, once', () => {
    const chosen = { existing: CHECKING };
    expect(sourcesToOffer(BUDGET_PROPOSAL, chosen, undefined).map((source) => source.name)).toEqual(['My budget', 'Checking']);
    expect(sourcesToOffer(BUDGET_PROPOSAL, chosen, SOURCES).map((source) => source.id)).toEqual([3, 5, 8]);
    expect(sourcesToOffer(BUDGET_PROPOSAL, { existing: { ...CHECKING, id: 5 } }, undefined)).toHaveLength(1);
  });

  it('offers no source for a proposed new one when the list is missing', () => {
    expect(sourcesToOffer(NEW_PROPOSAL, null, undefined)).toEqual([]);
    expect(sourcesToOffer(NEW_PROPOSAL, { new: { name: 'x', kind: 'account' } }, undefined)).toEqual([]);
  });
});
