import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { bigintAsNumber } from '../columns';

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

  /** True once the plan is paid for (or upgraded with no billing provider configured). */
  @Column({ name: 'plan_paid', type: 'boolean', default: false })
  planPaid: boolean;

  @Column({ name: 'template_id', type: 'varchar', length: 64 })
  templateId: string;

  @Column({ name: 'trial_ends_at', type: 'bigint', transformer: bigintAsNumber })
  trialEndsAt: number;

  @Column({ name: 'created_at', type: 'bigint', transformer: bigintAsNumber })
  createdAt: number;
}
