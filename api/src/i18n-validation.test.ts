/**
 * The contracts' English validation messages read back into catalogue keys (i18n-validation.ts):
 * English is written exactly as the contract wrote it, German and Spanish in their own words with
 * the field's label translated and the wire's names and values as written.
 */
import type { z } from 'zod';
import {
  changePasswordRequest,
  createNetWorthEntryRequest,
  goalRequest,
  localeRequest,
  loginRequest,
  optionsStepRequest,
  registerRequest,
  retirementAgeOrderProblem,
  retirementProjectionRequest,
  transactionFiltersQuery,
  updateSourceRequest,
  upgradeRequest,
} from './contracts';
import { translate } from './i18n';
import { validationMessage } from './i18n-validation';

const firstMessage = (schema: z.ZodType, body: unknown) => {
  const result = schema.safeParse(body);
  if (result.success) throw new Error(`accepted: ${JSON.stringify(body)}`);
  return result.error.issues[0].message;
};

const said = (text: string, language: 'en' | 'de' | 'es') => {
  const read = validationMessage(text);
  return typeof read === 'string' ? read : translate(read, language);
};

describe('validation messages in the language', () => {
  const cases: Array<[string, z.ZodType, unknown, string, string]> = [
    [
      'sign-in without an e-mail',
      loginRequest,
      { password: 'x' },
      'E-Mail-Adresse ist erforderlich.',
      'El correo electrónico es obligatorio.',
    ],
    ['an upgrade without a plan', upgradeRequest, {}, 'Tarif ist erforderlich.', 'El plan es obligatorio.'],
    [
      'a malformed e-mail',
      registerRequest,
      { register_email: 'ann', register_password: 'a long secret', register_password2: 'a long secret', template_id: 't', plan_id: 1 },
      'Geben Sie eine gültige E-Mail-Adresse ein.',
      'Introduce un correo electrónico válido.',
    ],
    [
      'a short password',
      registerRequest,
      { register_email: 'ann@example.com', register_password: 'short', register_password2: 'short', template_id: 't', plan_id: 1 },
      'Das Passwort muss mindestens 8 Zeichen lang sein',
      'La contraseña debe tener al menos 8 caracteres',
    ],
    [
      'a new password not confirmed',
      changePasswordRequest,
      { current_password: 'old secret', new_password: 'a brand new secret', confirm_password: 'another secret' },
      'Die Passwörter stimmen nicht überein',
      'Las contraseñas no coinciden',
    ],
    [
      'a goal amount below the least',
      goalRequest,
      { name: 'Car', currentAmount: '0', targetAmount: '0' },
      'targetAmount muss mindestens 0.01 sein.',
      'targetAmount debe ser como mínimo 0.01.',
    ],
    [
      'a goal name with a tab',
      goalRequest,
      { name: 'Car\tnew' },
      'name darf keine Steuerzeichen wie NUL, Tabulatoren oder Zeilenumbrüche enthalten.',
      'name no debe contener caracteres de control como NUL, tabulaciones o saltos de línea.',
    ],
    [
      'a net-worth entry with no name',
      createNetWorthEntryRequest,
      { type: 'asset', category: 'Cash', name: '', value: 10, date: '2026-01-01' },
      'Name ist erforderlich.',
      'El nombre es obligatorio.',
    ],
    [
      'a locale that is no tag',
      localeRequest,
      { locale: 'german' },
      expect.stringMatching(/^locale muss ein Sprach-Tag/),
      expect.stringMatching(/^locale debe ser/),
    ],
    [
      'an age out of bounds',
      retirementProjectionRequest,
      { inputs: { currentAge: 200 } },
      expect.stringMatching(/^currentAge muss zwischen \d+ und \d+ liegen\.$/),
      expect.stringMatching(/^currentAge debe estar entre \d+ y \d+\.$/),
    ],
    [
      'from after to',
      transactionFiltersQuery,
      { from: '2026-02-01', to: '2026-01-01' },
      'from muss am oder vor to liegen.',
      'from debe ser anterior o igual a to.',
    ],
    ['a source rename to nothing', updateSourceRequest, { name: '' }, 'name darf nicht leer sein.', 'name no debe estar vacío.'],
    [
      'no sheet chosen',
      optionsStepRequest,
      { selected_sheets: [], selected_date: '2026-01-01', period_type: 'monthly', template_id: 't' },
      'Wählen Sie mindestens ein Tabellenblatt.',
      'Selecciona al menos una hoja.',
    ],
  ];

  it.each(cases)('%s: English as the contract wrote it, German and Spanish translated', (_name, schema, body, german, spanish) => {
    const english = firstMessage(schema, body);
    expect(typeof validationMessage(english)).toBe('object');
    expect(said(english, 'en')).toBe(english);
    expect(said(english, 'de')).toEqual(german);
    expect(said(english, 'es')).toEqual(spanish);
  });

  it('translates the ages’ order the planner checks, with the value as given', () => {
    const problem = retirementAgeOrderProblem({ currentAge: 40, retirementAge: 35, lifeExpectancy: 90 } as never);
    expect(problem).toBe('retirementAge must be greater than currentAge (40).');
    expect(said(problem!, 'en')).toBe(problem);
    expect(said(problem!, 'de')).toBe('retirementAge muss größer als currentAge (40) sein.');
  });

  it('leaves a message it does not know as it is', () => {
    expect(validationMessage('Invalid input: expected string, received number')).toBe('Invalid input: expected string, received number');
  });
});
