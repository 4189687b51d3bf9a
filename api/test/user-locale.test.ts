/**
 * The user's locale over HTTP (services/user-locale.ts): null for a new user (the browser's
 * languages decide), set in any case as a canonical BCP 47 tag, answered by the session so every
 * screen formats with it, refused with a 400 naming the field (in the user's language) for anything else, forgotten with
 * null, exported with the account's data, and one user's never another's.
 */
import { LOCALE_INVALID } from '../src/contracts';
import { CSRF_ERROR } from '../src/errors';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

describe.each(testEngines())('user locale on %s', (engine) => {
  const testApp = useTestApp(engine);

  const localeOf = async (client: ApiClient) => {
    const res = await client.get('/account/locale');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return (res.body as { locale: string | null }).locale;
  };

  it('is null for a new user, set as a canonical tag, answered by the session, and forgotten with null', async () => {
    const ann = testApp().client();
    expect((await ann.get('/account/locale')).status).toBe(401);
    await ann.signUp('ann@example.com');
    const bob = testApp().client();
    await bob.signUp('bob@example.com');
    expect(await localeOf(ann)).toBeNull();
    expect((await ann.status()).locale).toBeNull();

    const set = await ann.put('/account/locale', { locale: ' de-ch ' });
    expect(set.status).toBe(200);
    expect(set.body).toEqual({ locale: 'de-CH' });
    expect(await localeOf(ann)).toBe('de-CH');
    expect((await ann.status()).locale).toBe('de-CH');

    // The home currency beside it is untouched, and untouching.
    await ann.put('/account/home-currency', { home_currency: 'CHF' });
    expect(await localeOf(ann)).toBe('de-CH');
    expect((await ann.put('/account/locale', { locale: 'en-IN' })).body).toEqual({ locale: 'en-IN' });
    expect((await ann.get('/account/home-currency')).body).toMatchObject({ home_currency: 'CHF' });

    expect(await localeOf(bob)).toBeNull();
    expect((await ann.put('/account/locale', { locale: null })).body).toEqual({ locale: null });
    expect((await ann.status()).locale).toBeNull();
  });

  it('takes the same choice twice: a write that changes nothing still meets its row, and no second one is made', async () => {
    const ann = testApp().client();
    await ann.signUp('ann@example.com');
    await ann.put('/account/home-currency', { home_currency: 'CHF' });
    for (let round = 0; round < 2; round += 1) {
      expect((await ann.put('/account/locale', { locale: 'de-CH' })).status).toBe(200);
      expect((await ann.put('/account/rates/EUR', { rate: '0.95' })).status).toBe(200);
    }
    expect(await localeOf(ann)).toBe('de-CH');
    const count = async (table: string) =>
      Number((await testApp().dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`))[0].n as number | string);
    expect([await count('user_options'), await count('currency_rates')]).toEqual([1, 1]);
  });

  it('refuses what is no language tag Intl knows with a 400 naming the field', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    await client.put('/account/locale', { locale: 'pt-BR' });
    for (const refused of ['de_DE', 'german', 'xx', '', '   ', 'x'.repeat(36), 12, true, {}, ['de']]) {
      const res = await client.put('/account/locale', { locale: refused });
      expect(res.status).toBe(400);
      // In the user's own language (pt-BR here), the field named as the request names it.
      expect(res.body).toMatchObject({
        success: false,
        error: 'locale deve ser uma etiqueta de idioma, como en-US, de-CH ou pt-BR, ou null.',
      });
    }
    // Before any locale is saved, in English.
    const other = testApp().client();
    await other.signUp('bob@example.com');
    expect((await other.put('/account/locale', { locale: 'german' })).body).toMatchObject({ success: false, error: LOCALE_INVALID });
    expect((await client.put('/account/locale', {})).status).toBe(400);
    expect(await localeOf(client)).toBe('pt-BR');
  });

  it('needs the CSRF token to change', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const refused = await client.put('/account/locale', { locale: 'es-ES' }, { csrf: null });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ success: false, error: CSRF_ERROR, code: 'csrf' });
    expect(await localeOf(client)).toBeNull();
  });

  it("is in the account's data export", async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    await client.put('/account/locale', { locale: 'ja-JP' });
    const exported = await client.get('/account/export');
    const data = JSON.parse(exported.text) as { tables: Record<string, Array<Record<string, unknown>>> };
    expect(data.tables.user_options).toEqual([expect.objectContaining({ locale: 'ja-JP', homeCurrency: null })]);
  });
});
