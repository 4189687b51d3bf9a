/** A spreadsheet's totals turned into a year's figures from the months of data they cover. */
import { centsToDollars, roundToCents } from '../money';

export const MONTHS_PER_YEAR = 12;

/**
 * A total over `monthsCovered` months as a year's figure, to the cent: 614.50 over 6 months → 1229.
 * A full year (or more) is left as it is.
 */
export function annualise(total: number, monthsCovered: number): number {
  if (monthsCovered >= MONTHS_PER_YEAR || monthsCovered <= 0) return total;
  return centsToDollars(Math.round((roundToCents(total) * MONTHS_PER_YEAR) / monthsCovered));
}

/** The words a derived source carries when its figure was annualised (`from 6 months of data, annualised`). */
export function annualisedNote(monthsCovered: number): string | null {
  if (monthsCovered >= MONTHS_PER_YEAR || monthsCovered <= 0) return null;
  return `from ${monthsCovered} month${monthsCovered === 1 ? '' : 's'} of data, annualised`;
}
