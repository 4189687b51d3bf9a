import type { DataSource } from 'typeorm';
import { databaseTrouble } from '../db/database-errors';
import { Database, type Repositories } from '../repositories/database';
import type { Clock } from './clock';
import { sha256 } from './tokens';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

/** One bucket an attempt is counted in, under the rule that limits it. */
export interface ThrottleCount {
  bucket: string;
  rule: ThrottleRule;
}

/** What `attempt` decided: wait this many seconds (nothing was counted), or 0 and the ids of the events counted. */
export interface ThrottleDecision {
  retryAfterSeconds: number;
  eventIds: number[];
}

/**
 * Counts events per bucket in a sliding window, in the database so every instance sees the same
 * count. Bucket keys are hashed: no e-mail addresses or IPs sit in this table in clear.
 */
export class ThrottleService {
  private readonly db: Database;
  /** Attempts counted while a full disk refused to store them (db/disk-space.ts): bucket → times, this process only. */
  private readonly unsaved = new Map<string, number[]>();

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.db = Database.of(dataSource);
  }

  static bucket(kind: string, key: string): string {
    return `${kind}:${sha256(key).slice(0, 40)}`;
  }

  /** Seconds until every bucket is under its limit again; 0 when all are under now. */
  private async retryAfterSeconds(repos: Repositories, counts: ThrottleCount[]): Promise<number> {
    const now = this.clock.now();
    const stored = await repos.throttle.recent(
      counts.map(({ bucket, rule }) => ({ bucket, sinceMs: now - rule.windowMs, limit: rule.limit })),
    );
    let wait = 0;
    for (const { bucket, rule } of counts) {
      const since = now - rule.windowMs;
      const unsaved = (this.unsaved.get(bucket) ?? []).filter((at) => at > since);
      // Newest first, as `recent` answers: the oldest of the last `limit` decides.
      const ofBucket = stored.get(bucket) ?? [];
      const counted = unsaved.length ? [...ofBucket, ...unsaved].sort((a, b) => b - a).slice(0, rule.limit) : ofBucket;
      if (counted.length < rule.limit) continue;
      const oldestCounted = counted[counted.length - 1];
      wait = Math.max(wait, 1, Math.ceil((oldestCounted + rule.windowMs - now) / 1000));
    }
    return wait;
  }

  /**
   * Checks every bucket and, when all are under their limit, counts the attempt in each — as one step,
   * before the caller does the work being limited. Checking first and counting after the work (a
   * password hash takes a while) let a burst of parallel attempts all pass the check before any was
   * counted. The step holds a lock per bucket: on SQLite transactions already run one at a time
   * (one process, one connection); on MySQL a named lock per bucket makes every instance wait its turn.
   */
  async attempt(counts: ThrottleCount[]): Promise<ThrottleDecision> {
    try {
      return await this.attemptStored(counts);
    } catch (error) {
      if (databaseTrouble(error) !== 'full') throw error;
      return this.attemptUnsaved(counts);
    }
  }

  /**
   * A full disk (SQLite) refuses the count: it is kept in this process instead, next to the stored
   * ones it still reads, so signing in goes on while the disk is full and guesses stay limited.
   */
  private async attemptUnsaved(counts: ThrottleCount[]): Promise<ThrottleDecision> {
    const wait = await this.retryAfterSeconds(this.db.repos, counts);
    if (wait > 0) return { retryAfterSeconds: wait, eventIds: [] };
    for (const { bucket, rule } of counts) {
      const since = this.clock.now() - rule.windowMs;
      this.unsaved.set(bucket, [...(this.unsaved.get(bucket) ?? []).filter((at) => at > since), this.clock.now()]);
    }
    return { retryAfterSeconds: 0, eventIds: [] };
  }

  private attemptStored(counts: ThrottleCount[]): Promise<ThrottleDecision> {
    return this.db.onOneConnection((repos) =>
      repos.throttle.withBucketLocks(
        counts.map((count) => count.bucket),
        async () => {
          const wait = await this.retryAfterSeconds(repos, counts);
          if (wait > 0) return { retryAfterSeconds: wait, eventIds: [] };
          const eventIds: number[] = [];
          for (const { bucket } of counts) eventIds.push(await repos.throttle.count(bucket, this.clock.now()));
          return { retryAfterSeconds: 0, eventIds };
        },
      ),
    );
  }

  /** Takes back events an attempt counted (e.g. a sign-in that turned out to be right). */
  async forget(eventIds: number[]): Promise<void> {
    await this.db.repos.throttle.forget(eventIds);
  }

  /**
   * A success: takes back the events its attempt counted and forgets the bucket's others, in one
   * statement; on a full disk the stored ones stay (they age out of the window).
   */
  async succeeded(eventIds: number[], bucket: string): Promise<void> {
    this.unsaved.delete(bucket);
    await this.db.repos.throttle.forgetAndClear(eventIds, bucket).catch((error: unknown) => {
      if (databaseTrouble(error) !== 'full') throw error;
    });
  }

  /** Forgets the bucket's events; on a full disk the stored ones stay (they age out of the window). */
  async clear(bucket: string): Promise<void> {
    this.unsaved.delete(bucket);
    await this.db.repos.throttle.clear(bucket).catch((error: unknown) => {
      if (databaseTrouble(error) !== 'full') throw error;
    });
  }

  /** Old events are dropped now and then so the table stays small. */
  async purgeOlderThan(ms: number): Promise<void> {
    await this.db.repos.throttle.purgeBefore(this.clock.now() - ms);
  }
}
