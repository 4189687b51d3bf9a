/**
 * Deterministic "randomness" for the sample data: a number in [0, 1) from a text key (FNV-1a, then
 * a murmur finaliser to spread nearby keys). Keyed by date and item rather than drawn from one
 * sequence, so a given day of the sample reads the same whichever day it is downloaded.
 */
export function noise(key: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i += 1) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return (hash >>> 0) / 0x1_0000_0000;
}

/** Whole cents between `minCents` and `maxCents` (inclusive), chosen by `key`. */
export function centsBetween(minCents: number, maxCents: number, key: string): number {
  return minCents + Math.floor(noise(key) * (maxCents - minCents + 1));
}

/** `baseCents` grown by `percentPerYear` for each year after `fromYear` (raises, rent increases). */
export function grown(baseCents: number, percentPerYear: number, year: number, fromYear = 2020): number {
  return Math.round(baseCents * (1 + percentPerYear / 100) ** Math.max(0, year - fromYear));
}
