import type { Middleware } from 'koa';
import type { Logger } from '../../config/logger';
import { AppError } from '../../errors';

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'SQLITE_BUSY',
  'SQLITE_CANTOPEN',
]);

/** Statuses raised by Koa's own helpers (body parsing, limits) mapped to messages a person can act on. */
const FRAMEWORK_MESSAGES: Record<number, string> = {
  400: 'The request could not be read. Check that it is valid JSON or form data.',
  413: 'The request is too large.',
  415: 'That content type is not supported here.',
};

function errorCode(error: unknown): string | undefined {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } };
  const code = candidate?.driverError?.code ?? candidate?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The first middleware: every failure leaves as `{success:false, error}` with no internals. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { success: false, error: error.message, ...error.details };
        return;
      }
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { success: false, error: FRAMEWORK_MESSAGES[status] ?? 'The request could not be processed.' };
        return;
      }
      const code = errorCode(error);
      if (code && DATABASE_DOWN_CODES.has(code)) {
        logger.error('database unavailable', { requestId: ctx.state.requestId, code });
        ctx.status = 503;
        ctx.set('Retry-After', '5');
        ctx.body = { success: false, error: 'The service is temporarily unavailable. Please try again in a moment.' };
        return;
      }
      logger.error('unhandled error', {
        requestId: ctx.state.requestId,
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      ctx.status = 500;
      ctx.body = { success: false, error: 'Something went wrong on our side. Please try again.' };
    }
  };
}
