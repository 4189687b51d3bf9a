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

/**
 * 503: the service cannot do this right now (a database that is full, busy, slow or unreachable; a
 * busy outside service), and nothing was saved. With `retryAfterSeconds`, Retry-After tells clients
 * and load balancers when to try again.
 */
export class ServiceUnavailableError extends AppError {
  constructor(message: string, retryAfterSeconds?: number) {
    super(503, message, retryAfterSeconds === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });
    this.name = 'ServiceUnavailableError';
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
export const serviceUnavailable = (message: string, retryAfterSeconds?: number) => new ServiceUnavailableError(message, retryAfterSeconds);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

export const CSRF_ERROR = 'CSRF token is missing or invalid.';
