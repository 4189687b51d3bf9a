import { createContext, useContext, useSyncExternalStore } from 'react';
import { BROWSER_LOCALE_COOKIE, DEFAULT_LOCALE, canonicalLocale, preferredLocale } from '@ontrack/api/domain';
import { useSessionStatusQuery } from './session-api';

/**
 * The locale every screen formats with and whose language it speaks (docs/decisions/language.md):
 * the signed-in user's own (the session's `locale`, set in the Account view); else the one chosen
 * on this browser (the landing's language menu, kept in localStorage and in a cookie the server
 * reads); else the browser's first usable language (`navigator.languages`). The server renders in
 * the session's locale, else the chosen one's cookie, else the locale of the request's
 * `Accept-Language` (FirstViewLocale): hydration reads that same locale
 * (React's server snapshot, from the page's first-view state), and the browser's own follows at
 * once after it, so a hydrated page never differs from the markup it hydrates.
 */

/**
 * The browser's locale as the server rendered the first view with it (the request's
 * `Accept-Language`; en-US without one), and so as the browser hydrates it: provided around the app
 * by shell/src/prerender/server.tsx and hydrate.tsx, read only as React's server snapshot.
 */
export const FirstViewLocale = createContext<string>(DEFAULT_LOCALE);

const STORAGE_KEY = 'ontrack.locale';
const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage denied (privacy settings): the choice lasts as long as the page.
    return null;
  }
}

/** A year: the choice outlives the session, as the localStorage copy does. */
const COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The choice as the server's first view reads it (api/src/http/web.ts); null clears it. */
function writeCookie(locale: string | null): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${BROWSER_LOCALE_COOKIE}=${locale ?? ''}; Path=/; Max-Age=${locale ? COOKIE_MAX_AGE_SECONDS : 0}; SameSite=Lax`;
}

let chosen: string | null = canonicalLocale(storage()?.getItem(STORAGE_KEY));
// A choice made before the cookie existed: the server learns it from the next page on.
if (chosen && typeof document !== 'undefined' && !document.cookie.split('; ').includes(`${BROWSER_LOCALE_COOKIE}=${chosen}`))
  writeCookie(chosen);

function browserLocale(): string {
  if (chosen) return chosen;
  if (typeof navigator === 'undefined') return DEFAULT_LOCALE;
  return preferredLocale(navigator.languages?.length ? navigator.languages : [navigator.language]) ?? DEFAULT_LOCALE;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('languagechange', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('languagechange', listener);
  };
}

/** This browser's choice of locale (null: follow the browser's languages again), for visitors; a signed-in user's is the session's. */
export function chooseBrowserLocale(locale: string | null): void {
  chosen = canonicalLocale(locale);
  const store = storage();
  try {
    if (chosen) store?.setItem(STORAGE_KEY, chosen);
    else store?.removeItem(STORAGE_KEY);
  } catch {
    // Quota or denial: the choice still holds for this page.
  }
  writeCookie(chosen);
  for (const listener of listeners) listener();
}

/** The locale of this browser (its chosen one or its languages); the first view's (FirstViewLocale) on the server and while hydrating. */
export function useBrowserLocale(): string {
  const firstViewLocale = useContext(FirstViewLocale);
  return useSyncExternalStore(subscribe, browserLocale, () => firstViewLocale);
}

/** The locale figures, dates and the interface's language follow: the user's, else the browser's. */
export function useLocale(): string {
  // Only the locale: a session read again re-renders no screen for it.
  const { locale } = useSessionStatusQuery(undefined, {
    selectFromResult: ({ data }) => ({ locale: data?.logged_in ? canonicalLocale(data.locale) : null }),
  });
  const browser = useBrowserLocale();
  return locale ?? browser;
}
