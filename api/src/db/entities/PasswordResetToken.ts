import { Column, Entity } from 'typeorm';
import { BigintColumn } from '../columns';
import { UserRow } from './base-rows';

/** A password-reset token, stored only as its SHA-256. */
@Entity('password_reset_tokens')
export class PasswordResetToken extends UserRow {
  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash: string;

  @BigintColumn('expires_at')
  expiresAt: number;

  @BigintColumn('created_at')
  createdAt: number;
}
