import { useMemo, useState } from 'react';
import { formatPercent } from '@ontrack/api/domain';
import { Trans, useLocale } from '@ontrack/shell/platform';
import { Alert, Spinner } from '@ontrack/shell/ui';
import { DASHBOARD_NAMESPACE, useDashboardTranslation } from '../../../i18n';
import { useSummarySavingsSubCategoriesQuery, useSummarySetRetirementSubCategoriesMutation } from '../../../api/summary-api';
import type { SavingsSubcategoryAmount } from '../lib/analysis-view';
import { RetirementChooser } from './RetirementChooser';
import { retirementRate, retirementTotal } from '../lib/retirement-rate';
import { SummaryTile } from './SummaryTile';

interface RetirementTileProps {
  income: number;
  savingsSubcategories: readonly SavingsSubcategoryAmount[];
}

/**
 * Retirement Savings: the total of the savings subcategories the user counts as retirement and
 * its share of income. The choice is saved as soon as it changes; the tile
 * follows at once, and a refused save puts the previous choice back with a message.
 */
export function RetirementTile({ income, savingsSubcategories }: RetirementTileProps) {
  const { t } = useDashboardTranslation();
  const locale = useLocale();
  const choice = useSummarySavingsSubCategoriesQuery();
  const [save] = useSummarySetRetirementSubCategoriesMutation();
  const [saveFailed, setSaveFailed] = useState(false);
  const amounts = useMemo(() => new Map(savingsSubcategories.map((sub) => [sub.name, sub.amount])), [savingsSubcategories]);

  if (!choice.data) {
    return (
      <section className="dash-tile dash-tile--retirement" aria-label={t('summary.retirement')} data-testid="tile-retirement">
        <h3 className="dash-tile__label">{t('summary.retirement')}</h3>
        {choice.isError ? (
          <div className="dash-inline-error">
            <Alert kind="error">{t('summary.subcategoriesFailed')}</Alert>
            <button
              type="button"
              className="ot-button ot-button--secondary"
              onClick={() => void choice.refetch()}
              disabled={choice.isFetching}
            >
              {t('summary.retry')}
            </button>
          </div>
        ) : (
          <Spinner label={t('common:ui.loading')} />
        )}
      </section>
    );
  }

  const chosen = choice.data.retirement_sub_categories;
  async function onChange(next: string[]) {
    setSaveFailed(false);
    try {
      await save(next).unwrap();
    } catch (error) {
      // The failure is logged (in English, for whoever reads the console); the user sees summary.saveFailed.
      console.error('Failed to update settings', error);
      setSaveFailed(true);
    }
  }

  return (
    <SummaryTile
      id="retirement"
      label={t('summary.retirement')}
      amount={retirementTotal(savingsSubcategories, chosen)}
      detail={
        <>
          <Trans
            ns={DASHBOARD_NAMESPACE}
            i18nKey="summary.retirementRate"
            values={{ percent: formatPercent(retirementRate(savingsSubcategories, chosen, income), locale) }}
            components={{ rate: <span data-testid="retirement-rate" /> }}
          />
          {chosen.length === 0 && <span className="dash-muted">{t('summary.noneChosen')}</span>}
        </>
      }
    >
      <RetirementChooser
        options={choice.data.savings_sub_categories}
        chosen={chosen}
        amounts={amounts}
        onChange={(next) => void onChange(next)}
      />
      {saveFailed && <Alert kind="error">{t('summary.saveFailed')}</Alert>}
    </SummaryTile>
  );
}
