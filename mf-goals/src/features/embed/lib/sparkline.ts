import type { ProjectionPointDto } from '@ontrack/api/contracts';
import { isoToUtcMs } from '@ontrack/api/domain';

export interface SparklineGeometry {
  /** `x,y x,y …` for an SVG polyline, in a `width` × `height` box (y grows downwards). */
  points: string;
  /** y of the target line, or null when there is no target to draw. */
  targetY: number | null;
  min: number;
  max: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Scales a projection into a small box: x by date (months are not all alike), y between the lowest
 * and highest of the balances and the target, so the target line is always inside. A flat series
 * gets a range of 1 so nothing divides by zero.
 */
export function sparklineGeometry(
  series: readonly ProjectionPointDto[],
  target: number | null,
  width: number,
  height: number,
  padding = 4,
): SparklineGeometry | null {
  const points = series
    .map((point) => ({ x: isoToUtcMs(point.date), y: point.balance }))
    .filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y));
  if (points.length === 0) return null;
  const values = points.map((point) => point.y).concat(target === null ? [] : [target]);
  const min = Math.min(0, ...values);
  const max = Math.max(...values);
  const xs = points.map((point) => point.x);
  const [x0, x1] = [Math.min(...xs), Math.max(...xs)];
  const spanX = x1 - x0 || 1;
  const spanY = max - min || 1;
  const toX = (x: number) => round(padding + ((x - x0) / spanX) * (width - 2 * padding));
  const toY = (y: number) => round(height - padding - ((y - min) / spanY) * (height - 2 * padding));
  return {
    points: points.map((point) => `${toX(point.x)},${toY(point.y)}`).join(' '),
    targetY: target === null ? null : toY(target),
    min,
    max,
  };
}
