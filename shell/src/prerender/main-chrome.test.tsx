/**
 * @jest-environment node
 */
import { renderMainChrome, SECTION_SLOT } from './main-chrome';

/** The server's render of the signed-in chrome, as the API runs it: in Node, with no document. */
const SESSION = {
  success: true,
  logged_in: true,
  id: 7,
  user: 'ann<script>@example.com',
  email: 'ann<script>@example.com',
  eligible: true,
  plan_id: 1,
  plan_name: 'Free Trial',
  usage_limit: 10,
  usage_used: 0,
  template_id: 'wealth-whisperer',
  trial_ends_at: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000).toISOString(),
  steps: [],
} as const;
const BILLING = {
  success: true,
  payments_configured: true,
  plan_active: false,
  subscription_status: null,
  paid_through: null,
  can_manage_billing: false,
} as const;

describe('the signed-in chrome rendered on the server', () => {
  const { html } = renderMainChrome({ session: { ...SESSION, steps: [] }, billing: BILLING });

  it('leaves one slot where the section shows, under the Dashboard heading', () => {
    expect(html.split(SECTION_SLOT)).toHaveLength(2);
    expect(html).toMatch(/<h1>Dashboard<\/h1><\/div><div data-ontrack-section-slot=""><\/div><\/main>/);
  });

  it('marks the Dashboard current and names the signed-in user, escaped', () => {
    expect(html).toMatch(/<button type="button" class="ot-nav-item is-active" aria-current="page">.*?Dashboard<\/button>/);
    expect(html).toContain('Signed in as <strong data-testid="signed-in-user">ann&lt;script&gt;@example.com</strong>');
    expect(html).not.toContain('<script>');
  });

  it("gives its ids a prefix of their own, apart from the section's render and the live app's", () => {
    // React's generated ids (useId) are `_<prefix>R_…`: the account menu's, here.
    const generated = [...html.matchAll(/\b(?:id|aria-controls|aria-labelledby)="(_[^"]*R_[^"]*)"/g)].map((match) => match[1]);
    expect(generated.length).toBeGreaterThan(0);
    for (const id of generated) expect(id.startsWith('_chrome-')).toBe(true);
  });

  it('shows the trial banner the live chrome will show, so nothing moves when it takes over', () => {
    const endsTomorrow = new Date(Date.now() + 36 * 60 * 60 * 1000).toISOString();
    const ending = renderMainChrome({ session: { ...SESSION, steps: [], trial_ends_at: endsTomorrow }, billing: BILLING }).html;
    expect(ending).toContain('data-testid="trial-banner"');
    expect(ending).toMatch(/Your free trial ends in 2 days\./);
    // Not with a paid plan, nor far from the trial's end.
    expect(
      renderMainChrome({ session: { ...SESSION, steps: [], trial_ends_at: endsTomorrow }, billing: { ...BILLING, plan_active: true } })
        .html,
    ).not.toContain('trial-banner');
    expect(html).not.toContain('trial-banner');
  });
});
