/**
 * Errors a person can act on. Anything thrown that is not an AppError is treated as our fault:
 * logged in full on the server, answered with a generic 500 that reveals nothing.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries besides `success` and `error` (e.g. the current goal with a 409). */
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const unauthorized = (message = 'Please sign in to continue.') => new AppError(401, message);
export const forbidden = (message: string) => new AppError(403, message);
export const notFound = (message = 'Not found.') => new AppError(404, message);
export const conflict = (message: string) => new AppError(409, message);
export const payloadTooLarge = (message: string) => new AppError(413, message);
export const unsupportedMediaType = (message: string) => new AppError(415, message);
export const badGateway = (message: string) => new AppError(502, message);
export const serviceUnavailable = (message: string) => new AppError(503, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const CSRF_ERROR = 'CSRF token is missing or invalid.';
