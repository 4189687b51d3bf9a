import { Column, Entity, Index } from 'typeorm';
import { BigintColumn } from '../columns';
import { GoalRow } from './base-rows';

/** A read-only share of one goal. Only the SHA-256 of the token is stored. */
@Entity('goal_shares')
@Index('idx_goal_shares_goal', ['goalId'])
@Index('uq_goal_shares_token_hash', ['tokenHash'], { unique: true })
export class GoalShare extends GoalRow {
  @Column({ name: 'token_hash', type: 'varchar', length: 64 })
  tokenHash: string;

  @BigintColumn('created_at')
  createdAt: number;

  /** Set once the share is revoked; the token then answers 404 for good. */
  @BigintColumn('revoked_at', { nullable: true })
  revokedAt: number | null;
}
