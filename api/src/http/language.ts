import type Koa from 'koa';
import type { Context } from 'koa';
import type { Language } from '../domain/locale';
import { answerLanguage } from '../i18n';

/** The signed-in user's chosen locale (null: none chosen), read only when an answer needs words. */
export type UserLocaleOf = (userId: number) => Promise<string | null>;

const USER_LOCALE_OF = Symbol('userLocaleOf');

/** How this app reads a user's locale (createApp): every request's context carries it. */
export function provideUserLocale(app: Koa, localeOf: UserLocaleOf): void {
  (app.context as unknown as Record<symbol, UserLocaleOf>)[USER_LOCALE_OF] = localeOf;
}

/**
 * The language an answer speaks (api/src/i18n.ts): the signed-in user's locale, else the request's
 * `Accept-Language`, else English. Without `readUser` (the database is the trouble being answered),
 * or when the locale cannot be read, the header decides.
 */
export async function requestLanguage(ctx: Context, readUser = true): Promise<Language> {
  const userId = (ctx.state.user as { id?: unknown } | null | undefined)?.id;
  const localeOf = (ctx as unknown as Record<symbol, UserLocaleOf | undefined>)[USER_LOCALE_OF];
  const locale = readUser && localeOf && typeof userId === 'number' ? await localeOf(userId).catch(() => null) : null;
  return answerLanguage(locale, ctx.get('Accept-Language') || undefined);
}
