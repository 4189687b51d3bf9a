import { LessThan, type DataSource, type EntityManager } from 'typeorm';
import { Session } from '../db/entities';
import type { Clock } from './clock';
import { randomToken, sha256 } from './tokens';

const HOUR = 60 * 60 * 1000;
/** Idle lifetime with "remember me" (the cookie persists as long). */
export const REMEMBERED_IDLE_MS = 14 * 24 * HOUR;
/** Idle lifetime otherwise; the cookie itself ends when the browser closes. */
export const BROWSER_SESSION_IDLE_MS = 24 * HOUR;
/** Writing last-seen on every request would turn reads into writes; once a minute is enough. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface IssuedSession {
  /** The secret that goes into the cookie; never stored. */
  token: string;
  session: Session;
}

/** Server-side sessions: stored by the hash of the cookie token, rotated on sign-in. */
export class SessionService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  private repo(manager?: EntityManager) {
    return (manager ?? this.dataSource.manager).getRepository(Session);
  }

  async findByToken(token: string): Promise<Session | null> {
    const session = await this.repo().findOneBy({ idHash: sha256(token) });
    if (!session) return null;
    if (session.expiresAt <= this.clock.now()) {
      await this.repo().delete({ idHash: session.idHash });
      return null;
    }
    return session;
  }

  /** Creates a session; with a user it is a signed-in one. */
  async issue(userId: number | null, remember: boolean, manager?: EntityManager): Promise<IssuedSession> {
    const token = randomToken();
    const now = this.clock.now();
    const session = this.repo(manager).create({
      idHash: sha256(token),
      userId,
      csrfToken: randomToken(),
      remember,
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + (remember ? REMEMBERED_IDLE_MS : BROWSER_SESSION_IDLE_MS),
    });
    await this.repo(manager).insert(session);
    return { token, session };
  }

  /** Sign-in: the old session (anonymous or not) ends and a new id is issued, defeating fixation. */
  async rotate(previous: Session | null, userId: number, remember: boolean): Promise<IssuedSession> {
    return this.dataSource.transaction(async (manager) => {
      if (previous) await this.repo(manager).delete({ idHash: previous.idHash });
      return this.issue(userId, remember, manager);
    });
  }

  async destroy(session: Session): Promise<void> {
    await this.repo().delete({ idHash: session.idHash });
  }

  async destroyAllForUser(userId: number, manager?: EntityManager): Promise<void> {
    await this.repo(manager).delete({ userId });
  }

  /** Slides the idle expiry forward, at most once a minute; true when it did. */
  async touch(session: Session): Promise<boolean> {
    const now = this.clock.now();
    if (now - session.lastSeenAt < TOUCH_INTERVAL_MS) return false;
    session.lastSeenAt = now;
    session.expiresAt = now + (session.remember ? REMEMBERED_IDLE_MS : BROWSER_SESSION_IDLE_MS);
    await this.repo().update({ idHash: session.idHash }, { lastSeenAt: session.lastSeenAt, expiresAt: session.expiresAt });
    return true;
  }

  async purgeExpired(): Promise<void> {
    await this.repo().delete({ expiresAt: LessThan(this.clock.now()) });
  }
}
