/** A user of the first plan, written straight into a benchmark's fresh database; answers its id. */
import type { DataSource } from 'typeorm';
import { PricingPlan, User } from '../dist/db/entities';

export async function benchUser(dataSource: DataSource, email: string): Promise<number> {
  const [plan] = await dataSource.getRepository(PricingPlan).find({ take: 1 });
  const inserted = await dataSource.getRepository(User).insert({
    email,
    passwordHash: 'x',
    planId: plan.id,
    planPaid: false,
    templateId: 'wealth-whisperer',
    trialEndsAt: 0,
    createdAt: 0,
  });
  return Number(inserted.identifiers[0].id);
}
