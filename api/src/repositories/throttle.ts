import { createHash } from 'node:crypto';
import { In, LessThan, type EntityManager, type Repository } from 'typeorm';
import { ThrottleEvent } from '../db/entities';
import { databaseName, withNamedLocks } from '../db/named-locks';

/** How long an attempt waits for another instance's check of the same bucket before giving up with 503. */
const BUCKET_LOCK_TIMEOUT_SECONDS = 10;

/** Where `recent` looks: the bucket's events after `sinceMs`, the newest `limit` of them. */
export interface RecentWindow {
  bucket: string;
  sinceMs: number;
  limit: number;
}

/** Counted events per bucket (hashed keys: nobody's data). */
export class ThrottleRepository {
  private readonly events: Repository<ThrottleEvent>;

  constructor(private readonly manager: EntityManager) {
    this.events = manager.getRepository(ThrottleEvent);
  }

  /**
   * For each window, the times of its bucket's newest events after `sinceMs`, newest first, at most
   * `limit`: all in one statement (a round trip; a sign-in counts in two buckets), keyed by bucket.
   */
  async recent(windows: readonly RecentWindow[]): Promise<Map<string, number[]>> {
    const recent = new Map<string, number[]>(windows.map((window) => [window.bucket, []]));
    if (windows.length === 0) return recent;
    const rows = await this.manager.query<Array<{ bucket: string; created_at: number | string }>>(
      windows
        .map(
          (_, index) =>
            `SELECT bucket, created_at FROM (SELECT bucket, created_at FROM throttle_events
               WHERE bucket = ? AND created_at > ? ORDER BY created_at DESC LIMIT ?) recent${index}`,
        )
        .join(' UNION ALL '),
      windows.flatMap((window) => [window.bucket, window.sinceMs, window.limit]),
    );
    for (const row of rows) recent.get(row.bucket)?.push(Number(row.created_at));
    for (const times of recent.values()) times.sort((a, b) => b - a);
    return recent;
  }

  /** Counts one event; answers its id. */
  async count(bucket: string, atMs: number): Promise<number> {
    const inserted = await this.events.insert({ bucket, createdAt: atMs });
    return Number(inserted.identifiers[0].id);
  }

  async forget(eventIds: number[]): Promise<void> {
    if (eventIds.length) await this.events.delete({ id: In(eventIds) });
  }

  async clear(bucket: string): Promise<void> {
    await this.events.delete({ bucket });
  }

  /** `forget` and `clear` in one statement (a successful sign-in does both). */
  async forgetAndClear(eventIds: number[], bucket: string): Promise<void> {
    const deleting = this.events.createQueryBuilder().delete().where('bucket = :bucket', { bucket });
    if (eventIds.length) deleting.orWhere('id IN (:...eventIds)', { eventIds });
    await deleting.execute();
  }

  async purgeBefore(ms: number): Promise<void> {
    await this.events.delete({ createdAt: LessThan(ms) });
  }

  /**
   * Runs `work` holding a lock per bucket, so every instance checks and counts a bucket in turn (on
   * one connection: the locks are its connection's, db/named-locks.ts; Database.onOneConnection).
   */
  withBucketLocks<T>(buckets: string[], work: () => Promise<T>): Promise<T> {
    const database = databaseName(this.manager);
    const names = buckets.map(
      (bucket) => `ontrack-throttle:${createHash('sha256').update(`${database}/${bucket}`).digest('hex').slice(0, 40)}`,
    );
    return withNamedLocks(this.manager, names, BUCKET_LOCK_TIMEOUT_SECONDS, work);
  }
}
