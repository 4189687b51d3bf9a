/**
 * The API's answers in the user's language (api/src/i18n.ts, http/language.ts): a signed-in user's
 * locale decides, else the request's Accept-Language, else English; English says what it always
 * said. Errors from the routes, the services, the workbook reader (across its worker thread) and
 * the framework, and the password-reset e-mail.
 */
import { randomBytes } from 'node:crypto';
import Koa from 'koa';
import request from 'supertest';
import { silentLogger } from '../src/config/logger';
import { errorHandler } from '../src/http/middleware/error-handler';
import { INVALID_LOGIN, RESET_REQUEST_MESSAGE } from '../src/contracts';
import { sampleWorkbook } from '../src/services/template-workbooks';
import { DEFAULT_PASSWORD, type ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { START_TIME, TEST_CONFIG, useTestApp } from './support/test-app';
import { uploadFile } from './support/workflow';

const GOAL_GONE = {
  en: 'That goal does not exist.',
  de: 'Dieses Ziel gibt es nicht.',
  es: 'Ese objetivo no existe.',
};

describe.each(testEngines())('the API in the user’s language on %s', (engine) => {
  const testApp = useTestApp(engine);

  /** A browser whose every request says it prefers `languages` (none: no Accept-Language). */
  function browser(languages?: string): ApiClient {
    const client = testApp().client();
    if (languages) client.http.set('Accept-Language', languages);
    return client;
  }

  it('answers a visitor in the Accept-Language header’s language, and in English without one', async () => {
    await browser().signUp('ann@example.com');
    const wrong = async (client: ApiClient) => (await client.login('ann@example.com', 'not the password')).body as unknown;
    expect(await wrong(browser('de-DE,de;q=0.9,en;q=0.8'))).toEqual({ success: false, error: 'E-Mail-Adresse oder Passwort ist falsch' });
    expect(await wrong(browser('es-ES'))).toEqual({ success: false, error: 'Correo electrónico o contraseña incorrectos' });
    expect(await wrong(browser('pt-BR'))).toEqual({ success: false, error: 'E-mail ou senha inválidos' });
    expect(await wrong(browser('fr-FR, ja;q=0.5'))).toEqual({ success: false, error: INVALID_LOGIN });
    expect(await wrong(browser())).toEqual({ success: false, error: INVALID_LOGIN });

    // What no route answers, and a method no route takes.
    expect((await browser('de').get('/no/such/place')).body).toEqual({ success: false, error: 'Nicht gefunden.' });
    expect((await browser().get('/no/such/place')).body).toEqual({ success: false, error: 'Not found.' });
    const put = await browser('es').http.put('/goals/api/public/abc');
    expect(put.status).toBe(405);
    expect(put.body).toEqual({ success: false, error: 'PUT no está permitido aquí.' });
    // Not signed in.
    expect((await browser('de').get('/goals/api/savings-goals')).body).toEqual({
      success: false,
      error: 'Bitte melden Sie sich an, um fortzufahren.',
    });
  });

  it('answers what the framework refuses in the language', async () => {
    const client = browser('de-DE');
    const token = await client.fetchCsrf();
    const res = await client.http
      .post('/auth/login')
      .set('X-CSRFToken', token)
      .set('Content-Type', 'application/json')
      .send('{"email": "ann@example.com", "password": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      error: 'Die Anfrage konnte nicht gelesen werden. Prüfen Sie, ob sie gültiges JSON oder gültige Formulardaten enthält.',
    });
  });

  it('answers a contract’s validation message and a success message in the language, English as before', async () => {
    const ann = browser('es-ES');
    await ann.signUp('ann@example.com');
    const noName = await ann.post('/goals/api/goals', { name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body).toEqual({ success: false, error: 'name es obligatorio.' });
    const label = await ann.post('/networth/api/networth/entries', {
      type: 'asset',
      category: 'Cash',
      name: '',
      value: 10,
      date: '2026-01-01',
    });
    expect(label.body).toMatchObject({ success: false, error: 'El nombre es obligatorio.' });
    await ann.put('/account/locale', { locale: 'de-DE' });
    const changed = await ann.post('/account/password', {
      current_password: DEFAULT_PASSWORD,
      new_password: 'a brand new secret',
      confirm_password: 'a brand new secret',
    });
    expect(changed.body).toEqual({ success: true, message: 'Ihr Passwort wurde geändert. Andere Geräte wurden abgemeldet.' });

    const bob = browser();
    await bob.signUp('bob@example.com');
    expect((await bob.post('/goals/api/goals', { name: '' })).body).toEqual({ success: false, error: 'name is required.' });
    const reset = await bob.post('/auth/reset-password-request', { email: 'bob@example.com' }, { form: true });
    expect(reset.body).toEqual({ success: true, message: RESET_REQUEST_MESSAGE });
    const resetDe = await browser('de').post('/auth/reset-password-request', { email: 'bob@example.com' }, { form: true });
    expect(resetDe.body).toEqual({
      success: true,
      message: 'Wenn die E-Mail-Adresse gültig ist, wurde eine Anleitung zum Zurücksetzen des Passworts gesendet.',
    });
  });

  it('answers a contract’s check and zod’s own type error in German, each by its key', async () => {
    const ann = browser('de-DE,de;q=0.9');
    await ann.signUp('ann@example.com');
    const tooLittle = await ann.post('/goals/api/goals', { name: 'Car', currentAmount: '0', targetAmount: '0' });
    expect(tooLittle.status).toBe(400);
    expect(tooLittle.body).toEqual({ success: false, error: 'targetAmount muss mindestens 0.01 sein.' });
    // `new_f` is a boolean the contract gave no words for: zod's own issue, by its code.
    const row = { category: 'Food', sub_category: 'Groceries', transaction_type: 'Expense', reversal: false, new_f: 'yes' };
    const wrongType = await ann.post('/workflow/api/template/budget-tracker/step/categories', { categories: [row] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body).toEqual({
      success: false,
      error: 'Kategoriezeile 1 (Food / Groceries): Ungültige Eingabe: boolean erwartet, string erhalten',
    });
    // English as zod wrote it.
    const bob = browser();
    await bob.signUp('bob@example.com');
    const english = await bob.post('/workflow/api/template/budget-tracker/step/categories', { categories: [row] });
    expect(english.body).toEqual({
      success: false,
      error: 'Category row 1 (Food / Groceries): Invalid input: expected boolean, received string',
    });
  });

  it('answers a signed-in user in their locale, over the header, and in the header’s language once it is forgotten', async () => {
    const ann = browser('es-ES');
    await ann.signUp('ann@example.com');
    expect((await ann.delete('/goals/api/goals/999')).body).toEqual({ success: false, error: GOAL_GONE.es });

    expect((await ann.put('/account/locale', { locale: 'de-CH' })).status).toBe(200);
    expect((await ann.delete('/goals/api/goals/999')).body).toEqual({ success: false, error: GOAL_GONE.de });
    // A route id that is no id, a service's refusal and a plural with its count.
    expect((await ann.put('/goals/api/goals/abc', {})).body).toEqual({ success: false, error: GOAL_GONE.de });
    const wrongPassword = await ann.post('/account/password', {
      current_password: 'not the password',
      new_password: 'a brand new secret',
      confirm_password: 'a brand new secret',
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ success: false, error: 'Ihr aktuelles Passwort ist nicht korrekt.' });

    // The CSRF refusal in German too; the shell recognises it by its code.
    expect((await ann.delete('/goals/api/goals/999', { csrf: null })).body).toEqual({
      success: false,
      error: 'Das CSRF-Token fehlt oder ist ungültig.',
      code: 'csrf',
    });

    expect((await ann.put('/account/locale', { locale: null })).status).toBe(200);
    expect((await ann.delete('/goals/api/goals/999')).body).toEqual({ success: false, error: GOAL_GONE.es });

    const bob = browser();
    await bob.signUp('bob@example.com');
    expect((await bob.delete('/goals/api/goals/999')).body).toEqual({ success: false, error: GOAL_GONE.en });
    // A locale with no catalogue answers in English.
    await bob.put('/account/locale', { locale: 'ja-JP' });
    expect((await bob.delete('/goals/api/goals/999')).body).toEqual({ success: false, error: GOAL_GONE.en });
  });

  it('answers the workbook reader’s refusals in the language, from its worker thread too', async () => {
    const ann = browser('de-DE');
    await ann.signUp('ann@example.com');
    const empty = await uploadFile(ann, 'wealth-whisperer', Buffer.alloc(0), 'budget.xlsx');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      success: false,
      error: 'Die Datei ist leer. Wählen Sie die Budget-Arbeitsmappe noch einmal und laden Sie sie hoch.',
    });
    const random = await uploadFile(ann, 'wealth-whisperer', randomBytes(4096), 'budget.xlsx');
    expect(random.status).toBe(415);
    expect(random.body).toMatchObject({
      success: false,
      error: expect.stringMatching(/^Diese Datei heißt \.xlsx, ist aber keine Tabelle/),
    });
    // A workbook cut in half is found damaged by the parsing worker.
    const whole = await sampleWorkbook('wealth-whisperer', new Date(START_TIME));
    const cut = await uploadFile(ann, 'wealth-whisperer', whole.subarray(0, Math.floor(whole.length / 2)), 'budget.xlsx');
    expect(cut.status).toBe(400);
    expect(cut.body).toMatchObject({
      success: false,
      error:
        'Diese .xlsx-Datei ist beschädigt oder unvollständig und konnte nicht gelesen werden. Öffnen Sie sie in Excel oder Google Sheets, speichern Sie sie erneut und laden Sie die neue Kopie hoch.',
    });

    const bob = browser();
    await bob.signUp('bob@example.com');
    const english = await uploadFile(bob, 'wealth-whisperer', randomBytes(4096), 'budget.xlsx');
    expect(english.body).toMatchObject({
      success: false,
      error:
        'This file is named .xlsx but is not a spreadsheet OnTrack can read. Open it in Excel or Google Sheets, save it as .xlsx or .csv (or export an OFX, QIF or CAMT.053 statement from your bank), and upload it again.',
    });
  });

  it('mails the password reset in the user’s language, else the request’s, else English', async () => {
    const linkOf = (text: string) =>
      new RegExp(`${TEST_CONFIG.appUrl.replace(/[.]/g, '\\.')}/password-reset/[A-Za-z0-9_-]+`).exec(text)?.[0];
    const ann = browser();
    await ann.signUp('ann@example.com');
    await ann.put('/account/locale', { locale: 'de-AT' });
    await browser().signUp('bob@example.com');
    await browser().signUp('cy@example.com');

    const requestReset = async (client: ApiClient, email: string) =>
      expect((await client.post('/auth/reset-password-request', { email }, { form: true })).status).toBe(200);
    await requestReset(browser('es-ES'), 'ann@example.com');
    await requestReset(browser('es-ES'), 'bob@example.com');
    await requestReset(browser(), 'cy@example.com');

    const [german, spanish, english] = testApp().outbox;
    expect(german.to).toBe('ann@example.com');
    expect(german.subject).toBe('Setzen Sie Ihr OnTrack-Passwort zurück');
    const link = linkOf(german.text);
    expect(german.text).toBe(
      `Jemand hat darum gebeten, das Passwort Ihres OnTrack-Kontos zurückzusetzen.\n\nUm ein neues Passwort zu wählen, öffnen Sie innerhalb einer Stunde diesen Link:\n${link}\n\nWenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Passwort bleibt, wie es ist.\n`,
    );
    expect(german.html).toContain(`<a href="${link}">Mein Passwort zurücksetzen</a>`);

    expect(spanish.to).toBe('bob@example.com');
    expect(spanish.subject).toBe('Restablece tu contraseña de OnTrack');
    expect(spanish.html).toMatch(/^<p>Alguien ha pedido restablecer la contraseña de tu cuenta de OnTrack\.<\/p>/);

    expect(english.to).toBe('cy@example.com');
    expect(english.subject).toBe('Reset your OnTrack password');
    const englishLink = linkOf(english.text);
    expect(english.text).toBe(
      `Someone asked to reset the password of your OnTrack account.\n\nTo choose a new password, open this link within one hour:\n${englishLink}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
    );
    expect(english.html).toBe(
      `<p>Someone asked to reset the password of your OnTrack account.</p><p>To choose a new password, open this link within one hour:</p><p><a href="${englishLink}">Reset my password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
    );
    // Signing in with the old password still works: nothing else changed.
    expect((await browser().login('cy@example.com', DEFAULT_PASSWORD)).status).toBe(200);
  });
});

describe('database trouble in the request’s language', () => {
  /** An app whose one route meets a full SQLite file: the error handler answers it. */
  const full = () => {
    const app = new Koa();
    app.use(errorHandler(silentLogger));
    app.use(() => {
      throw Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });
    });
    return request(app.callback());
  };

  it('is a 503 that says nothing was saved, in German for a German browser and in English otherwise', async () => {
    const german = await full().get('/').set('Accept-Language', 'de-CH');
    expect(german.status).toBe(503);
    expect(german.headers['retry-after']).toBe('60');
    expect(german.body).toEqual({
      success: false,
      error: 'Die Datenbank ist voll: Es wurde nichts gespeichert. Bitte versuchen Sie es später noch einmal.',
    });
    expect((await full().get('/')).body).toEqual({
      success: false,
      error: 'The database is full: nothing was saved. Please try again later.',
    });
  });
});
