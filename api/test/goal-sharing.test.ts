import type { LogFields } from '../src/config/logger';
import { GoalShare } from '../src/db/entities';
import { sha256 } from '../src/services/tokens';
import type { ApiClient } from './support/client';
import { testEngines } from './support/engines';
import { useTestApp } from './support/test-app';

/**
 * Sharing a goal and its public card: share → the card renders for anyone with
 * no cookie from any origin → revoke → 410 (an unknown token: 404). The test clock stands at 2025-05-14.
 */
const GOALS = '/goals/api/goals';
const PUBLIC = '/goals/api/public';
const ORIGIN = 'https://blog.example.org';

describe.each(testEngines())('goal sharing on %s', (engine) => {
  const logged: LogFields[] = [];
  const capture = (_message: string, fields: LogFields = {}) => {
    logged.push(fields);
  };
  const testApp = useTestApp(engine, { logger: { info: capture, warn: capture, error: capture } });
  const shares = () =>
    testApp()
      .dataSource.getRepository(GoalShare)
      .find({ order: { id: 'ASC' } });

  async function signedInWithGoal(email = 'ann@example.com') {
    const client = testApp().client();
    await client.signUp(email);
    const res = await client.post(GOALS, {
      name: 'House deposit',
      currentAmount: 100,
      targetAmount: 1000,
      targetDate: '2025-12-14',
      category: 'major-purchase',
      contributionAmount: 100,
      contributionFrequency: 'monthly',
      interestRate: 0,
      oneTimeTransactions: [{ description: 'Private note', amount: 5, date: '2030-01-01' }],
    });
    expect(res.status).toBe(201);
    return { client, goal: res.body as { id: number; version: number } };
  }

  async function share(client: ApiClient, goalId: number): Promise<string> {
    const res = await client.post(`${GOALS}/${goalId}/share`);
    expect(res.status).toBe(201);
    return res.body.token as string;
  }

  /** The widget's request: another site's page, no cookie at all. */
  const publicCard = (token: string) => testApp().request().get(`${PUBLIC}/${token}`).set('Origin', ORIGIN);

  it('shares a goal with a token and the exact embed snippet, storing only the hash of the token', async () => {
    const { client, goal } = await signedInWithGoal();
    const res = await client.post(`${GOALS}/${goal.id}/share`);
    expect(res.status).toBe(201);
    const { token, snippet } = res.body;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The API's origin rides with the snippet, so a copy of embed.js on a CDN still asks this server.
    expect(snippet).toBe(
      `<div data-ontrack-goal="${token}" data-ontrack-api="http://localhost:3000"></div><script src="http://localhost:3000/remotes/goals/embed.js"></script>`,
    );
    const [stored] = await shares();
    expect(stored).toMatchObject({ goalId: goal.id, tokenHash: sha256(token), revokedAt: null });
    expect(JSON.stringify(await testApp().dataSource.query('SELECT * FROM goal_shares'))).not.toContain(token);
  });

  it('answers the public card to anyone, with CORS, no cookie, no e-mail and nothing else of the user', async () => {
    const { client, goal } = await signedInWithGoal('owner@example.com');
    const token = await share(client, goal.id);
    const res = await publicCard(token);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    // B0 = 100, +100 a month from 2025-05-14; T = 7: 800 < 1000 → off track; 1000 reached 2026-02-14.
    expect(res.body).toEqual({
      currency: 'USD',
      name: 'House deposit',
      currentAmount: 100,
      targetAmount: 1000,
      targetDate: '2025-12-14',
      onTrack: false,
      projectedCompletion: '2026-02-14',
      series: [100, 200, 300, 400, 500, 600, 700, 800, 900, 1000].map((balance, month) => ({
        date: [
          '2025-05-14',
          '2025-06-14',
          '2025-07-14',
          '2025-08-14',
          '2025-09-14',
          '2025-10-14',
          '2025-11-14',
          '2025-12-14',
          '2026-01-14',
          '2026-02-14',
        ][month],
        balance,
      })),
    });
    expect(res.text).not.toContain('owner@example.com');
    expect(res.text).not.toContain('Private note');
    expect(res.text).not.toContain(`"id"`);
  });

  it('answers the CORS preflight for GET and refuses every other method with 405, changing nothing', async () => {
    const { client, goal } = await signedInWithGoal();
    const token = await share(client, goal.id);

    const preflight = await testApp()
      .request()
      .options(`${PUBLIC}/${token}`)
      .set('Origin', ORIGIN)
      .set('Access-Control-Request-Method', 'GET');
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, HEAD, OPTIONS');

    // From a page elsewhere, and even from the owner's own signed-in browser with a valid CSRF token.
    const anonymous = await testApp().request().post(`${PUBLIC}/${token}`).set('Origin', ORIGIN).send({ name: 'Hacked' });
    expect(anonymous.status).toBe(405);
    expect(anonymous.body).toEqual({ success: false, error: 'POST is not allowed here.' });
    expect(anonymous.headers.allow).toBe('GET, HEAD, OPTIONS');
    for (const method of ['post', 'put', 'delete'] as const) {
      expect((await client.send(method, `${PUBLIC}/${token}`, { name: 'Hacked' })).status).toBe(405);
    }
    const card = await publicCard(token);
    expect(card.status).toBe(200);
    expect(card.body.name).toBe('House deposit');
    expect((await shares())[0].revokedAt).toBeNull();
  });

  it('stops answering once revoked; sharing again issues a new token, and revoking ends every token', async () => {
    const { client, goal } = await signedInWithGoal();
    const first = await share(client, goal.id);
    const second = await share(client, goal.id);
    expect(second).not.toBe(first);
    // Sharing again does not break pages that embed the earlier snippet.
    expect((await publicCard(first)).status).toBe(200);
    expect((await publicCard(second)).status).toBe(200);

    const revoked = await client.delete(`${GOALS}/${goal.id}/share`);
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ success: true });
    for (const token of [first, second]) {
      const res = await publicCard(token);
      // Gone, not unknown: the widget says the goal is no longer shared.
      expect(res.status).toBe(410);
      expect(res.body).toEqual({ success: false, error: 'This goal is no longer shared.' });
      // The widget on another site can still read why.
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    // Revoking again is harmless.
    expect((await client.delete(`${GOALS}/${goal.id}/share`)).status).toBe(200);

    const third = await share(client, goal.id);
    expect((await publicCard(third)).status).toBe(200);
    expect((await publicCard(first)).status).toBe(410);
  });

  it('shows the goal as it is now: edits appear, deleting the goal ends the card', async () => {
    const { client, goal } = await signedInWithGoal();
    const token = await share(client, goal.id);
    const edited = await client.put(`${GOALS}/${goal.id}`, {
      version: goal.version,
      name: 'Bigger house',
      currentAmount: 1000,
      targetAmount: 1000,
      targetDate: '2025-12-14',
      category: 'major-purchase',
      contributionAmount: 0,
      contributionFrequency: 'monthly',
      interestRate: 0,
      oneTimeTransactions: [],
    });
    expect(edited.status).toBe(200);
    // 1000 held flat: 1000 ≥ 1000 at T → on track; completion at month 1 (2025-06-14).
    expect((await publicCard(token)).body).toMatchObject({ name: 'Bigger house', onTrack: true, projectedCompletion: '2025-06-14' });

    expect((await client.delete(`${GOALS}/${goal.id}`)).status).toBe(200);
    expect((await publicCard(token)).status).toBe(404);
    expect(await shares()).toEqual([]);
  });

  it('keeps share tokens out of the request log', async () => {
    const { client, goal } = await signedInWithGoal();
    const token = await share(client, goal.id);
    logged.length = 0;
    expect((await publicCard(token)).status).toBe(200);
    expect(logged).toContainEqual(expect.objectContaining({ method: 'GET', route: '/goals/api/public/:token', status: 200 }));
    expect(JSON.stringify(logged)).not.toContain(token);
  });

  it('answers unknown and malformed tokens with 404: the goal could not be found', async () => {
    for (const token of ['A'.repeat(43), 'short', '..%2F..%2Fetc', 'x'.repeat(500)]) {
      const res = await publicCard(token);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'This goal could not be found.' });
    }
  });

  it("shows the card in its owner's home currency", async () => {
    const { client, goal } = await signedInWithGoal();
    const token = await share(client, goal.id);
    expect((await publicCard(token)).body.currency).toBe('USD');
    expect((await client.put('/account/home-currency', { home_currency: 'CHF' })).status).toBe(200);
    expect((await publicCard(token)).body).toMatchObject({ currency: 'CHF', currentAmount: 100, targetAmount: 1000 });
  });

  it("lets no one share or revoke another user's goal, and needs the CSRF token", async () => {
    const { client: ann, goal } = await signedInWithGoal('ann@example.com');
    const token = await share(ann, goal.id);
    const bob = testApp().client();
    await bob.signUp('bob@example.com');
    expect((await bob.post(`${GOALS}/${goal.id}/share`)).status).toBe(404);
    expect((await bob.delete(`${GOALS}/${goal.id}/share`)).status).toBe(404);
    expect((await publicCard(token)).status).toBe(200);

    expect((await ann.post(`${GOALS}/${goal.id}/share`, undefined, { csrf: null })).status).toBe(403);
    expect((await ann.delete(`${GOALS}/${goal.id}/share`, { csrf: null })).status).toBe(403);
    expect(await shares()).toHaveLength(1);
    expect((await publicCard(token)).status).toBe(200);

    const visitor = testApp().client();
    expect((await visitor.post(`${GOALS}/${goal.id}/share`)).status).toBe(401);
  });
});
