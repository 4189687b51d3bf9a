import { Column, Entity, PrimaryColumn } from 'typeorm';
import { BigintColumn } from '../columns';

/**
 * A server-side session. The cookie carries a random token; only its SHA-256 is stored here, so a
 * copy of the database cannot be replayed as cookies.
 */
@Entity('sessions')
export class Session {
  @PrimaryColumn({ name: 'id_hash', type: 'varchar', length: 64 })
  idHash: string;

  /**
   * Null only in anonymous sessions left by releases that stored them (a CSRF token before sign-in);
   * new sessions always have a user.
   */
  @Column({ name: 'user_id', type: 'integer', nullable: true })
  userId: number | null;

  /**
   * Written by earlier releases for their anonymous sessions (a hash of the client address); always
   * null now. Kept for rolling deploys: drop it in a later release's migration.
   */
  @Column({ name: 'client_key', type: 'varchar', length: 40, nullable: true })
  clientKey: string | null;

  @Column({ name: 'csrf_token', type: 'varchar', length: 64 })
  csrfToken: string;

  @Column({ type: 'boolean', default: false })
  remember: boolean;

  @BigintColumn('created_at')
  createdAt: number;

  @BigintColumn('last_seen_at')
  lastSeenAt: number;

  @BigintColumn('expires_at')
  expiresAt: number;
}
