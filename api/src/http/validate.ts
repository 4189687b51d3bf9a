import type { z } from 'zod';
import { badRequest, type ErrorText, notFound } from '../errors';
import { message } from '../i18n';
import { validationMessage, zodIssueMessage } from '../i18n-validation';

/**
 * A problem deep inside a body, named by where it is: `sheet_settings["Budget"].tables[0].columns: …`.
 * Top-level fields' messages already name them.
 */
function withPath(issue: z.core.$ZodIssue): ErrorText {
  // Only the reading settings nest deep enough to need it; other messages stay as they are.
  const problem = validationMessage(issue.message);
  if (issue.path.length < 2 || !['sheet_settings', 'settings'].includes(String(issue.path[0]))) return problem;
  // Names the user chose (a sheet, a role) in brackets and quotes; the body's own fields after a dot.
  const place = issue.path
    .map((key, index) => {
      if (typeof key === 'number') return `[${key}]`;
      if (index === 0) return String(key);
      const chosen = (index === 1 && issue.path[0] === 'sheet_settings') || issue.path[index - 1] === 'columns';
      return chosen ? `[${JSON.stringify(String(key))}]` : `.${String(key)}`;
    })
    .join('');
  return typeof problem === 'string' ? `${place}: ${problem}` : message('validationAt.path', { place, problem });
}

/**
 * Parses a request body with a contract schema; the first problem becomes a 400 naming it (in the
 * request's language: i18n-validation.ts). zod's own issues get their keys here, in every parse.
 */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body ?? {}, { error: zodIssueMessage });
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue ? withPath(issue) : message('http.invalidRequest'));
}

/**
 * The numeric id in a route (`/goals/api/goals/:id`): 1 to 999,999,999 written in digits. Anything
 * else names nothing there is, so it is the same 404 as an id of no row of the user's.
 */
export function parseRouteId(raw: string, notFoundMessage: ErrorText): number {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id === 0) throw notFound(notFoundMessage);
  return id;
}
