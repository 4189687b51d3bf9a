import { z } from 'zod';
import { type ContractValue, says } from './says';

/** Unicode control characters (C0, DEL and C1): NUL, tabs, line breaks, terminal escapes. */
const CONTROL_CHARACTER = /\p{Cc}/u;

/**
 * The one check every name a person types goes through (goal names, future-transaction
 * descriptions, net-worth names and categories), after trimming: no such name holds a control
 * character, and one would break exports, logs and the tools that read them.
 */
export function withoutControlCharacters(field: ContractValue) {
  return z.string().refine((value) => !CONTROL_CHARACTER.test(value), says('validation.controlCharacters', { field }));
}
