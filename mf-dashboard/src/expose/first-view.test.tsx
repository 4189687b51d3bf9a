/**
 * @jest-environment node
 */
import type { TransactionAnalysisDto } from '@ontrack/api/contracts';
import { renderFirstView } from './first-view';

/** The dashboard's first view as the API renders it: in Node, with the user's reads answered. */
const ANALYSIS: TransactionAnalysisDto = {
  message: 'ok',
  lastUpdated: '2026-11-20T10:00:00.000Z',
  income: { total: 54321.49 },
  expense: { total: 32100.25, percent_of_income: 59.09 },
  savings: { total: 12000, percent_of_income: 22.09, categories: [{ name: 'Savings', subcategories: [{ name: '401k', amount: 12000 }] }] },
};
const COUNTS = { goals: 2, networth_entries: 0, has_analysis: true, last_updated: '2026-11-20T10:00:00.000Z' };
const NOTHING = { goals: 0, networth_entries: 0, has_analysis: false, last_updated: null };

const text = (html: string) => html.replace(/<!-- -->/g, '');

describe('the dashboard first view rendered on the server', () => {
  it('shows the Financial Summary with the figures, as the live page does', () => {
    const { html } = renderFirstView({ analysis: ANALYSIS, counts: COUNTS });
    expect(text(html)).toContain('<p class="dash-tile__amount" title="$54,321.49" data-testid="tile-income-amount">$54,321</p>');
    expect(text(html)).toContain('data-testid="tile-expenses-amount">$32,100</p>');
    expect(text(html)).toContain('data-testid="tile-savings-amount">$12,000</p>');
    expect(html).toContain('59.1% of income');
    // The previews show as loading, as the shell's do until their remotes arrive.
    for (const preview of ['preview-goals', 'preview-spending', 'preview-networth', 'preview-retirement'])
      expect(html).toContain(`data-testid="${preview}"`);
  });

  it('shows the welcome screen to a user with nothing yet', () => {
    const { html } = renderFirstView({ analysis: { message: 'No data' }, counts: NOTHING });
    expect(html).not.toContain('tile-income-amount');
    expect(html).toContain('Upload');
  });

  it('shows the summary without figures to a user with goals but no data', () => {
    const { html } = renderFirstView({ analysis: { message: 'No data' }, counts: { ...NOTHING, goals: 1 } });
    expect(html).toContain('Financial Summary');
    expect(html).not.toContain('tile-income-amount');
  });

  it("gives its ids a prefix of their own, apart from the chrome's render and the live app's", () => {
    const { html } = renderFirstView({ analysis: ANALYSIS, counts: COUNTS });
    const generated = [...html.matchAll(/\b(?:id|aria-controls|aria-labelledby)="(_[^"]*R_[^"]*)"/g)].map((match) => match[1]);
    expect(generated.length).toBeGreaterThan(0);
    for (const id of generated) expect(id.startsWith('_first-view-')).toBe(true);
  });
});
