import { Column, Entity, Index } from 'typeorm';
import type { ContributionFrequency, GoalCategory } from '../../contracts/goals';
import { BigintColumn, VarcharColumn } from '../columns';
import { UserRow } from './base-rows';

/** A user's savings goal. Money in integer cents, the interest rate in basis points: nothing rounds. */
@Entity('savings_goals')
@Index('idx_savings_goals_user', ['userId'])
export class SavingsGoal extends UserRow {
  @VarcharColumn(120)
  name: string;

  @BigintColumn('current_cents')
  currentCents: number;

  @BigintColumn('target_cents')
  targetCents: number;

  /** YYYY-MM-DD */
  @VarcharColumn(10, { name: 'target_date' })
  targetDate: string;

  @VarcharColumn(20)
  category: GoalCategory;

  @BigintColumn('contribution_cents')
  contributionCents: number;

  @VarcharColumn(10, { name: 'contribution_frequency' })
  contributionFrequency: ContributionFrequency;

  /** Annual percent × 100 (2.5 % → 250). */
  @Column({ name: 'interest_bp', type: 'integer' })
  interestBasisPoints: number;

  @BigintColumn('created_at')
  createdAt: number;

  @BigintColumn('updated_at')
  updatedAt: number;

  /** 1 on create, + 1 on every saved edit: a PUT names the version it edits, so a stale one is refused (409). */
  @Column({ type: 'integer', default: 1 })
  version: number;
}
