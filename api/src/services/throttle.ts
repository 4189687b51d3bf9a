import { In, LessThan, MoreThan, type DataSource, type EntityManager } from 'typeorm';
import { ThrottleEvent } from '../db/entities';
import { serviceUnavailable } from '../errors';
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

/** How long an attempt waits for another instance's check of the same bucket before giving up with 503. */
const BUCKET_LOCK_TIMEOUT_SECONDS = 10;

/**
 * Counts events per bucket in a sliding window, in the database so every instance sees the same
 * count. Bucket keys are hashed: no e-mail addresses or IPs sit in this table in clear.
 */
export class ThrottleService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  static bucket(kind: string, key: string): string {
    return `${kind}:${sha256(key).slice(0, 40)}`;
  }

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(ThrottleEvent);
  }

  /** Seconds until the bucket is under its limit again; 0 when it is under now. */
  private async retryAfterSeconds(manager: EntityManager, { bucket, rule }: ThrottleCount): Promise<number> {
    const since = this.clock.now() - rule.windowMs;
    const events = await this.repo(manager).find({
      where: { bucket, createdAt: MoreThan(since) },
      order: { createdAt: 'DESC' },
      take: rule.limit,
    });
    if (events.length < rule.limit) return 0;
    const oldestCounted = events[events.length - 1].createdAt;
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
    return this.dataSource.transaction(async (manager) =>
      this.withBucketLocks(
        manager,
        counts.map((count) => count.bucket),
        async () => {
          let wait = 0;
          for (const count of counts) wait = Math.max(wait, await this.retryAfterSeconds(manager, count));
          if (wait > 0) return { retryAfterSeconds: wait, eventIds: [] };
          const eventIds: number[] = [];
          for (const { bucket } of counts) {
            const inserted = await this.repo(manager).insert({ bucket, createdAt: this.clock.now() });
            eventIds.push(Number(inserted.identifiers[0].id));
          }
          return { retryAfterSeconds: 0, eventIds };
        },
      ),
    );
  }

  /** Takes back events an attempt counted (e.g. a sign-in that turned out to be right). */
  async forget(eventIds: number[]): Promise<void> {
    if (eventIds.length) await this.repo().delete({ id: In(eventIds) });
  }

  async clear(bucket: string): Promise<void> {
    await this.repo().delete({ bucket });
  }

  /** Old events are dropped now and then so the table stays small. */
  async purgeOlderThan(ms: number): Promise<void> {
    await this.repo().delete({ createdAt: LessThan(this.clock.now() - ms) });
  }

  /**
   * Runs `work` holding MySQL named locks on the buckets (in a fixed order, so two attempts never wait
   * for each other crosswise), on the transaction's own connection, released before it ends.
   * Lock names are server-wide: the database name goes into them so two databases never share one.
   */
  private async withBucketLocks<T>(manager: EntityManager, buckets: string[], work: () => Promise<T>): Promise<T> {
    if (this.dataSource.options.type !== 'mysql') return work();
    const database = this.dataSource.driver.database ?? '';
    // MySQL lock names are at most 64 characters.
    const names = [...new Set(buckets)].map((bucket) => `ontrack-throttle:${sha256(`${database}/${bucket}`).slice(0, 40)}`).sort();
    const held: string[] = [];
    try {
      for (const name of names) {
        const [row] = (await manager.query('SELECT GET_LOCK(?, ?) AS got', [name, BUCKET_LOCK_TIMEOUT_SECONDS])) as {
          got: number | string | null;
        }[];
        if (Number(row?.got) !== 1) throw serviceUnavailable('The server is busy. Please try again in a moment.');
        held.push(name);
      }
      return await work();
    } finally {
      // A connection that broke meanwhile has dropped its locks already: nothing to release then.
      for (const name of held.reverse()) await manager.query('SELECT RELEASE_LOCK(?)', [name]).catch(() => undefined);
    }
  }
}
