import { LessThan, MoreThan, type DataSource } from 'typeorm';
import { ThrottleEvent } from '../db/entities';
import type { Clock } from './clock';
import { sha256 } from './tokens';

export interface ThrottleRule {
  limit: number;
  windowMs: number;
}

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

  private get repo() {
    return this.dataSource.getRepository(ThrottleEvent);
  }

  /** Seconds until the bucket is under its limit again; 0 when it is under now. */
  async retryAfterSeconds(bucket: string, rule: ThrottleRule): Promise<number> {
    const since = this.clock.now() - rule.windowMs;
    const events = await this.repo.find({
      where: { bucket, createdAt: MoreThan(since) },
      order: { createdAt: 'DESC' },
      take: rule.limit,
    });
    if (events.length < rule.limit) return 0;
    const oldestCounted = events[events.length - 1].createdAt;
    return Math.max(1, Math.ceil((oldestCounted + rule.windowMs - this.clock.now()) / 1000));
  }

  async record(bucket: string): Promise<void> {
    await this.repo.insert({ bucket, createdAt: this.clock.now() });
  }

  async clear(bucket: string): Promise<void> {
    await this.repo.delete({ bucket });
  }

  /** Old events are dropped now and then so the table stays small. */
  async purgeOlderThan(ms: number): Promise<void> {
    await this.repo.delete({ createdAt: LessThan(this.clock.now() - ms) });
  }
}
