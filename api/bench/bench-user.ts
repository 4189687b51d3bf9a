/** A user of the first plan, written straight into a benchmark's fresh database; answers its id. */
import type { DataSource } from 'typeorm';
import { PricingPlan, User } from '../dist/db/entities';
import type { NewImport } from '../dist/services/workflow-store';

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

/**
 * A file import as the benchmarks add it (WorkflowStore.addImport): no account, columns or currency
 * stated, no classifications, the analysis and options the benchmark gives.
 */
export function benchImport(fields: Pick<NewImport, 'createdAt' | 'fileName' | 'options' | 'analysis'>): NewImport {
  return { source: 'file', accountNumber: null, columnSignature: null, currency: null, classifications: [], ...fields };
}
