import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Section } from '@ontrack/shell/platform';

/**
 * The sections' and account views' names in the interface's language (the `common` catalogue,
 * shell/src/locales): the title (headings, the sidebar, the account menu) and the short label of the
 * phone's bottom bar. One literal key each, so the catalogue test sees every one.
 */
export function useSectionNames(): (id: Section) => { title: string; short: string } {
  const { t } = useTranslation();
  return useCallback(
    (id: Section) => {
      switch (id) {
        case 'summary':
          return { title: t('app.sections.summary.title'), short: t('app.sections.summary.short') };
        case 'savings-goals':
          return { title: t('app.sections.goals.title'), short: t('app.sections.goals.short') };
        case 'retirement':
          return { title: t('app.sections.retirement.title'), short: t('app.sections.retirement.short') };
        case 'spending':
          return { title: t('app.sections.spending.title'), short: t('app.sections.spending.short') };
        case 'net-worth':
          return { title: t('app.sections.netWorth.title'), short: t('app.sections.netWorth.short') };
        case 'plans':
          return { title: t('app.sections.plans.title'), short: t('app.sections.plans.short') };
        case 'account':
          return { title: t('app.sections.account.title'), short: t('app.sections.account.short') };
      }
    },
    [t],
  );
}
