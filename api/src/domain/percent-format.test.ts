import { formatPercent } from './percent-format';

describe('formatPercent', () => {
  it.each([
    [62.5, 'en-US', {}, '62.5%'],
    [62.5, 'de-DE', {}, '62,5 %'],
    [62.5, 'es-ES', {}, '62,5 %'],
    [12.34, 'de-DE', { signDisplay: 'exceptZero' as const }, '+12,3 %'],
    [-4, 'en-US', { signDisplay: 'exceptZero' as const }, '-4.0%'],
    [-0, 'en-US', { signDisplay: 'exceptZero' as const }, '0.0%'],
    [5906, 'en-US', { digits: 0 }, '5,906%'],
    [5906, 'de-DE', { digits: 0 }, '5.906 %'],
  ])('writes %p in %s (%p) as %s', (percent, locale, options, written) => {
    expect(formatPercent(percent, locale, options).replace(/\u00a0/g, ' ')).toBe(written);
  });
});

describe('formatPercent in en-US, one tenth', () => {
  it.each([
    [65.5, '65.5%'],
    [10, '10.0%'],
    [0, '0.0%'],
    [-0, '0.0%'],
    [-3.2, '-3.2%'],
    [612.5, '612.5%'],
  ])('%d → %s', (value, text) => {
    expect(formatPercent(value, 'en-US')).toBe(text);
  });
});
