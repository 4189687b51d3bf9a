import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { BigintColumn } from '../columns';

/** A password-reset token, stored only as its SHA-256. */
@Entity('password_reset_tokens')
export class PasswordResetToken {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId: number;

  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @BigintColumn('expires_at')
  expiresAt: number;

  @BigintColumn('created_at')
  createdAt: number;
}
