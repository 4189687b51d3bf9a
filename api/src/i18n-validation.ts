import type { z } from 'zod';
import { type ContractMessage, readContractMessage, says } from './contracts/says';
import { type Message, type MessageKey, message } from './i18n';
import en from './locales/en.json';

/**
 * The contracts' validation messages in the user's language. A contract's check says a catalogue
 * key with its values (api/src/contracts/says.ts); zod's own messages (a wrong type, a bound the
 * contract gave no words for) get theirs from the issue's code (`zodIssueMessage`, the one map of
 * codes to keys). The error handler writes either in the request's language; English is what the
 * contracts and zod said before.
 */

const KNOWN = new Set(
  (['validation', 'validationLabels', 'zodIssue'] as const).flatMap((section) =>
    Object.keys(en[section]).map((name) => `${section}.${name}`),
  ),
);

function asMessage(said: ContractMessage): Message | null {
  if (!KNOWN.has(said.key)) return null;
  const values: Record<string, string | number | Message> = {};
  for (const [name, value] of Object.entries(said.values ?? {})) {
    if (typeof value !== 'object') values[name] = value;
    else {
      const inner = asMessage(value);
      if (!inner) return null;
      values[name] = inner;
    }
  }
  return message(said.key as MessageKey, values);
}

/** The key and values an issue's message carries, or the text as it is when it carries none. */
export function validationMessage(text: string): string | Message {
  const said = readContractMessage(text);
  return (said && asMessage(said)) ?? text;
}

/** How zod's English writes a type it received (its locales' `parsedType`). */
function typeOf(input: unknown): string {
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'number') return Number.isNaN(input) ? 'NaN' : Number.isFinite(input) ? 'number' : String(input);
  return typeof input;
}

/** A value as zod's English writes it (its `stringifyPrimitive`): text in quotes. */
const primitive = (value: unknown) => (typeof value === 'string' ? `"${value}"` : typeof value === 'bigint' ? `${value}n` : String(value));

/** zod's `<=`, `<`, `exactly `: the bound's sign, written as zod writes it. */
const bound = (issue: { exact?: boolean; inclusive?: boolean }, [inclusive, strict]: [string, string]) =>
  issue.exact ? '' : issue.inclusive ? inclusive : strict;

/**
 * zod's own issues (no message from the contract) as catalogue keys, by code; passed to
 * `safeParse(body, { error })`, which asks it only where the schema says nothing itself.
 */
export function zodIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return says('zodIssue.invalidType', { expected: String(issue.expected), received: typeOf(issue.input) });
    case 'invalid_value':
      return issue.values.length === 1
        ? says('zodIssue.invalidValue', { value: primitive(issue.values[0]) })
        : says('zodIssue.invalidOption', { values: issue.values.map(primitive).join('|') });
    case 'too_big': {
      const max = String(issue.maximum);
      const sign = bound(issue, ['<=', '<']);
      if (issue.exact) break;
      if (issue.origin === 'string') return says('zodIssue.tooLong', { bound: sign, max });
      if (issue.origin === 'array') return says('zodIssue.tooManyItems', { bound: sign, max });
      return says('zodIssue.tooBig', { origin: issue.origin ?? 'value', bound: sign, max });
    }
    case 'too_small': {
      const min = String(issue.minimum);
      const sign = bound(issue, ['>=', '>']);
      if (issue.exact) break;
      if (issue.origin === 'string') return says('zodIssue.tooShort', { bound: sign, min });
      if (issue.origin === 'array') return says('zodIssue.tooFewItems', { bound: sign, min });
      return says('zodIssue.tooSmall', { origin: issue.origin, bound: sign, min });
    }
    case 'unrecognized_keys':
      return says(issue.keys.length > 1 ? 'zodIssue.unrecognizedKeys' : 'zodIssue.unrecognizedKey', {
        keys: issue.keys.map(primitive).join(', '),
      });
    default:
      break;
  }
  return says('zodIssue.invalid');
}
