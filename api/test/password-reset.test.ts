import { mkdtempSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  INVALID_LOGIN,
  INVALID_RESET_TOKEN,
  PASSWORD_TOO_SHORT,
  PASSWORDS_DO_NOT_MATCH,
  RESET_REQUEST_MESSAGE,
  RESET_SUCCESS_MESSAGE,
} from '../src/contracts';
import { PasswordResetToken } from '../src/db/entities';
import { CSRF_ERROR } from '../src/errors';
import { silentLogger } from '../src/config/logger';
import { outboxMailer } from '../src/services/mailer';
import { sha256 } from '../src/services/tokens';
import { DEFAULT_PASSWORD, type ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { TEST_CONFIG, useTestApp, type TestApp } from './support/test-app';

const MINUTE = 60 * 1000;
const EMAIL = 'ann@example.com';
const NEW_PASSWORD = 'a brand new secret';
const LINK = new RegExp(`${TEST_CONFIG.appUrl.replace(/[.]/g, '\\.')}/password-reset/([A-Za-z0-9_-]+)`);

function tokenFromText(text: string): string {
  const match = LINK.exec(text);
  if (!match) throw new Error(`No reset link in: ${text}`);
  return match[1];
}

async function requestReset(client: ApiClient, email: string) {
  return client.post('/auth/reset-password-request', { email }, { form: true });
}

async function validate(testApp: TestApp, token: string): Promise<unknown> {
  const res = await testApp.request().get(`/auth/api/validate-reset-token/${encodeURIComponent(token)}`);
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.body;
}

async function resetWith(client: ApiClient, token: string, password = NEW_PASSWORD, confirm = password) {
  return client.post(
    `/auth/api/reset-password/${encodeURIComponent(token)}`,
    { reset_password: password, confirm_password: confirm },
    { form: true },
  );
}

describe.each(testEngines())('password reset on %s', (engine) => {
  const testApp = useTestApp(engine);

  beforeEach(async () => {
    await testApp().client().signUp(EMAIL);
  });

  /** Asks for a reset and returns the token from the newest mail. */
  async function mailedToken(email = EMAIL): Promise<string> {
    const sent = testApp().outbox.length;
    const res = await requestReset(testApp().client(), email);
    expect(res.body).toEqual({ success: true, message: RESET_REQUEST_MESSAGE });
    expect(testApp().outbox).toHaveLength(sent + 1);
    return tokenFromText(testApp().outbox[sent].text);
  }

  it('lifts the sign-in block of the e-mail once the password is reset', async () => {
    const client = testApp().client();
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await client.login(EMAIL, 'wrong password')).status).toBe(401);
    expect((await client.login(EMAIL, DEFAULT_PASSWORD)).status).toBe(429);
    expect((await resetWith(testApp().client(), await mailedToken())).status).toBe(200);
    expect((await client.login(EMAIL, NEW_PASSWORD)).status).toBe(200);
  });

  it('answers an unknown and a known e-mail identically, and mails only the known one', async () => {
    const client = testApp().client();
    const unknown = await requestReset(client, 'nobody@example.com');
    expect(testApp().outbox).toHaveLength(0);
    const known = await requestReset(client, EMAIL);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, message: RESET_REQUEST_MESSAGE });
    expect(known.text).toBe(unknown.text);

    expect(testApp().outbox).toHaveLength(1);
    const [mail] = testApp().outbox;
    expect(mail.to).toBe(EMAIL);
    expect(mail.subject).toMatch(/password/i);
    const token = tokenFromText(mail.text);
    expect(mail.html).toContain(`${TEST_CONFIG.appUrl}/password-reset/${token}`);
    // At least 128 random bits, URL-safe.
    expect(token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it('finds the account whatever the case of the e-mail typed', async () => {
    await requestReset(testApp().client(), '  ANN@Example.com ');
    expect(testApp().outbox.map((m) => m.to)).toEqual([EMAIL]);
  });

  it('stores the token only as its SHA-256', async () => {
    const token = await mailedToken();
    const rows = await testApp().dataSource.getRepository(PasswordResetToken).find();
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('needs the CSRF token to ask for a reset', async () => {
    const client = testApp().client();
    await client.fetchCsrf();
    const res = await client.post('/auth/reset-password-request', { email: EMAIL }, { form: true, csrf: null });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, error: CSRF_ERROR, code: 'csrf' });
    expect(testApp().outbox).toHaveLength(0);
  });

  it('resets the password once with the mailed token: new password signs in, old one does not, token is spent', async () => {
    const token = await mailedToken();
    expect(await validate(testApp(), token)).toEqual({ valid: true });

    const resetter = testApp().client();
    const res = await resetWith(resetter, token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: RESET_SUCCESS_MESSAGE });
    expect(await validate(testApp(), token)).toEqual({ valid: false });

    const again = await resetWith(resetter, token, 'yet another password');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ success: false, error: INVALID_RESET_TOKEN });

    const old = await testApp().client().login(EMAIL, DEFAULT_PASSWORD);
    expect(old.status).toBe(401);
    expect(old.body).toEqual({ success: false, error: INVALID_LOGIN });
    const fresh = await testApp().client().login(EMAIL, NEW_PASSWORD);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ logged_in: true, user: EMAIL });
    // The second, refused attempt did not change the password either.
    expect((await testApp().client().login(EMAIL, 'yet another password')).status).toBe(401);
  });

  it("ends the user's other sessions, and nobody else's", async () => {
    const laptop = testApp().client();
    const phone = testApp().client();
    expect((await laptop.login(EMAIL)).status).toBe(200);
    expect((await phone.login(EMAIL, DEFAULT_PASSWORD, true)).status).toBe(200);
    const bob = testApp().client();
    await bob.signUp('bob@example.com');

    const token = await mailedToken();
    expect((await resetWith(testApp().client(), token)).status).toBe(200);

    expect(await laptop.status()).toEqual({ success: true, logged_in: false });
    expect(await phone.status()).toEqual({ success: true, logged_in: false });
    expect(await bob.status()).toMatchObject({ logged_in: true, user: 'bob@example.com' });
  });

  it('lets a token expire after one hour', async () => {
    const token = await mailedToken();
    testApp().clock.advance(59 * MINUTE);
    expect(await validate(testApp(), token)).toEqual({ valid: true });
    testApp().clock.advance(2 * MINUTE);
    expect(await validate(testApp(), token)).toEqual({ valid: false });
    const res = await resetWith(testApp().client(), token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: INVALID_RESET_TOKEN });
    expect((await testApp().client().login(EMAIL, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('kills the older tokens of the user when a newer one is used', async () => {
    const older = await mailedToken();
    const newer = await mailedToken();
    expect(newer).not.toBe(older);
    expect(await validate(testApp(), older)).toEqual({ valid: true });
    expect(await validate(testApp(), newer)).toEqual({ valid: true });

    expect((await resetWith(testApp().client(), newer)).status).toBe(200);
    expect(await validate(testApp(), older)).toEqual({ valid: false });
    const res = await resetWith(testApp().client(), older, 'the older link password');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: INVALID_RESET_TOKEN });
    expect((await testApp().client().login(EMAIL, NEW_PASSWORD)).status).toBe(200);
  });

  it("does not touch another user's tokens", async () => {
    await testApp().client().signUp('bob@example.com');
    const bobs = await mailedToken('bob@example.com');
    const anns = await mailedToken();
    expect((await resetWith(testApp().client(), anns)).status).toBe(200);
    expect(await validate(testApp(), bobs)).toEqual({ valid: true });
  });

  it('refuses a new password under 8 characters, and the token stays usable', async () => {
    const token = await mailedToken();
    const res = await resetWith(testApp().client(), token, 'short1', 'short1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: PASSWORD_TOO_SHORT });
    expect(await validate(testApp(), token)).toEqual({ valid: true });
    expect((await testApp().client().login(EMAIL, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('refuses passwords that do not match, and the token stays usable', async () => {
    const token = await mailedToken();
    const res = await resetWith(testApp().client(), token, NEW_PASSWORD, `${NEW_PASSWORD}x`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: PASSWORDS_DO_NOT_MATCH });
    expect(await validate(testApp(), token)).toEqual({ valid: true });
    expect((await testApp().client().login(EMAIL, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it.each([
    ['a made-up token', 'this-is-not-a-real-token-at-all-000000000'],
    ['a short token', 'abc'],
    ['a token with odd characters', 'abc$def%ghi!jkl*mno(pqr)stu'],
    ['a very long token', 'a'.repeat(300)],
  ])('answers {valid:false} to %s and refuses to reset with it', async (_case, token) => {
    await mailedToken();
    expect(await validate(testApp(), token)).toEqual({ valid: false });
    const res = await resetWith(testApp().client(), token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: INVALID_RESET_TOKEN });
    expect((await testApp().client().login(EMAIL, DEFAULT_PASSWORD)).status).toBe(200);
  });

  it('sends at most 5 mails for a burst of 20 parallel requests', async () => {
    const client = testApp().client();
    await client.fetchCsrf();
    const answers = await Promise.all(Array.from({ length: 20 }, () => requestReset(client, EMAIL)));
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(200));
    expect(testApp().outbox).toHaveLength(5);
  });

  it('sends at most 5 mails an hour to one address while answering every request the same', async () => {
    const client = testApp().client();
    const answers = new Set<string>();
    for (let i = 0; i < 7; i += 1) answers.add((await requestReset(client, EMAIL)).text);
    expect([...answers]).toEqual([JSON.stringify({ success: true, message: RESET_REQUEST_MESSAGE })]);
    expect(testApp().outbox).toHaveLength(5);
    testApp().clock.advance(61 * MINUTE);
    await requestReset(client, EMAIL);
    expect(testApp().outbox).toHaveLength(6);
  });
});

describe.each(testEngines())('password reset through the .eml outbox on %s', (engine) => {
  const outbox = mkdtempSync(path.join(os.tmpdir(), 'ontrack-outbox-'));
  const testApp = useTestApp(engine, { mailer: outboxMailer(outbox, 'OnTrack <no-reply@localhost>', silentLogger) });

  afterAll(async () => {
    await rm(outbox, { recursive: true, force: true });
  });

  /** Undoes quoted-printable soft line breaks and escapes, as a mail client would. */
  function decodeQuotedPrintable(text: string): string {
    return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  }

  it('writes the mail as an .eml file whose link resets the password', async () => {
    await testApp().client().signUp(EMAIL);
    expect((await requestReset(testApp().client(), 'nobody@example.com')).body).toEqual({ success: true, message: RESET_REQUEST_MESSAGE });
    expect(await readdir(outbox)).toEqual([]);

    expect((await requestReset(testApp().client(), EMAIL)).body).toEqual({ success: true, message: RESET_REQUEST_MESSAGE });
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(path.join(outbox, files[0]), 'utf8');
    expect(eml).toMatch(/^To: ann@example\.com$/m);
    expect(eml).toMatch(/^From: OnTrack <no-reply@localhost>$/m);
    expect(eml).toMatch(/^Subject: Reset your OnTrack password$/m);

    const token = tokenFromText(decodeQuotedPrintable(eml));
    expect(await validate(testApp(), token)).toEqual({ valid: true });
    expect((await resetWith(testApp().client(), token)).status).toBe(200);
    expect((await testApp().client().login(EMAIL, NEW_PASSWORD)).status).toBe(200);
  });
});
