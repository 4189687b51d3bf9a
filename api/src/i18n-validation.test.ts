/**
 * The contracts' validation messages as catalogue keys (contracts/says.ts, i18n-validation.ts):
 * English is written as the contracts wrote it before they said keys, German and Spanish in their
 * own words with the field's label translated and the wire's names and values as written; zod's own
 * messages get their keys from the issue's code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  changePasswordRequest,
  createNetWorthEntryRequest,
  goalRequest,
  localeRequest,
  loginRequest,
  optionsStepRequest,
  previewRequest,
  registerRequest,
  retirementAgeOrderProblem,
  retirementProjectionRequest,
  transactionFiltersQuery,
  updateSourceRequest,
  upgradeRequest,
} from './contracts';
import { translate } from './i18n';
import { validationMessage, zodIssueMessage } from './i18n-validation';
import en from './locales/en.json';

const firstMessage = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body, { error: zodIssueMessage });
  if (result.success) throw new Error(`accepted: ${JSON.stringify(body)}`);
  return result.error.issues[0].message;
};

const written = (text: string, language: 'en' | 'de' | 'es') => {
  const read = validationMessage(text);
  return typeof read === 'string' ? read : translate(read, language);
};

describe('validation messages in the language', () => {
  const cases: Array<[string, z.ZodType, unknown, string, string, string]> = [
    [
      'sign-in without an e-mail',
      loginRequest,
      { password: 'x' },
      'Email is required.',
      'E-Mail-Adresse ist erforderlich.',
      'El correo electrónico es obligatorio.',
    ],
    ['an upgrade without a plan', upgradeRequest, {}, 'Plan is required.', 'Tarif ist erforderlich.', 'El plan es obligatorio.'],
    [
      'a malformed e-mail',
      registerRequest,
      { register_email: 'ann', register_password: 'a long secret', register_password2: 'a long secret', template_id: 't', plan_id: 1 },
      'Enter a valid email address.',
      'Geben Sie eine gültige E-Mail-Adresse ein.',
      'Introduce un correo electrónico válido.',
    ],
    [
      'a short password',
      registerRequest,
      { register_email: 'ann@example.com', register_password: 'short', register_password2: 'short', template_id: 't', plan_id: 1 },
      'Password must be at least 8 characters long',
      'Das Passwort muss mindestens 8 Zeichen lang sein',
      'La contraseña debe tener al menos 8 caracteres',
    ],
    [
      'a new password not confirmed',
      changePasswordRequest,
      { current_password: 'old secret', new_password: 'a brand new secret', confirm_password: 'another secret' },
      'Passwords do not match',
      'Die Passwörter stimmen nicht überein',
      'Las contraseñas no coinciden',
    ],
    [
      'a goal amount below the least',
      goalRequest,
      { name: 'Car', currentAmount: '0', targetAmount: '0' },
      'targetAmount must be at least 0.01.',
      'targetAmount muss mindestens 0.01 sein.',
      'targetAmount debe ser como mínimo 0.01.',
    ],
    [
      'a goal name with a tab',
      goalRequest,
      { name: 'Car\tnew' },
      'name must not contain control characters such as NUL, tabs or line breaks.',
      'name darf keine Steuerzeichen wie NUL, Tabulatoren oder Zeilenumbrüche enthalten.',
      'name no debe contener caracteres de control como NUL, tabulaciones o saltos de línea.',
    ],
    [
      'a net-worth entry with no name',
      createNetWorthEntryRequest,
      { type: 'asset', category: 'Cash', name: '', value: 10, date: '2026-01-01' },
      'Name is required.',
      'Name ist erforderlich.',
      'El nombre es obligatorio.',
    ],
    [
      'a locale that is no tag',
      localeRequest,
      { locale: 'german' },
      'locale must be a language tag such as en-US, de-CH or pt-BR, or null.',
      expect.stringMatching(/^locale muss ein Sprach-Tag/),
      expect.stringMatching(/^locale debe ser/),
    ],
    [
      'an age out of bounds',
      retirementProjectionRequest,
      { inputs: { currentAge: 200 } },
      'currentAge must be between 18 and 100.',
      expect.stringMatching(/^currentAge muss zwischen \d+ und \d+ liegen\.$/),
      expect.stringMatching(/^currentAge debe estar entre \d+ y \d+\.$/),
    ],
    [
      'from after to',
      transactionFiltersQuery,
      { from: '2026-02-01', to: '2026-01-01' },
      'from must be on or before to.',
      'from muss am oder vor to liegen.',
      'from debe ser anterior o igual a to.',
    ],
    [
      'a source rename to nothing',
      updateSourceRequest,
      { name: '' },
      'name must not be empty.',
      'name darf nicht leer sein.',
      'name no debe estar vacío.',
    ],
    [
      'no sheet chosen',
      optionsStepRequest,
      { selected_sheets: [], selected_date: '2026-01-01', period_type: 'monthly', template_id: 't' },
      'Select at least one sheet.',
      'Wählen Sie mindestens ein Tabellenblatt.',
      'Selecciona al menos una hoja.',
    ],
  ];

  it.each(cases)('%s: English as before, German and Spanish translated', (_name, schema, body, english, german, spanish) => {
    const issued = firstMessage(schema, body);
    expect(typeof validationMessage(issued)).toBe('object');
    expect(written(issued, 'en')).toBe(english);
    expect(written(issued, 'de')).toEqual(german);
    expect(written(issued, 'es')).toEqual(spanish);
  });

  it('translates the ages’ order the planner checks, on the field to change, with the value as given', () => {
    const problem = retirementAgeOrderProblem({ currentAge: 40, retirementAge: 35, lifeExpectancy: 90 } as never);
    expect(problem?.field).toBe('retirementAge');
    expect(written(problem!.message, 'en')).toBe('retirementAge must be greater than currentAge (40).');
    expect(written(problem!.message, 'de')).toBe('retirementAge muss größer als currentAge (40) sein.');
  });

  it('leaves text that carries no key as it is', () => {
    expect(validationMessage('Invalid input: expected string, received number')).toBe('Invalid input: expected string, received number');
    expect(validationMessage('{"key":"validation.noSuchKey"}')).toBe('{"key":"validation.noSuchKey"}');
  });
});

describe("zod's own messages by their code", () => {
  const cases: Array<[string, z.ZodType, unknown, string, string]> = [
    [
      'a type the schema gave no words for',
      z.object({ flag: z.boolean() }),
      { flag: 1 },
      'Invalid input: expected boolean, received number',
      'Ungültige Eingabe: boolean erwartet, number erhalten',
    ],
    [
      'a text too long',
      z.object({ template: z.string().max(64) }),
      { template: 't'.repeat(65) },
      'Too big: expected string to have <=64 characters',
      'Zu lang: Text mit <=64 Zeichen erwartet',
    ],
    [
      'a list too short',
      z.object({ items: z.array(z.string()).min(2) }),
      { items: ['a'] },
      'Too small: expected array to have >=2 items',
      'Zu wenige: Liste mit >=2 Einträgen erwartet',
    ],
    [
      'a number too large',
      z.object({ n: z.number().max(5) }),
      { n: 6 },
      'Too big: expected number to be <=5',
      'Zu groß: number <=5 erwartet',
    ],
    ['a field not asked for', previewRequest, { sheet: 'Budget', extra: 1 }, 'Unrecognized key: "extra"', 'Unbekannter Schlüssel: "extra"'],
    [
      'fields not asked for',
      previewRequest,
      { sheet: 'Budget', a: 1, b: 2 },
      'Unrecognized keys: "a", "b"',
      'Unbekannte Schlüssel: "a", "b"',
    ],
    [
      'a value not one of',
      z.object({ mode: z.enum(['a', 'b']) }),
      { mode: 'c' },
      'Invalid option: expected one of "a"|"b"',
      'Ungültige Option: eine von "a"|"b" erwartet',
    ],
  ];

  it.each(cases)('%s: English as zod writes it, German translated', (_name, schema, body, english, german) => {
    const issued = firstMessage(schema, body);
    // zod's own English for the same issue, where the contract gave no words.
    expect(written(issued, 'en')).toBe(english);
    expect(written(issued, 'de')).toBe(german);
  });

  it('writes English exactly as zod would', () => {
    for (const [, schema, body] of cases) {
      const zodOwn = schema.safeParse(body);
      if (zodOwn.success) throw new Error('accepted');
      expect(written(firstMessage(schema, body), 'en')).toBe(zodOwn.error.issues[0].message);
    }
  });
});

describe('the keys the contracts say', () => {
  it('are all in the English catalogue, and no contract writes a message as English text', () => {
    const dir = path.join(__dirname, 'contracts');
    const sources = readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(path.join(dir, file), 'utf8'));
    const named = sources.flatMap((text) => [
      ...[...text.matchAll(/says\('(\w+\.\w+)'/g)].map((match) => match[1]),
      ...[...text.matchAll(/fieldLabel\('(\w+)'\)/g)].map((match) => `validationLabels.${match[1]}`),
    ]);
    expect(named.length).toBeGreaterThan(60);
    const english = en as unknown as Record<string, Record<string, string>>;
    expect(named.filter((key) => english[key.split('.')[0]]?.[key.split('.')[1]] === undefined)).toEqual([]);
    // A check's words as text (`.min(1, 'Name is required.')`, `{ error: '…' }`) would stay English.
    const written = sources.flatMap((text) => [
      ...text.matchAll(/(?:error|message): ['`"]|\.(?:min|max|int|positive|regex|refine)\([^)]*, ['`"]/g),
    ]);
    expect(written.map((match) => match[0])).toEqual([]);
  });
});
