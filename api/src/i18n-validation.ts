import type { ErrorText } from './errors';
import { type Message, type MessageKey, message } from './i18n';
import en from './locales/en.json';

/**
 * The contracts' validation messages in the user's language. The contracts (api/src/contracts) are
 * shared with the screens and write English (`targetAmount must be at least 0.01.`); the API reads
 * such a message back into its catalogue key and values by the English texts of `validation.*` in
 * api/src/locales/en.json (`{{field}} must be at least {{min}}.`), so the error handler can write it
 * in the request's language. Field labels (`validationLabels`) are translated too; names of the
 * wire's fields (`targetAmount`) and anything else captured stay as written. A message no text
 * matches (zod's own) stays English.
 */

interface Template {
  key: MessageKey;
  pattern: RegExp;
  names: string[];
  /** The length of its words, not its values: the most specific template is tried first. */
  literal: number;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(key: MessageKey, text: string): Template {
  // "{{field}} must be at most {{max}}." → ['', 'field', ' must be at most ', 'max', '.']
  const parts = text.split(/\{\{\s*(\w+)[^}]*\}\}/);
  const names = parts.filter((_, index) => index % 2 === 1);
  const literals = parts.filter((_, index) => index % 2 === 0);
  const source = parts.map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegExp(part))).join('');
  return { key, pattern: new RegExp(`^${source}$`, 's'), names, literal: literals.join('').length };
}

const TEMPLATES: Template[] = Object.entries(en.validation)
  .map(([name, text]) => compile(`validation.${name}` as MessageKey, text))
  .sort((a, b) => b.literal - a.literal);

/** A label as the contracts write it (`Current password`) → its key. */
const LABELS = new Map(
  Object.entries(en.validationLabels).map(([name, text]) => [text, message(`validationLabels.${name}` as MessageKey)]),
);

/** The key and values of a contract's message, or the message as it is when no template matches. */
export function validationMessage(text: string): ErrorText {
  for (const template of TEMPLATES) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const values: Record<string, string | Message> = {};
    template.names.forEach((name, index) => {
      const value = match[index + 1];
      values[name] = LABELS.get(value) ?? value;
    });
    return message(template.key, values);
  }
  return text;
}
