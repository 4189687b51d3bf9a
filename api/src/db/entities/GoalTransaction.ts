import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../columns';

/**
 * A one-time (future) transaction of a goal. `publicId` is the id the screens see, unique within its
 * goal; `id` is the row's own key.
 */
@Entity('goal_transactions')
@Index('uq_goal_transactions_public_id', ['goalId', 'publicId'], { unique: true })
export class GoalTransaction {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'goal_id', type: 'integer' })
  goalId: number;

  @Column({ name: 'public_id', type: 'bigint', transformer: bigintAsNumber })
  publicId: number;

  @Column({ type: 'varchar', length: 200 })
  description: string;

  /** Negative for a withdrawal. */
  @Column({ name: 'amount_cents', type: 'bigint', transformer: bigintAsNumber })
  amountCents: number;

  /** YYYY-MM-DD */
  @Column({ type: 'varchar', length: 10 })
  date: string;
}
