import type { DataSource } from 'typeorm';
import type { Logger } from '../config/logger';
import { databaseTrouble } from '../db/database-errors';
import { Session } from '../db/entities';
import { Database, type Repositories } from '../repositories/database';
import type { SessionWithUser } from '../repositories/sessions';
import type { Clock } from './clock';
import { randomToken, sha256 } from './tokens';

const HOUR = 60 * 60 * 1000;
/** Idle lifetime with "remember me" (the cookie persists as long). */
export const REMEMBERED_IDLE_MS = 14 * 24 * HOUR;
/** Idle lifetime otherwise; the cookie itself ends when the browser closes. */
export const BROWSER_SESSION_IDLE_MS = 24 * HOUR;
/** Writing last-seen on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;
/** Rows deleted per statement when sweeping: short statements that never hold the table for long. */
const DELETE_BATCH = 500;
/** Besides the hourly sweep, expired sessions are swept after this many were issued by this process. */
export const SWEEP_EVERY_ISSUED = 500;
/** Sessions kept in memory at most, while a full disk refuses to store them (the oldest go first). */
const MAX_UNSAVED = 10_000;

export interface IssuedSession {
  /** The secret that goes into the cookie; never stored. */
  token: string;
  session: Session;
}

/** Server-side sessions: stored by the hash of the cookie token, rotated on sign-in. */
export class SessionService {
  private issuedSinceSweep = 0;
  private sweeping: Promise<void> | null = null;
  private readonly db: Database;
  /**
   * Sessions a full disk (SQLite) refused to store, by id hash: signing in goes on in read-only
   * times, the session lives in this process until it expires, signs out or the server restarts
   * (docs/decisions/sqlite-full-disk.md).
   */
  private readonly unsaved = new Map<string, Session>();

  constructor(
    dataSource: DataSource,
    private readonly clock: Clock,
    private readonly logger: Logger,
  ) {
    this.db = Database.of(dataSource);
  }

  /** The token's session, with its user when read from the database (a session kept in memory has none loaded). */
  async findByToken(token: string): Promise<Session | SessionWithUser | null> {
    const idHash = sha256(token);
    const session = this.unsaved.get(idHash) ?? (await this.db.repos.sessions.withUser(idHash));
    if (!session) return null;
    if (session.expiresAt <= this.clock.now()) {
      if (this.unsaved.delete(idHash)) return null;
      await this.db.repos.sessions.delete(session.idHash);
      return null;
    }
    return session;
  }

  /**
   * Creates a signed-in session: only sign-in and sign-up do (an anonymous visitor's CSRF token is
   * stateless, http/middleware/csrf.ts).
   */
  private async issue(userId: number, remember: boolean, repos: Repositories): Promise<IssuedSession> {
    const token = randomToken();
    const now = this.clock.now();
    const session = await repos.sessions.insert({
      userId,
      remember,
      clientKey: null,
      idHash: sha256(token),
      csrfToken: randomToken(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + (remember ? REMEMBERED_IDLE_MS : BROWSER_SESSION_IDLE_MS),
    });
    return { token, session };
  }

  /** Sign-in: the old session (anonymous or not) ends and a new id is issued, defeating fixation. */
  async rotate(previous: Session | null, userId: number, remember: boolean): Promise<IssuedSession> {
    if (previous) this.unsaved.delete(previous.idHash);
    // Without a previous session the one insert needs no transaction of its own.
    const issued = await (
      previous
        ? this.db.transaction(async (repos) => {
            await repos.sessions.delete(previous.idHash);
            return this.issue(userId, remember, repos);
          })
        : this.issue(userId, remember, this.db.repos)
    ).catch((error: unknown) => {
      if (databaseTrouble(error) !== 'full') throw error;
      // The previous session's row stays: its cookie is replaced, and it expires as it would.
      return this.issueUnsaved(userId, remember);
    });
    // Counted once the transaction is over: the sweep runs transactions of its own.
    this.issuedSinceSweep += 1;
    if (this.issuedSinceSweep >= SWEEP_EVERY_ISSUED) this.sweepInBackground();
    return issued;
  }

  /** A session kept in memory only, when the disk is full (see `unsaved`). */
  private issueUnsaved(userId: number, remember: boolean): IssuedSession {
    const token = randomToken();
    const now = this.clock.now();
    const session = Object.assign(new Session(), {
      idHash: sha256(token),
      userId,
      remember,
      clientKey: null,
      csrfToken: randomToken(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + (remember ? REMEMBERED_IDLE_MS : BROWSER_SESSION_IDLE_MS),
    });
    if (this.unsaved.size >= MAX_UNSAVED) this.unsaved.delete(this.unsaved.keys().next().value as string);
    this.unsaved.set(session.idHash, session);
    return { token, session };
  }

  async destroy(session: Session): Promise<void> {
    if (this.unsaved.delete(session.idHash)) return;
    await this.db.repos.sessions.delete(session.idHash);
  }

  /** Inside a caller's transaction, through its repositories. */
  async destroyAllForUser(userId: number, repos: Repositories = this.db.repos): Promise<void> {
    await repos.sessions.deleteAllOfUser(userId);
  }

  /** Every session of the user but `keepIdHash` (a password change keeps the device that made it). */
  async destroyOthersForUser(userId: number, keepIdHash: string, repos: Repositories = this.db.repos): Promise<void> {
    await repos.sessions.deleteOthersOfUser(userId, keepIdHash);
  }

  /** Slides the idle expiry forward, at most once a minute; true when it did. */
  async touch(session: Session): Promise<boolean> {
    const now = this.clock.now();
    if (now - session.lastSeenAt < TOUCH_INTERVAL_MS) return false;
    session.lastSeenAt = now;
    session.expiresAt = now + (session.remember ? REMEMBERED_IDLE_MS : BROWSER_SESSION_IDLE_MS);
    if (this.unsaved.has(session.idHash)) return true;
    try {
      await this.db.repos.sessions.touch(session.idHash, session.lastSeenAt, session.expiresAt);
    } catch (error) {
      // A full disk: the stored expiry stays as it was, and the read that touched it goes on.
      if (databaseTrouble(error) !== 'full') throw error;
    }
    return true;
  }

  /**
   * Deletes every expired session, in batches until none is left (a backlog of any size is worked
   * off, each statement stays short). Answers how many went. Each batch is one short transaction,
   * so on SQLite's one connection it never runs inside another request's transaction.
   */
  async purgeExpired(): Promise<number> {
    const now = this.clock.now();
    let deleted = 0;
    for (;;) {
      const batch = await this.db.transaction((repos) => repos.sessions.deleteExpired(now, DELETE_BATCH));
      deleted += batch;
      if (batch < DELETE_BATCH) return deleted;
    }
  }

  /** Starts a sweep unless one is running; the hourly timer alone would let a busy hour pile up rows. */
  sweepInBackground(): void {
    if (this.sweeping) return;
    this.issuedSinceSweep = 0;
    this.sweeping = this.purgeExpired()
      .then(() => undefined)
      .catch((error: unknown) =>
        this.logger.warn('session sweep failed', { error: error instanceof Error ? error.message : String(error) }),
      )
      .finally(() => {
        this.sweeping = null;
      });
  }
}
