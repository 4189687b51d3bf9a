import { createHash } from 'node:crypto';
import { In, LessThan, MoreThan, type EntityManager, type Repository } from 'typeorm';
import { ThrottleEvent } from '../db/entities';
import { databaseName, withNamedLocks } from '../db/named-locks';

/** How long an attempt waits for another instance's check of the same bucket before giving up with 503. */
const BUCKET_LOCK_TIMEOUT_SECONDS = 10;

/** Counted events per bucket (hashed keys: nobody's data). */
export class ThrottleRepository {
  private readonly events: Repository<ThrottleEvent>;

  constructor(private readonly manager: EntityManager) {
    this.events = manager.getRepository(ThrottleEvent);
  }

  /** The times of the bucket's newest events after `sinceMs`, newest first, at most `limit`. */
  async recent(bucket: string, sinceMs: number, limit: number): Promise<number[]> {
    const events = await this.events.find({
      select: { id: true, createdAt: true },
      where: { bucket, createdAt: MoreThan(sinceMs) },
      order: { createdAt: 'DESC' },
      take: limit,
    });
    return events.map((event) => event.createdAt);
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
   * Runs `work` holding a lock per bucket, so every instance checks and counts a bucket in turn (in
   * a transaction: the locks are its connection's, db/named-locks.ts).
   */
  withBucketLocks<T>(buckets: string[], work: () => Promise<T>): Promise<T> {
    const database = databaseName(this.manager);
    const names = buckets.map(
      (bucket) => `ontrack-throttle:${createHash('sha256').update(`${database}/${bucket}`).digest('hex').slice(0, 40)}`,
    );
    return withNamedLocks(this.manager, names, BUCKET_LOCK_TIMEOUT_SECONDS, work);
  }
}
