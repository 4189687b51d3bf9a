import { Column, Entity, Index } from 'typeorm';
import { BigintColumn } from '../columns';
import { GoalRow } from './base-rows';

/**
 * A one-time (future) transaction of a goal. `publicId` is the id the screens see, unique within its
 * goal; `id` is the row's own key.
 */
@Entity('goal_transactions')
@Index('uq_goal_transactions_public_id', ['goalId', 'publicId'], { unique: true })
export class GoalTransaction extends GoalRow {
  @BigintColumn('public_id')
  publicId: number;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** Negative for a withdrawal. */
  @BigintColumn('amount_cents')
  amountCents: number;

  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 })
  date: string;
}
