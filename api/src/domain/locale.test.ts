import { canonicalLocale, firstDayOfWeek, languageOf, preferredLocale } from './locale';

describe('canonicalLocale', () => {
  it('canonicalises well-formed tags Intl has data for, and refuses the rest', () => {
    expect(canonicalLocale('de-ch')).toBe('de-CH');
    expect(canonicalLocale(' PT-br ')).toBe('pt-BR');
    expect(canonicalLocale('en-IN')).toBe('en-IN');
    for (const refused of ['de_DE', 'german', 'xx', '', '  ', null, undefined, 'en-'.padEnd(40, 'x')]) {
      expect(canonicalLocale(refused)).toBeNull();
    }
  });
});

describe('languageOf', () => {
  it("is the locale's language when there is a catalogue for it, English otherwise", () => {
    expect(languageOf('de-CH')).toBe('de');
    expect(languageOf('es-MX')).toBe('es');
    expect(languageOf('pt-BR')).toBe('pt');
    expect(languageOf('ja-JP')).toBe('en');
    expect(languageOf('nonsense!')).toBe('en');
    expect(languageOf(null)).toBe('en');
  });
});

describe('preferredLocale', () => {
  it("takes an Accept-Language header's best-quality well-formed tag", () => {
    expect(preferredLocale('de-CH,de;q=0.9,en;q=0.8')).toBe('de-CH');
    expect(preferredLocale('en;q=0.5, es-ES;q=0.9, *')).toBe('es-ES');
    expect(preferredLocale('*, bogus_tag, fr-FR;q=0.1')).toBe('fr-FR');
    expect(preferredLocale('de;q=0, en-GB')).toBe('en-GB');
    expect(preferredLocale('')).toBeNull();
    expect(preferredLocale(undefined)).toBeNull();
  });

  it("takes the browser's first usable language", () => {
    expect(preferredLocale(['x_y', 'pt-BR', 'en-US'])).toBe('pt-BR');
    expect(preferredLocale([])).toBeNull();
  });
});

describe('firstDayOfWeek', () => {
  it('is Monday in Germany, Sunday in the United States', () => {
    expect(firstDayOfWeek('de-DE')).toBe(1);
    expect(firstDayOfWeek('en-US')).toBe(7);
  });
});
