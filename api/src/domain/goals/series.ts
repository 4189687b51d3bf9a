/**
 * The projection series as the wire carries it. The
 * projection has a point per month, up to 1,201 of them for a target 100 years away; a card's chart
 * draws a line 220 pixels high, which a point every few months draws just as well.
 */

/** The most points a goal's series carries: every month up to five years, evenly spaced months beyond. */
export const MAX_SERIES_POINTS = 61;

/**
 * `points` (one per month from today) thinned to at most `maxPoints`: every k-th month with the
 * smallest k that fits, always the first (today) and the last point. Dates stay the projection's own
 * month dates, so a thinned point is exactly the balance of that month.
 */
export function thinSeries<Point>(points: readonly Point[], maxPoints = MAX_SERIES_POINTS): Point[] {
  if (points.length <= maxPoints) return [...points];
  const lastIndex = points.length - 1;
  // k·step ≤ lastIndex for at most maxPoints − 1 values of k ≥ 1; lastIndex itself is then either one of them or the one more that fits.
  const step = Math.ceil(lastIndex / (maxPoints - 1));
  const thinned: Point[] = [];
  for (let index = 0; index <= lastIndex; index += step) thinned.push(points[index]);
  if (lastIndex % step !== 0) thinned.push(points[lastIndex]);
  return thinned;
}
