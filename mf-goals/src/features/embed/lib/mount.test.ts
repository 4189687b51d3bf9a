import type { PublicGoalDto } from '@ontrack/api/contracts';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import { apiOriginOf, mountGoalWidgets, NO_LONGER_SHARED, NOT_FOUND, scriptOrigin, UNAVAILABLE } from './mount';

const ORIGIN = 'https://ontrack.example';

const PUBLIC_GOAL: PublicGoalDto = {
  currency: 'USD',
  name: 'New roof <script>alert(1)</script>',
  currentAmount: 2500,
  targetAmount: 10000,
  targetDate: '2030-06-01',
  onTrack: true,
  projectedCompletion: '2028-03-01',
  series: [
    { date: '2025-06-01', balance: 2500 },
    { date: '2025-07-01', balance: 2800 },
    { date: '2025-08-01', balance: 3100 },
  ],
};

function page(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

/** The widget draws inside each element's shadow root. */
const shadow = (element: Element) => element.shadowRoot!;

describe('embed.js', () => {
  it('fetches each token from the script’s origin without cookies and draws a read-only card', async () => {
    const net = stubFetch({ 'GET /goals/api/public/tok-1': { body: PUBLIC_GOAL } });
    const body = page('<h1>My blog</h1><div id="w" data-ontrack-goal="tok-1"></div>');
    await mountGoalWidgets(document, ORIGIN);

    expect(net.requests.map((request) => request.url)).toEqual([`${ORIGIN}/goals/api/public/tok-1`]);
    expect(net.mock.mock.calls[0][1]).toMatchObject({ credentials: 'omit' });
    const root = shadow(body.querySelector('#w')!);
    const card = root.querySelector('[role="group"]')!;
    expect(card.getAttribute('aria-label')).toBe('Savings goal: New roof <script>alert(1)</script>');
    // The name is text, never markup.
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('.name')!.textContent).toBe('New roof <script>alert(1)</script>');
    expect(root.querySelector('.badge')!.textContent).toBe('On Track');
    expect(card.textContent).toContain('$2,500 of $10,000');
    expect(card.textContent).toContain('25% complete');
    expect(card.textContent).toContain('Projected completion: March 2028');
    expect(card.textContent).toContain('Target date: Jun 1, 2030');
    expect(root.querySelector('[role="progressbar"]')!.getAttribute('aria-valuenow')).toBe('25');
    expect(root.querySelector('.fill')!.className).toBe('fill green');
    // The colour is said in words too.
    expect(root.querySelector('.meaning')!.textContent).toBe('On track');
    expect(root.querySelector('[role="progressbar"]')!.getAttribute('aria-valuetext')).toBe('25% complete, on track');
    expect(root.querySelector('.legend')!.textContent).toBe('Target $10,000');
    expect(root.querySelector('polyline')!.getAttribute('points')!.split(' ')).toHaveLength(3);
    expect(root.querySelector('svg')!.getAttribute('aria-label')).toBe(
      'Projected balance from $2,500 in June 2025 to $3,100 in August 2025',
    );
    // Styles stay inside the shadow root.
    expect(root.querySelector('style')!.textContent).toContain('.card');
    expect(document.head.querySelector('style')).toBeNull();
    // Nothing but the card: no controls.
    expect(root.querySelector('button, input, form')).toBeNull();
  });

  it('shows an off-track goal as Off Track with its current-pace month', async () => {
    stubFetch({ 'GET /goals/api/public/tok-2': { body: { ...PUBLIC_GOAL, onTrack: false, projectedCompletion: null } } });
    const body = page('<div data-ontrack-goal="tok-2"></div>');
    await mountGoalWidgets(document, ORIGIN);
    const root = shadow(body.firstElementChild!);
    expect(root.querySelector('.badge')!.textContent).toBe('Off Track');
    expect(root.textContent).toContain('Not reached at the current pace');
  });

  it('says a revoked share is no longer shared, and an unknown or empty token could not be found', async () => {
    stubFetch({
      'GET /goals/api/public/revoked': { status: 410, body: { success: false, error: 'This goal is no longer shared.' } },
      'GET /goals/api/public/unknown': { status: 404, body: { success: false, error: 'This goal could not be found.' } },
    });
    const body = page('<div data-ontrack-goal="revoked"></div><div data-ontrack-goal="unknown"></div><div data-ontrack-goal=""></div>');
    await mountGoalWidgets(document, ORIGIN);
    const [revoked, unknown, empty] = Array.from(body.children);
    expect(shadow(revoked).querySelector('.note')!.textContent).toBe(NO_LONGER_SHARED);
    expect(shadow(unknown).querySelector('.note')!.textContent).toBe(NOT_FOUND);
    expect(shadow(empty).querySelector('.note')!.textContent).toBe(NOT_FOUND);
    expect(shadow(revoked).querySelector('.card')).toBeNull();
  });

  it('asks the server the snippet names (data-ontrack-api), wherever embed.js came from', async () => {
    const net = stubFetch({ 'GET /goals/api/public/tok-1': { body: PUBLIC_GOAL } });
    page('<div data-ontrack-goal="tok-1" data-ontrack-api="https://app.ontrack.example:8443/"></div>');
    await mountGoalWidgets(document, 'https://cdn.example');
    expect(net.requests.map((request) => request.url)).toEqual(['https://app.ontrack.example:8443/goals/api/public/tok-1']);
  });

  it('falls back to the script’s origin when the snippet names no usable server', () => {
    const host = document.createElement('div');
    expect(apiOriginOf(host, ORIGIN)).toBe(ORIGIN);
    for (const named of ['', '   ', 'not a url', 'javascript:alert(1)', 'ftp://files.example']) {
      host.setAttribute('data-ontrack-api', named);
      expect(apiOriginOf(host, ORIGIN)).toBe(ORIGIN);
    }
    host.setAttribute('data-ontrack-api', 'http://localhost:3000/some/path');
    expect(apiOriginOf(host, ORIGIN)).toBe('http://localhost:3000');
  });

  it('shows the figures in the goal owner’s currency', async () => {
    stubFetch({ 'GET /goals/api/public/chf': { body: { ...PUBLIC_GOAL, currency: 'CHF' } } });
    const body = page('<div data-ontrack-goal="chf"></div>');
    await mountGoalWidgets(document, ORIGIN);
    const root = shadow(body.firstElementChild!);
    // en-US writes the code, then a no-break space.
    expect(root.querySelector('.amounts')!.textContent).toMatch(/^CHF\s2,500 of CHF\s10,000/);
    expect(root.querySelector('.legend')!.textContent).toMatch(/^Target CHF\s10,000$/);
    expect(root.textContent).not.toContain('$');
  });

  it.each([
    ['a server error', () => stubFetch({ 'GET /goals/api/public/t': { status: 500, body: {} } })],
    ['an answer that is not a goal', () => stubFetch({ 'GET /goals/api/public/t': { body: { name: 3 } } })],
    [
      'a network failure',
      () => {
        global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      },
    ],
  ])('says the goal cannot be shown after %s', async (_case, stub) => {
    stub();
    const body = page('<div data-ontrack-goal="t"></div>');
    await mountGoalWidgets(document, ORIGIN);
    expect(shadow(body.firstElementChild!).querySelector('.note')!.textContent).toBe(UNAVAILABLE);
  });

  it('draws several goals, and a second copy of the script leaves drawn ones alone', async () => {
    const net = stubFetch({
      'GET /goals/api/public/a': { body: { ...PUBLIC_GOAL, name: 'A' } },
      'GET /goals/api/public/b': { body: { ...PUBLIC_GOAL, name: 'B' } },
    });
    const body = page('<div data-ontrack-goal="a"></div><div data-ontrack-goal="b"></div>');
    await mountGoalWidgets(document, ORIGIN);
    await mountGoalWidgets(document, ORIGIN);
    expect(net.requests).toHaveLength(2);
    expect(Array.from(body.children).map((element) => shadow(element).querySelector('.name')!.textContent)).toEqual(['A', 'B']);
  });

  it('encodes the token into the path', async () => {
    const net = stubFetch({});
    page('<div data-ontrack-goal="a/../../auth?x=1"></div>');
    await mountGoalWidgets(document, ORIGIN);
    expect(net.requests[0].url).toBe(`${ORIGIN}/goals/api/public/a%2F..%2F..%2Fauth%3Fx%3D1`);
  });

  it('takes the API origin from the script’s src', () => {
    const script = document.createElement('script');
    script.setAttribute('src', 'https://app.ontrack.example:8443/remotes/goals/embed.js');
    expect(scriptOrigin(script, 'https://blog.example/post')).toBe('https://app.ontrack.example:8443');
    script.setAttribute('src', '/remotes/goals/embed.js');
    expect(scriptOrigin(script, 'https://blog.example/post')).toBe('https://blog.example');
    expect(scriptOrigin(null, 'https://blog.example/post')).toBe('https://blog.example');
  });
});
