import { i18n } from '../platform/i18n';
import german from '../locales/de.json';
import { planWords } from './plan-words';

describe('planWords', () => {
  beforeAll(() => i18n.addResourceBundle('de', 'common', german, true, true));

  it("says the seeded plans' names and lines in the interface's language, the upload count as a plural", () => {
    const words = planWords(i18n.getFixedT('de', 'common'));
    expect(words.name('Annual')).toBe('Jährlich');
    expect(words.line('20 spreadsheet uploads a month')).toBe('20 Tabellen-Uploads pro Monat');
    expect(words.line('1 spreadsheet upload a month')).toBe('1 Tabellen-Upload pro Monat');
    expect(words.line('Cancel anytime')).toBe('Jederzeit kündbar');
  });

  it('keeps English as seeded, and shows words it does not know as stored', () => {
    const words = planWords(i18n.getFixedT('en', 'common'));
    expect(words.name('Monthly')).toBe('Monthly');
    expect(words.line('10 spreadsheet uploads a month')).toBe('10 spreadsheet uploads a month');
    expect(words.name('Family')).toBe('Family');
    expect(words.line('Free coffee')).toBe('Free coffee');
  });
});
