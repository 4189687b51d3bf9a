import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '../src/contracts';
import { User } from '../src/db/entities';
import { verifyPassword } from '../src/services/passwords';
import { DEFAULT_PASSWORD, registration, statusWithCookie } from './support/client';
import { testEngines } from './support/engines';
import { START_TIME, useTestApp } from './support/test-app';

const DAY = 24 * 60 * 60 * 1000;
const TAKEN = 'An account with this email already exists. Sign in instead, or reset your password.';

describe.each(testEngines())('POST /auth/register on %s', (engine) => {
  const testApp = useTestApp(engine);
  const users = () => testApp().dataSource.getRepository(User);

  it('creates the user, signs them in and answers {success, url:"/main/upload", csrf_token}', async () => {
    const client = testApp().client();
    const before = await client.fetchCsrf();
    const res = await client.register('ann@example.com', { plan_id: 2, template_id: 'zero-based-budget' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      success: true,
      url: '/main/upload',
      csrf_token: expect.any(String),
      logged_in: true,
      user: 'ann@example.com',
      plan_id: 2,
    });
    expect(res.body.csrf_token).not.toBe(before);
    expect(res.headers['set-cookie']?.[0]).toMatch(/^ontrack_sid=.+; path=\/; samesite=lax; httponly$/);

    const status = await client.status();
    expect(status).toEqual({
      success: true,
      logged_in: true,
      id: expect.any(Number),
      user: 'ann@example.com',
      email: 'ann@example.com',
      eligible: true,
      plan_id: 2,
      plan_name: 'Annual',
      usage_limit: 20,
      usage_used: 0,
      template_id: 'zero-based-budget',
      trial_ends_at: new Date(START_TIME + 7 * DAY).toISOString(),
      // Not chosen yet: figures show in US dollars.
      home_currency: null,
      // Not chosen yet: the browser's languages decide.
      locale: null,
      steps: [
        { id: 1, name: 'upload', path: '/main/upload', next_step: 2 },
        { id: 2, name: 'options', path: '/main/options', next_step: 3 },
        { id: 3, name: 'categories', path: '/main/categories', next_step: 4 },
        { id: 4, name: 'dashboard', path: '/main/dashboard', next_step: null },
      ],
    });
  });

  it('stores the e-mail trimmed and lower-cased and the password only as a salted scrypt hash', async () => {
    await testApp().client().signUp('  Ann.Lee@Example.COM ');
    const [user] = await users().find();
    expect(user.email).toBe('ann.lee@example.com');
    expect(user.passwordHash).not.toContain(DEFAULT_PASSWORD);
    expect(user.passwordHash).toMatch(/^scrypt\$/);
    expect(await verifyPassword(DEFAULT_PASSWORD, user.passwordHash)).toBe(true);
    expect(user.planPaid).toBe(false);
    expect(user.trialEndsAt).toBe(START_TIME + 7 * DAY);
  });

  it('accepts a form-encoded body too', async () => {
    const client = testApp().client();
    const res = await client.post('/auth/register', registration('ann@example.com', { plan_id: '3' }), { form: true });
    expect(res.status).toBe(201);
    expect(await client.status()).toMatchObject({ logged_in: true, plan_id: 3, plan_name: 'Lifetime', usage_limit: 50 });
  });

  const invalid: Array<[string, Record<string, unknown>, string | RegExp]> = [
    ['a malformed e-mail', registration('ann@example'), 'Enter a valid email address.'],
    ['an e-mail with spaces inside', registration('ann lee@example.com'), 'Enter a valid email address.'],
    ['a blank e-mail', registration('   '), 'Email is required.'],
    [
      'a password under 8 characters',
      registration('ann@example.com', { register_password: 'seven77', register_password2: 'seven77' }),
      PASSWORD_TOO_SHORT,
    ],
    ['passwords that differ', registration('ann@example.com', { register_password2: `${DEFAULT_PASSWORD}!` }), PASSWORDS_DO_NOT_MATCH],
    ['an unknown plan', registration('ann@example.com', { plan_id: 99 }), 'Please choose one of the listed plans.'],
    ['a plan id that is not a number', registration('ann@example.com', { plan_id: 'gold' }), /plan/i],
    ['a plan id of 0', registration('ann@example.com', { plan_id: 0 }), /plan/i],
    [
      'an unknown template',
      registration('ann@example.com', { template_id: 'get-rich-quick' }),
      'Please choose one of the listed budget templates.',
    ],
    ['a missing template', registration('ann@example.com', { template_id: undefined }), 'Template is required.'],
    [
      'a missing password confirmation',
      registration('ann@example.com', { register_password2: undefined }),
      'Please confirm your password.',
    ],
    ['no fields at all', {}, 'Email is required.'],
  ];

  it.each(invalid)('answers 400 with a clear error and creates nothing for %s', async (_case, body, message) => {
    const client = testApp().client();
    const res = await client.post('/auth/register', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.any(String) });
    expect(res.body.error).toMatch(message);
    expect(await users().count()).toBe(0);
    expect(await client.status()).toEqual({ success: true, logged_in: false });
  });

  it('refuses an e-mail already taken, whatever its case, and keeps the first account as it was', async () => {
    await testApp().client().signUp('ann@example.com');
    const [first] = await users().find();
    const client = testApp().client();
    const res = await client.register('ANN@Example.com', {
      register_password: 'another password',
      register_password2: 'another password',
      plan_id: 3,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: TAKEN });
    expect(await users().find()).toEqual([first]);
    expect(await client.status()).toEqual({ success: true, logged_in: false });
  });

  it('answers 400, not 500, to a body that is not valid JSON', async () => {
    const client = testApp().client();
    const token = await client.fetchCsrf();
    const res = await client.http
      .post('/auth/register')
      .set('X-CSRFToken', token)
      .set('Content-Type', 'application/json')
      .send('{"register_email": "ann@example.com",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, error: expect.stringMatching(/JSON/) });
    expect(res.text).not.toMatch(/Unexpected|SyntaxError|position/);
    expect(await users().count()).toBe(0);
  });

  it('signs out whoever was signed in on that browser and signs in the new account', async () => {
    const client = testApp().client();
    await client.signUp('ann@example.com');
    const annCookie = client.cookie as string;
    await client.signUp('bob@example.com');
    expect(await client.status()).toMatchObject({ logged_in: true, user: 'bob@example.com' });
    expect(await statusWithCookie(testApp().app, annCookie)).toEqual({ success: true, logged_in: false });
    expect(await users().count()).toBe(2);
  });
});
