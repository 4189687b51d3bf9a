import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BigintColumn } from '../columns';

/** One successful upload; the plan's monthly usage is the count of these in the calendar month. */
@Entity('usage_events')
@Index('idx_usage_user_time', ['userId', 'createdAt'])
export class UsageEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @BigintColumn('created_at')
  createdAt: number;
}
