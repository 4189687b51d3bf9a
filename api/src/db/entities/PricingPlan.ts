import { Column, Entity, PrimaryColumn } from 'typeorm';

@Entity('pricing_plans')
export class PricingPlan {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'plan_name', type: 'varchar', length: 50 })
  planName: string;

  /** Price in whole cents: money is never a float in storage. */
  @Column({ name: 'price_cents', type: 'integer' })
  priceCents: number;

  /** Successful uploads allowed per calendar month. */
  @Column({ name: 'usage_limit', type: 'integer' })
  usageLimit: number;

  /** JSON array of feature strings shown on the pricing grid. */
  @Column({ type: 'text' })
  descriptions: string;

  @Column({ name: 'sort_order', type: 'integer' })
  sortOrder: number;
}
