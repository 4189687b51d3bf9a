import type { TFunction } from 'i18next';

/**
 * A plan's name and feature lines in the interface's language. Plans are rows of the database
 * (`pricing_plans`, seeded by api/src/db/migrations/1763700000000-Accounts.ts, in English): the
 * seed's words are known here and translated; anything else (an operator's own wording) is shown
 * as stored.
 */
export function planWords(t: TFunction): { name(name: string): string; line(line: string): string } {
  const names: Record<string, string> = {
    Monthly: t('plans.name.Monthly'),
    Annual: t('plans.name.Annual'),
    Lifetime: t('plans.name.Lifetime'),
  };
  const lines: Record<string, string> = {
    'Spending trends over 12, 6 and 3 months': t('plans.line.trends'),
    'Savings goals with projections': t('plans.line.goals'),
    'Net-worth tracker': t('plans.line.netWorth'),
    'Cancel anytime': t('plans.line.cancel'),
    'Everything in Monthly': t('plans.line.everythingMonthly'),
    'Two months free compared with Monthly': t('plans.line.twoMonthsFree'),
    'Priority e-mail support': t('plans.line.prioritySupport'),
    'Everything in Annual': t('plans.line.everythingAnnual'),
    'One payment, yours for good': t('plans.line.onePayment'),
    'Every future feature included': t('plans.line.futureFeatures'),
  };
  return {
    name: (name) => names[name] ?? name,
    line: (line) => {
      const uploads = /^(\d+) spreadsheet uploads? a month$/.exec(line);
      if (uploads) return t('plans.line.uploads', { count: Number(uploads[1]) });
      return lines[line] ?? line;
    },
  };
}
