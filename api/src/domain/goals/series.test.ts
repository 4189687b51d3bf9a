import { MAX_SERIES_POINTS, thinSeries } from './series';

const months = (count: number) => Array.from({ length: count }, (_, index) => index);

describe('thinSeries', () => {
  it('keeps every month of a projection up to five years', () => {
    expect(thinSeries(months(1))).toEqual([0]);
    expect(thinSeries(months(MAX_SERIES_POINTS))).toEqual(months(MAX_SERIES_POINTS));
  });

  it.each([
    [62, 2],
    [601, 10],
    [1201, 20],
    [700, 12],
  ])('thins %i monthly points to one every %i months, first and last kept, at most 61 points', (count, step) => {
    const thinned = thinSeries(months(count));
    expect(thinned.length).toBeLessThanOrEqual(MAX_SERIES_POINTS);
    expect(thinned[0]).toBe(0);
    expect(thinned[thinned.length - 1]).toBe(count - 1);
    for (let index = 1; index < thinned.length - 1; index += 1) expect(thinned[index] - thinned[index - 1]).toBe(step);
  });

  it('never goes past the bound, whatever the length', () => {
    for (let count = 1; count <= 1300; count += 1) {
      for (const bound of [2, 3, 10, MAX_SERIES_POINTS]) expect(thinSeries(months(count), bound).length).toBeLessThanOrEqual(bound);
    }
  });
});
