import type { FetchBaseQueryError, FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import { errorMessage } from '@ontrack/shell/platform';

/**
 * What the sign-in, sign-up and password-reset forms say when a call fails: what happened, not a
 * refusal the server never gave ("Invalid email or password" for a dropped connection).
 */

/** No answer at all: offline, a dropped connection, a name that does not resolve. */
export const UNREACHABLE = 'We could not reach OnTrack. Check your connection and try again.';
/** A server failure (5xx) without a message of its own, e.g. from a proxy in front of OnTrack. */
export const SERVER_TROUBLE = 'OnTrack is not available right now. Please try again in a few minutes.';

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
  if (seconds === undefined) return 'Too many attempts. Try again in a few minutes.';
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `Too many attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * The words for a failed auth call: no answer → UNREACHABLE; 429 → how long to wait; 5xx → the
 * server's own message (written for people) or SERVER_TROUBLE; any other refusal → `refused`,
 * which each form words itself (sign-in always "Invalid email or password").
 */
export function failureText(failure: unknown, refused: string): string {
  const { status, originalStatus, retryAfterSeconds: wait } = (failure ?? {}) as Partial<AuthFailure> & { originalStatus?: unknown };
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return UNREACHABLE;
  // An answer that is not JSON (a proxy's HTML error page) keeps its HTTP status in originalStatus.
  const httpStatus = typeof status === 'number' ? status : typeof originalStatus === 'number' ? originalStatus : null;
  if (httpStatus === 429) return tooManyAttempts(wait);
  if (httpStatus !== null && httpStatus >= 500) return errorMessage(failure, SERVER_TROUBLE);
  return refused;
}
