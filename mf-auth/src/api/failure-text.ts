import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { errorMessage, i18n } from '@ontrack/shell/platform';
import { AUTH_NAMESPACE } from '../i18n';

const t = i18n.getFixedT(null, AUTH_NAMESPACE);

/**
 * What the sign-in, sign-up and password-reset forms say when a call fails: what happened, not a
 * refusal the server never gave ("Invalid email or password" for a dropped connection).
 */

/** No answer at all: offline, a dropped connection, a name that does not resolve. */
export const unreachable = () => t('failure.unreachable');
/** A server failure (5xx) without a message of its own, e.g. from a proxy in front of OnTrack. */
export const serverTrouble = () => t('failure.server');

/** An auth call's failure, with how long the server asked to wait when it throttled (429). */
export type AuthFailure = FetchBaseQueryError & { retryAfterSeconds?: number };

/** `Retry-After` in seconds (delta-seconds or an HTTP date, RFC 9110), or null when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | null {
  if (header === null || header.trim() === '') return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim());
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, Math.ceil((at - now) / 1000));
}

/**
 * The auth endpoints' `transformErrorResponse`: RTK Query's error carries the status and body but
 * not the headers, so the wait a 429 asks for is read here while the response is at hand.
 */
export function withRetryAfter(error: FetchBaseQueryError, meta: FetchBaseQueryMeta | undefined): AuthFailure {
  const seconds = retryAfterSeconds(meta?.response?.headers.get('Retry-After') ?? null);
  return seconds === null ? error : { ...error, retryAfterSeconds: seconds };
}

/** "Too many attempts. Try again in 14 minutes." (whole minutes, rounded up). */
export function tooManyAttempts(seconds: number | undefined): string {
  if (seconds === undefined) return t('failure.tooManySoon');
  return t('failure.tooMany', { count: Math.max(1, Math.ceil(seconds / 60)) });
}

/**
 * The words for a failed auth call: no answer → unreachable(); 429 → how long to wait; 5xx → the
 * server's own message (written for people) or serverTrouble(); any other refusal → `refused`,
 * which each form words itself (sign-in always "Invalid email or password").
 */
export function failureText(failure: unknown, refused: string): string {
  const { status, originalStatus, retryAfterSeconds: wait } = (failure ?? {}) as Partial<AuthFailure> & { originalStatus?: unknown };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return unreachable();
  // An answer that is not JSON (a proxy's HTML error page) keeps its HTTP status in originalStatus.
  const httpStatus = typeof status === 'number' ? status : typeof originalStatus === 'number' ? originalStatus : null;
  if (httpStatus === 429) return tooManyAttempts(wait);
  if (httpStatus !== null && httpStatus >= 500) return errorMessage(failure, serverTrouble());
  return refused;
}
