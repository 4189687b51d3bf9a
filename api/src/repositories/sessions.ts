import { In, LessThan, Not, type EntityManager, type Repository } from 'typeorm';
import { PasswordResetToken, Session, User } from '../db/entities';

/** A session as every request reads it: with its user (null for an anonymous one, or a user since deleted). */
export type SessionWithUser = Session & { user: User | null };

/** Server-side sessions, found by the hash of their cookie token. */
export class SessionRepository {
  private readonly sessions: Repository<Session>;

  constructor(manager: EntityManager) {
    this.sessions = manager.getRepository(Session);
  }

  byIdHash(idHash: string): Promise<Session | null> {
    return this.sessions.findOneBy({ idHash });
  }

  /** The session and its user in one statement: every signed-in request needs both (a round trip less each). */
  async withUser(idHash: string): Promise<SessionWithUser | null> {
    const session = await this.sessions
      .createQueryBuilder('session')
      .leftJoinAndMapOne('session.user', User, 'user', 'user.id = session.userId')
      .where('session.idHash = :idHash', { idHash })
      .getOne();
    if (!session) return null;
    return Object.assign(session, { user: (session as Partial<SessionWithUser>).user ?? null });
  }

  /** Every column is given, so nothing is read back after the insert. */
  async insert(fields: Session): Promise<Session> {
    const session = this.sessions.create(fields);
    await this.sessions.createQueryBuilder().insert().values(session).updateEntity(false).execute();
    return session;
  }

  async delete(idHash: string): Promise<void> {
    await this.sessions.delete({ idHash });
  }

  async deleteAllOfUser(userId: number): Promise<void> {
    await this.sessions.delete({ userId });
  }

  /** Every session of the user but `keepIdHash`. */
  async deleteOthersOfUser(userId: number, keepIdHash: string): Promise<void> {
    await this.sessions.delete({ userId, idHash: Not(keepIdHash) });
  }

  async touch(idHash: string, lastSeenAt: number, expiresAt: number): Promise<void> {
    await this.sessions.update({ idHash }, { lastSeenAt, expiresAt });
  }

  /**
   * Deletes at most `limit` sessions that expired before `nowMs` (in a transaction: the ones read
   * are the ones deleted); answers how many.
   */
  async deleteExpired(nowMs: number, limit: number): Promise<number> {
    const rows = await this.sessions.find({ select: { idHash: true }, where: { expiresAt: LessThan(nowMs) }, take: limit });
    if (rows.length) await this.sessions.delete({ idHash: In(rows.map((row) => row.idHash)) });
    return rows.length;
  }
}

/** Password-reset tokens, stored by their hash only. */
export class PasswordResetTokenRepository {
  private readonly tokens: Repository<PasswordResetToken>;

  constructor(manager: EntityManager) {
    this.tokens = manager.getRepository(PasswordResetToken);
  }

  async insert(fields: Omit<PasswordResetToken, 'id'>): Promise<void> {
    await this.tokens.insert(fields);
  }

  byHash(tokenHash: string): Promise<PasswordResetToken | null> {
    return this.tokens.findOneBy({ tokenHash });
  }

  /** Deletes the token; true when this call deleted it (of two racing claims, one wins). */
  async claim(tokenHash: string): Promise<boolean> {
    return Boolean((await this.tokens.delete({ tokenHash })).affected);
  }

  async deleteAllOfUser(userId: number): Promise<void> {
    await this.tokens.delete({ userId });
  }
}
