import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ContributionFrequency, GoalCategory } from '../../contracts/goals';
import { bigintAsNumber } from '../columns';

/** A user's savings goal. Money in integer cents, the interest rate in basis points: nothing rounds. */
@Entity('savings_goals')
@Index('idx_savings_goals_user', ['userId'])
export class SavingsGoal {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ type: 'varchar', length: 120 })
  name: string;

  @Column({ name: 'current_cents', type: 'bigint', transformer: bigintAsNumber })
  currentCents: number;

  @Column({ name: 'target_cents', type: 'bigint', transformer: bigintAsNumber })
  targetCents: number;

  /** YYYY-MM-DD */
  @Column({ name: 'target_date', type: 'varchar', length: 10 })
  targetDate: string;

  @Column({ type: 'varchar', length: 20 })
  category: GoalCategory;

  @Column({ name: 'contribution_cents', type: 'bigint', transformer: bigintAsNumber })
  contributionCents: number;

  @Column({ name: 'contribution_frequency', type: 'varchar', length: 10 })
  contributionFrequency: ContributionFrequency;

  /** Annual percent × 100 (2.5 % → 250). */
  @Column({ name: 'interest_bp', type: 'integer' })
  interestBasisPoints: number;

  @Column({ name: 'created_at', type: 'bigint', transformer: bigintAsNumber })
  createdAt: number;

  @Column({ name: 'updated_at', type: 'bigint', transformer: bigintAsNumber })
  updatedAt: number;

  /** 1 on create, + 1 on every saved edit: a PUT names the version it edits, so a stale one is refused (409). */
  @Column({ type: 'integer', default: 1 })
  version: number;
}
