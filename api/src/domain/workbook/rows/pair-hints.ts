/** What a file says of a (category, subcategory) pair, looked up as the guess needs it. */
import { pairKey } from '../../analysis/classification';
import type { PairHint, ParsedTable } from '../types';

/** A table's pair hints by `pairKey`. */
export function pairHints(table: Pick<ParsedTable, 'hints'>): Map<string, PairHint> {
  return new Map((table.hints ?? []).map(([category, subcategory, hint]) => [pairKey(category, subcategory), hint]));
}
