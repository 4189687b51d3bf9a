import { Entity, Index } from 'typeorm';
import { BigintColumn } from '../columns';
import { UserRow } from './base-rows';

/** One successful upload; the plan's monthly usage is the count of these in the calendar month. */
@Entity('usage_events')
@Index('idx_usage_user_time', ['userId', 'createdAt'])
export class UsageEvent extends UserRow {
  @BigintColumn('created_at')
  createdAt: number;
}
