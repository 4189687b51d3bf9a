import type { Middleware } from 'koa';
import type { Logger } from '../../config/logger';
import { databaseTrouble, databaseUnavailable } from '../../db/database-errors';
import { AppError } from '../../errors';
import { type MessageKey, message, translate } from '../../i18n';
import { requestLanguage } from '../language';

/** Statuses raised by Koa's own helpers (body parsing, limits) mapped to messages a person can act on. */
const FRAMEWORK_MESSAGES: Record<number, MessageKey> = {
  400: 'http.unreadableRequest',
  413: 'http.tooLarge',
  415: 'http.unsupportedType',
};

/**
 * The first middleware: every failure leaves as `{success:false, error}` with no internals, the
 * message in the request's language (language.ts).
 */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (caught) {
      // A database that cannot do it now is a 503 (never a 500): nothing was saved, try again later.
      const trouble = databaseTrouble(caught);
      if (trouble)
        logger.error('database unavailable', {
          requestId: ctx.state.requestId,
          trouble,
          error: caught instanceof Error ? caught.message : String(caught),
        });
      const error = trouble ? databaseUnavailable(trouble) : caught;
      // The user's locale is not read again when the database is what failed.
      const language = await requestLanguage(ctx, !trouble);
      if (error instanceof AppError) {
        ctx.status = error.status;
        ctx.set(error.headers);
        ctx.body = { success: false, error: error.messageIn(language), ...error.details };
        return;
      }
      const status = (error as { status?: unknown }).status;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        ctx.status = status;
        ctx.body = { success: false, error: translate(message(FRAMEWORK_MESSAGES[status] ?? 'http.unprocessable'), language) };
        return;
      }
      logger.error('unhandled error', {
        requestId: ctx.state.requestId,
        error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
      });
      ctx.status = 500;
      ctx.body = { success: false, error: translate(message('http.ourFault'), language) };
    }
  };
}
