import { minorUnitsOf, type MoneyFormat } from '@ontrack/api/domain';
import { i18n } from './i18n';

/**
 * Amount fields (goals, the retirement planner): what they show and what a person types, the user's
 * locale's way (docs/decisions/money-format.md). The wire's amounts are major units to the hundredth.
 */

/** An amount as an input shows it: the locale's decimal mark, no grouping, no symbol (`1234,5` in de-DE, `1234.5` in de-CH). */
export function amountText(amount: number, money: MoneyFormat): string {
  const format = new Intl.NumberFormat(money.locale, {
    numberingSystem: 'latn',
    useGrouping: false,
    maximumFractionDigits: minorUnitsOf(money.currency),
  });
  return format.format(amount);
}

/**
 * What a person typed in an amount field, read through `MoneyFormat.parse`: the wire's amount, or
 * the refusal in the interface's language with the locale's own example (`1.234,56`). Nothing is
 * guessed: `1,234` in de-DE has three decimals, `1.234,56` in en-US is no amount.
 */
export function readAmount(text: string, money: MoneyFormat): { amount: number } | { error: string } {
  const typed = text.trim();
  if (typed === '') return { error: i18n.t('common:money.empty') };
  const parsed = money.parse(typed);
  if ('amount' in parsed) return parsed;
  const example = new Intl.NumberFormat(money.locale, {
    numberingSystem: 'latn',
    minimumFractionDigits: minorUnitsOf(money.currency),
  }).format(1234.56);
  return { error: i18n.t('common:money.unreadable', { text: typed, example }) };
}
