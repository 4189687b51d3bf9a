/**
 * Structured logs: one JSON object per line on stdout. Callers pass fields, never secrets; the request
 * logger records the matched route pattern, not the raw path, so tokens in URLs never reach the log.
 */
export type LogFields = Record<string, unknown>;

export interface Logger {
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

function write(level: string, msg: string, fields: LogFields = {}): void {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields })}\n`);
}

export const jsonLogger: Logger = {
  info: (msg, fields) => write('info', msg, fields),
  warn: (msg, fields) => write('warn', msg, fields),
  error: (msg, fields) => write('error', msg, fields),
};

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
