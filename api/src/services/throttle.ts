import type { DataSource } from 'typeorm';
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

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
  ) {
    this.db = Database.of(dataSource);
  }

  static bucket(kind: string, key: string): string {
    return `${kind}:${sha256(key).slice(0, 40)}`;
  }

  /** Seconds until the bucket is under its limit again; 0 when it is under now. */
  private async retryAfterSeconds(repos: Repositories, { bucket, rule }: ThrottleCount): Promise<number> {
    const counted = await repos.throttle.recent(bucket, this.clock.now() - rule.windowMs, rule.limit);
    if (counted.length < rule.limit) return 0;
    const oldestCounted = counted[counted.length - 1];
    return Math.max(1, Math.ceil((oldestCounted + rule.windowMs - this.clock.now()) / 1000));
  }

  /**
   * Checks every bucket and, when all are under their limit, counts the attempt in each — as one step,
   * before the caller does the work being limited. Checking first and counting after the work (a
   * password hash takes a while) let a burst of parallel attempts all pass the check before any was
   * counted. The step holds a lock per bucket: on SQLite transactions already run one at a time
   * (one process, one connection); on MySQL a named lock per bucket makes every instance wait its turn.
   */
  async attempt(counts: ThrottleCount[]): Promise<ThrottleDecision> {
    return this.db.transaction((repos) =>
      repos.throttle.withBucketLocks(
        counts.map((count) => count.bucket),
        async () => {
          let wait = 0;
          for (const count of counts) wait = Math.max(wait, await this.retryAfterSeconds(repos, count));
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

  async clear(bucket: string): Promise<void> {
    await this.db.repos.throttle.clear(bucket);
  }

  /** Old events are dropped now and then so the table stays small. */
  async purgeOlderThan(ms: number): Promise<void> {
    await this.db.repos.throttle.purgeBefore(this.clock.now() - ms);
  }
}
