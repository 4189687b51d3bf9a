/** How the wizard writes numbers: digit grouping as en-US, and counts of things. */

/** A whole number with en-US digit grouping: `1,234`. */
export function formatWholeNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** `1 transaction`, `1,234 transactions`: the count, then the word in the singular for exactly one. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${formatWholeNumber(count)} ${count === 1 ? singular : plural}`;
}
