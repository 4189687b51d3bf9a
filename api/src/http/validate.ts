import type { z } from 'zod';
import { badRequest } from '../errors';

/** Parses a request body with a contract schema; the first problem becomes a 400 naming it. */
export function parseBody<Schema extends z.ZodType>(schema: Schema, body: unknown): z.output<Schema> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badRequest(issue?.message ?? 'The request is not valid.');
}
