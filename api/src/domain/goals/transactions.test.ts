import { assignTransactionIds } from './transactions';

const ids = (list: { id: number }[]) => list.map((item) => item.id);

describe('assignTransactionIds', () => {
  it('keeps the ids a client sent', () => {
    expect(ids(assignTransactionIds([{ id: 703 }, { id: 701 }], 7))).toEqual([703, 701]);
  });

  it('numbers a list without ids from goal id × 100 + 1', () => {
    expect(ids(assignTransactionIds([{ id: null }, { id: null }], 7))).toEqual([701, 702]);
  });

  it('gives a missing or repeated id the highest id in the list + 1, never renumbering a kept one', () => {
    // Kept: 705 (first), 702. Highest kept is 705 → the missing one and the repeated 705 get 706, 707.
    const result = assignTransactionIds(
      [
        { id: 705, description: 'a' },
        { id: null, description: 'b' },
        { id: 705, description: 'c' },
        { id: 702, description: 'd' },
      ],
      7,
    );
    expect(result).toEqual([
      { id: 705, description: 'a' },
      { id: 706, description: 'b' },
      { id: 707, description: 'c' },
      { id: 702, description: 'd' },
    ]);
  });

  it('leaves an empty list empty', () => {
    expect(assignTransactionIds([], 3)).toEqual([]);
  });
});
