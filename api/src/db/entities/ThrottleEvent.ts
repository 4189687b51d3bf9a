import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { BigintColumn } from '../columns';

/**
 * One counted event (a failed login, a reset e-mail) in a named bucket such as `login-email:<hash>`.
 * Kept in the database so that several instances behind a load balancer share the count.
 */
@Entity('throttle_events')
@Index('idx_throttle_bucket_time', ['bucket', 'createdAt'])
export class ThrottleEvent {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'varchar', length: 100 })
  bucket: string;

  @BigintColumn('created_at')
  createdAt: number;
}
