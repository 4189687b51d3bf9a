import type { Context } from 'koa';
import type { Session, User } from '../db/entities';
import { unauthorized } from '../errors';

/** What loadSession (middleware/session.ts) leaves on a request: its session and user, when it has them. */
interface SessionState {
  session?: Session | null;
  user?: User | null;
}

const stateOf = (ctx: Context) => ctx.state as SessionState;

/** The signed-in user of a request behind `requireUser()`. */
export function currentUser(ctx: Context): User {
  const user = stateOf(ctx).user;
  if (!user) throw unauthorized();
  return user;
}

/** The request's user when one is signed in, else null. */
export function signedInUser(ctx: Context): User | null {
  return stateOf(ctx).user ?? null;
}

/** The request's session (signed in or not), when it has one. */
export function currentSession(ctx: Context): Session | null {
  return stateOf(ctx).session ?? null;
}

/** The session of a request behind `requireUser()` (a signed-in user always has one). */
export function signedInSession(ctx: Context): Session {
  const session = stateOf(ctx).session;
  if (!session) throw unauthorized();
  return session;
}
