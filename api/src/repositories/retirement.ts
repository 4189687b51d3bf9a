import type { EntityManager, Repository } from 'typeorm';
import { RetirementPlan } from '../db/entities';

/** The retirement planner's saved inputs (one row per user, in stored units; null: derived). */
export class RetirementPlanRepository {
  private readonly plans: Repository<RetirementPlan>;

  constructor(manager: EntityManager) {
    this.plans = manager.getRepository(RetirementPlan);
  }

  of(userId: number): Promise<RetirementPlan | null> {
    return this.plans.findOneBy({ userId });
  }

  /** Inserts or replaces the user's row with these values. */
  async save(userId: number, values: Partial<Omit<RetirementPlan, 'userId' | 'updatedAt'>>, updatedAt: number): Promise<void> {
    await this.plans.save(this.plans.create({ userId, ...values, updatedAt }));
  }
}
