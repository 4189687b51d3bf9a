import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BigintColumn } from '../columns';

@Entity('users')
export class User {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  /** Stored lower-cased and trimmed; unique. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 255 })
  passwordHash: string;

  @Column({ name: 'plan_id', type: 'integer' })
  planId: number;

  /**
   * True once the plan is paid for (a verified payment event, or an upgrade in development with no
   * billing provider). A subscription's access still ends at `paidThrough` (domain/trial.ts).
   */
  @Column({ name: 'plan_paid', type: 'boolean', default: false })
  planPaid: boolean;

  @Column({ name: 'template_id', type: 'varchar', length: 64 })
  templateId: string;

  @BigintColumn('trial_ends_at')
  trialEndsAt: number;

  /** Stripe's customer, once a checkout completed: the portal and cancellation need it. */
  @Column({ name: 'stripe_customer_id', type: 'varchar', length: 255, nullable: true })
  stripeCustomerId: string | null;

  /** The Stripe subscription of a Monthly or Annual plan; null for Lifetime or no payment yet. */
  @Column({ name: 'stripe_subscription_id', type: 'varchar', length: 255, nullable: true })
  stripeSubscriptionId: string | null;

  /** Stripe's status of that subscription (`active`, `past_due`, `canceled`, …), as last synced. */
  @Column({ name: 'subscription_status', type: 'varchar', length: 32, nullable: true })
  subscriptionStatus: string | null;

  /** End of the period paid for (a subscription's current_period_end once a payment covers it: nextPaidThrough); null: no end (Lifetime). */
  @BigintColumn('paid_through', { nullable: true })
  paidThrough: number | null;

  @BigintColumn('created_at')
  createdAt: number;
}
