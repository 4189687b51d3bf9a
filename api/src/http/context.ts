import type { Context } from 'koa';
import type { User } from '../db/entities';
import { unauthorized } from '../errors';

/** The signed-in user of a request behind `requireUser()`. */
export function currentUser(ctx: Context): User {
  const user = ctx.state.user as User | null;
  if (!user) throw unauthorized();
  return user;
}
