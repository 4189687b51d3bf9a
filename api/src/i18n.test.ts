/**
 * The API's catalogues (api/src/locales) against each other and the code: German and Spanish have
 * every English key (each plural in the language's own forms) with the same interpolation values;
 * Portuguese may lack keys (English answers for them) but has no key or value English lacks; every
 * key the code names is in English; English says what the API said before it had catalogues.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import {
  GOAL_CHANGED_ELSEWHERE,
  INVALID_LOGIN,
  INVALID_RESET_TOKEN,
  PASSWORD_CHANGED,
  RESET_REQUEST_MESSAGE,
  RESET_SUCCESS_MESSAGE,
  TRIAL_ENDED,
  uploadsUsedUp,
  WRONG_CURRENT_PASSWORD,
  WRONG_DELETE_PASSWORD,
} from './contracts';
import type { Language } from './domain/locale';
import { answerLanguage, message, type MessageKey, translate } from './i18n';
import { PAYMENTS_NOT_CONFIGURED } from './services/billing';
import { SHARE_NOT_FOUND, SHARE_REVOKED } from './services/goal-sharing';
import { GOAL_NOT_FOUND } from './services/goals';
import { NO_SUCH_IMPORT } from './services/imports';
import { CHOSEN_SOURCE_GONE, NO_SUCH_SOURCE } from './services/sources';
import { NO_SUCH_TRANSFER } from './services/transactions';
import { FILE_UPLOADED, SHEET_CONNECTED } from './services/workflow';
import { UPLOADED_AGAIN } from './services/workflow-store';
import de from './locales/de.json';
import en from './locales/en.json';
import es from './locales/es.json';
import pt from './locales/pt.json';

const CATALOGUES: Record<Language, Record<string, unknown>> = { en, de, es, pt };
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(catalogue: Record<string, unknown>, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') found.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value as Record<string, unknown>, `${prefix}${key}.`)) found.set(inner, text);
  }
  return found;
}

/** The values a text interpolates (`{{max, number}}` names `max`). */
const variables = (text: string) => [...text.matchAll(/\{\{\s*-?\s*([\w.]+)/g)].map((match) => match[1]).sort();

/** The keys a language needs for English's: a plural in each of the language's forms. */
function expectedKeys(language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const bases = new Set<string>();
  const plain: string[] = [];
  for (const key of flatten(en).keys()) {
    if (PLURAL.test(key)) bases.add(key.replace(PLURAL, ''));
    else plain.push(key);
  }
  return [...plain, ...[...bases].flatMap((base) => forms.map((form) => `${base}_${form}`))].sort();
}

/** Literal keys in the API's sources that import i18n.ts: `'section.key'` strings whose section is one of English's. */
function keysInCode(): Map<string, string> {
  const sections = Object.keys(en).join('|');
  const pattern = new RegExp(`'((?:${sections})\\.[A-Za-z0-9.]+)'`, 'g');
  const found = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const file = path.join(dir, entry);
      if (statSync(file).isDirectory()) walk(file);
      else if (file.endsWith('.ts') && !file.endsWith('.test.ts')) {
        const text = readFileSync(file, 'utf8');
        // Only files that speak through the catalogues (`goals.csv` elsewhere is a file name).
        if (!/from '(\.\.?\/)+i18n'/.test(text)) continue;
        for (const match of text.matchAll(pattern)) found.set(match[1], path.relative(__dirname, file));
      }
    }
  };
  walk(__dirname);
  return found;
}

describe('the API catalogues', () => {
  const english = flatten(en);

  it.each(['de', 'es'] as const)('%s has every English key, each plural form, and the same values', (language) => {
    const catalogue = flatten(CATALOGUES[language]);
    expect([...catalogue.keys()].sort()).toEqual(expectedKeys(language));
    for (const [key, text] of catalogue) {
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      expect({ key, values: variables(text) }).toEqual({ key, values: variables(source ?? '') });
    }
  });

  it('pt may lack keys, but has only English keys (in its plural forms) with the same values', () => {
    const allowed = new Set(expectedKeys('pt'));
    for (const [key, text] of flatten(pt)) {
      expect({ key, known: allowed.has(key) }).toEqual({ key, known: true });
      const source = english.get(key) ?? english.get(key.replace(PLURAL, '_other'));
      expect({ key, values: variables(text) }).toEqual({ key, values: variables(source ?? '') });
    }
    // A key Portuguese lacks is answered in English.
    const lacking = [...english.keys()].find((key) => !PLURAL.test(key) && !flatten(pt).has(key)) as MessageKey | undefined;
    if (lacking) expect(translate(message(lacking), 'pt')).toBe(translate(message(lacking)));
    expect(translate(message('auth.invalidLogin'), 'pt')).toBe('E-mail ou senha inválidos');
  });

  it('has every key the code names', () => {
    const bases = new Set([...english.keys()].map((key) => key.replace(PLURAL, '')));
    const missing = [...keysInCode()].filter(([key]) => !bases.has(key));
    expect(missing).toEqual([]);
    expect(keysInCode().size).toBeGreaterThan(100);
  });

  it('has no error written as English text in the code, but for the answers Stripe reads', () => {
    const helpers =
      'badRequest|unauthorized|forbidden|notFound|conflict|payloadTooLarge|unsupportedMediaType|badGateway|serviceUnavailable|tooManyRequests';
    const literal = new RegExp(`\\b(?:${helpers})\\(\\s*['\`]|new (?:AppError\\(\\d+|ServiceUnavailableError\\()\\s*,?\\s*['\`]`);
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = path.join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (file.endsWith('.ts') && !file.endsWith('.test.ts') && literal.test(readFileSync(file, 'utf8')))
          found.push(path.relative(__dirname, file));
      }
    };
    walk(__dirname);
    // Stripe's webhook answers are read by Stripe's dashboard, not by a person in a language.
    expect(found.sort()).toEqual(['services/billing.ts', 'services/stripe-billing.ts']);
  });

  it('says in English what the API and its contracts say', () => {
    const said: Array<[MessageKey, string, Record<string, number>?]> = [
      ['auth.invalidLogin', INVALID_LOGIN],
      ['auth.invalidResetToken', INVALID_RESET_TOKEN],
      ['goals.changedElsewhere', GOAL_CHANGED_ELSEWHERE],
      ['account.wrongCurrentPassword', WRONG_CURRENT_PASSWORD],
      ['account.wrongDeletePassword', WRONG_DELETE_PASSWORD],
      ['workflow.trialEnded', TRIAL_ENDED],
      ['workflow.uploadsUsedUp', uploadsUsedUp(3), { limit: 3 }],
      ['billing.notConfigured', PAYMENTS_NOT_CONFIGURED],
      ['goals.shareNotFound', SHARE_NOT_FOUND],
      ['goals.shareRevoked', SHARE_REVOKED],
      ['goals.notFound', GOAL_NOT_FOUND],
      ['imports.notFound', NO_SUCH_IMPORT],
      ['sources.chosenGone', CHOSEN_SOURCE_GONE],
      ['sources.notFound', NO_SUCH_SOURCE],
      ['transactions.noSuchTransfer', NO_SUCH_TRANSFER],
      ['workflow.uploadedAgain', UPLOADED_AGAIN],
      ['auth.resetRequested', RESET_REQUEST_MESSAGE],
      ['auth.resetDone', RESET_SUCCESS_MESSAGE],
      ['account.passwordChanged', PASSWORD_CHANGED],
      ['workflow.fileUploaded', FILE_UPLOADED],
      ['workflow.sheetConnected', SHEET_CONNECTED],
    ];
    for (const [key, text, values] of said) expect(translate(message(key, values))).toBe(text);
  });

  it('writes plurals and numbers in the language', () => {
    expect(translate(message('file.timeout', { count: 1 }))).toMatch(/^Reading this workbook took longer than 1 second, so/);
    expect(translate(message('file.timeout', { count: 30 }))).toMatch(/^Reading this workbook took longer than 30 seconds, so/);
    expect(translate(message('file.timeout', { count: 30 }), 'de')).toMatch(/länger als 30 Sekunden/);
    expect(translate(message('file.tooManyParts', { max: 20000 }))).toMatch(/more than 20,000 parts/);
    expect(translate(message('file.tooManyParts', { max: 20000 }), 'de')).toMatch(/mehr als 20.000 Teilen/);
    expect(translate(message('file.totalTooLarge', { amount: 10_000_000_000_000 }))).toMatch(/more than \$10,000,000,000,000, more/);
    expect(translate(message('sources.kindFixed', { count: 2 }), 'es')).toMatch(/^Esta fuente ya contiene 2 importaciones/);
    // Text from the user's file goes in as written, never read as a key or a value of its own.
    expect(translate(message('workflow.sheetMissing', { name: '$t(http.notFound) {{name}}' }), 'es')).toBe(
      'La hoja «$t(http.notFound) {{name}}» no está en el libro subido.',
    );
    expect(translate(message('workflow.sheetMissing', { name: '<Budget> & "Ausgaben"' }), 'de')).toBe(
      'Das Tabellenblatt „<Budget> & "Ausgaben"“ ist nicht in der hochgeladenen Arbeitsmappe.',
    );
  });

  it('answers in the user’s language, else the Accept-Language header’s, else English', () => {
    expect(answerLanguage('de-CH', 'es-ES,es;q=0.9')).toBe('de');
    expect(answerLanguage(null, 'es-ES,es;q=0.9,en;q=0.5')).toBe('es');
    expect(answerLanguage(null, 'fr-FR,de;q=0.5')).toBe('en');
    expect(answerLanguage(null, undefined)).toBe('en');
    expect(answerLanguage('ja-JP', 'de')).toBe('en');
  });
});
