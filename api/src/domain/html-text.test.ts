import { escapeHtml } from './html-text';

describe('escapeHtml', () => {
  it('writes every character that could start markup or end an attribute as its entity, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('Café 12')).toBe('Café 12');
    expect(escapeHtml(42)).toBe('42');
  });
});
