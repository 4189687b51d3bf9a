import { createHash } from 'node:crypto';
import type { GoalInputDto } from '../contracts/goals';
import { projectGoal, type GoalProjection } from '../domain/goals/projection';
import { thinSeries } from '../domain/goals/series';

/** Projections kept: a few KB each (61 series points), so the cache stays a few MB at most. */
export const PROJECTIONS_KEPT = 2000;

/**
 * Each goal's projection computed once per change, not on every read: the goals list,
 * the dashboard's preview and the public card read the same goal again and again, and each
 * projection simulates up to 1,200 months. Kept per process, keyed by the goal's id and version, the
 * day it is projected from and a digest of the input itself: the projection is a pure function of
 * (input, today), so an entry can never be stale, whichever instance saved the goal, and a goal
 * deleted and made again under a reused id never meets the old one's entry. The oldest entries go
 * first beyond PROJECTIONS_KEPT. The series is kept thinned to what a card draws (series.ts).
 */
export class GoalProjections {
  private readonly kept = new Map<string, GoalProjection>();

  constructor(private readonly capacity = PROJECTIONS_KEPT) {}

  of(goal: { id: number; version: number }, input: GoalInputDto, today: string): GoalProjection {
    const digest = createHash('sha256').update(JSON.stringify(input)).digest('base64url');
    const key = `${goal.id}:${goal.version}:${today}:${digest}`;
    const hit = this.kept.get(key);
    if (hit) {
      // Most recently used last, so the oldest are the first to go.
      this.kept.delete(key);
      this.kept.set(key, hit);
      return hit;
    }
    const projection = projectGoal(input, today);
    const lean = { ...projection, series: thinSeries(projection.series) };
    this.kept.set(key, lean);
    if (this.kept.size > this.capacity) this.kept.delete(this.kept.keys().next().value as string);
    return lean;
  }

  /** How many projections are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }
}
