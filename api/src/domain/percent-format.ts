/**
 * Percentages as the user's locale writes them (`62.5%` in en-US, `62,5 %` in de-DE), from a
 * figure in percent (62.5, not 0.625): one tenth by default, as the screens show ratios.
 */
export function formatPercent(
  percent: number,
  locale: string,
  { digits = 1, signDisplay = 'auto' }: { digits?: number; signDisplay?: 'auto' | 'exceptZero' } = {},
): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    signDisplay,
  });
  // −0 (a rounded tiny loss) is written as 0.
  return format.format((Object.is(percent, -0) ? 0 : percent) / 100);
}
