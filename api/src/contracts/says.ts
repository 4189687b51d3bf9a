/**
 * What a contract's check says, as a catalogue key with its values (the `validation`,
 * `validationLabels` and `zodIssue` sections of api/src/locales/<language>.json), never as English.
 * zod keeps only text in an issue's message, so the key travels there as JSON; whoever shows the
 * message writes it in its reader's language: the API (api/src/i18n-validation.ts), a screen with
 * its own catalogue. No import of the catalogues here: the contracts run in the browsers too.
 */

export type ContractKey = `validation.${string}` | `validationLabels.${string}` | `zodIssue.${string}`;

export interface ContractMessage {
  readonly key: ContractKey;
  readonly values?: Readonly<Record<string, ContractValue>>;
}

/** A value as given (a field's wire name, a number), or a message of its own (a field's label). */
export type ContractValue = string | number | ContractMessage;

/** The issue message carrying `key` and its values. */
export const says = (key: ContractKey, values?: Record<string, ContractValue>): string =>
  JSON.stringify(values ? { key, values } : { key });

/** A field's label in the user's language (`Email`, `E-Mail-Adresse`), for `{{field}}`. */
export const fieldLabel = (name: string): ContractMessage => ({ key: `validationLabels.${name}` });

/** `{{field}} must be one of a, b or c.`: the list's words joined by the language's "or". */
export const saysOneOf = (field: ContractValue, values: readonly string[]): string =>
  says('validation.oneOfOr', { field, values: values.slice(0, -1).join(', '), last: values[values.length - 1] });

const KEY = /^(validation|validationLabels|zodIssue)\.\w+$/;

function isContractMessage(value: unknown): value is ContractMessage {
  if (typeof value !== 'object' || value === null) return false;
  const { key, values } = value as { key?: unknown; values?: unknown };
  if (typeof key !== 'string' || !KEY.test(key)) return false;
  if (values === undefined) return true;
  if (typeof values !== 'object' || values === null) return false;
  return Object.values(values).every((item) => typeof item === 'string' || typeof item === 'number' || isContractMessage(item));
}

/** The key and values an issue message carries; null for any other text (one a check wrote as it is). */
export function readContractMessage(text: string): ContractMessage | null {
  if (!text.startsWith('{"key":')) return null;
  try {
    const read = JSON.parse(text) as unknown;
    return isContractMessage(read) ? read : null;
  } catch {
    return null;
  }
}
