import type { EntityManager, Repository } from 'typeorm';
import { BillingEvent } from '../db/entities';

/** Stripe events already applied, by id (nobody's data). */
export class BillingEventRepository {
  private readonly events: Repository<BillingEvent>;

  constructor(manager: EntityManager) {
    this.events = manager.getRepository(BillingEvent);
  }

  seen(eventId: string): Promise<boolean> {
    return this.events.existsBy({ eventId });
  }

  async record(event: BillingEvent): Promise<void> {
    await this.events.insert(event);
  }
}
