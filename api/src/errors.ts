import { CSRF_REFUSED_CODE } from './contracts/error-codes';
import type { Language } from './domain/locale';
import { type Message, message, translate } from './i18n';

/**
 * What an error says: a catalogue key with its values (api/src/locales, written out in the request's
 * language by the error handler), text passed on as it is (a problem the user's own file states), or
 * a writer of the text in a language (the reader's problems, services/reading-texts.ts).
 */
export type ErrorText = string | Message | ((language: Language) => string);

function textIn(text: ErrorText, language: Language): string {
  if (typeof text === 'string') return text;
  return typeof text === 'function' ? text(language) : translate(text, language);
}

/**
 * Errors a person can act on. Anything thrown that is not an AppError is treated as our fault:
 * logged in full on the server, answered with a generic 500 that reveals nothing.
 */
export class AppError extends Error {
  /** The key and values of the message (`message` is its English text), or the text as given. */
  readonly text: ErrorText;

  constructor(
    readonly status: number,
    text: ErrorText,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries besides `success` and `error` (e.g. the current goal with a 409). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(textIn(text, 'en'));
    this.text = text;
    this.name = 'AppError';
  }

  /** The message in `language` (English where the catalogue lacks it; text given as a string stays as it is). */
  messageIn(language: Language): string {
    return textIn(this.text, language);
  }
}

/**
 * 503: the service cannot do this right now (a database that is full, busy, slow or unreachable; a
 * busy outside service), and nothing was saved. With `retryAfterSeconds`, Retry-After tells clients
 * and load balancers when to try again.
 */
export class ServiceUnavailableError extends AppError {
  constructor(text: ErrorText, retryAfterSeconds?: number) {
    super(503, text, retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
    this.name = 'ServiceUnavailableError';
  }
}

export const badRequest = (text: ErrorText) => new AppError(400, text);
export const unauthorized = (text: ErrorText = message('http.signIn')) => new AppError(401, text);
export const forbidden = (text: ErrorText) => new AppError(403, text);
export const notFound = (text: ErrorText = message('http.notFound')) => new AppError(404, text);
export const conflict = (text: ErrorText) => new AppError(409, text);
export const payloadTooLarge = (text: ErrorText) => new AppError(413, text);
export const unsupportedMediaType = (text: ErrorText) => new AppError(415, text);
export const badGateway = (text: ErrorText) => new AppError(502, text);
export const serviceUnavailable = (text: ErrorText, retryAfterSeconds?: number) => new ServiceUnavailableError(text, retryAfterSeconds);
export const tooManyRequests = (text: ErrorText, retryAfterSeconds: number) =>
  new AppError(429, text, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The CSRF refusal's English text (`http.csrf`; the answer is written in the request's language). */
export const CSRF_ERROR = 'CSRF token is missing or invalid.';

/**
 * 403 for a state-changing request without the session's CSRF token. Its `code` is what the shell
 * recognises it by (shell/src/platform/base-api.ts), to fetch a new token without showing it.
 */
export const csrfRefused = () => new AppError(403, message('http.csrf'), {}, { code: CSRF_REFUSED_CODE });
