import { useMemo, useState } from 'react';
import { Alert, Spinner } from '@ontrack/shell/ui';
import { useSummarySavingsSubCategoriesQuery, useSummarySetRetirementSubCategoriesMutation } from '../../../api/summary-api';
import { formatPercent, type SavingsSubcategoryAmount } from '../lib/analysis-view';
import { MESSAGES } from '../lib/messages';
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
  const choice = useSummarySavingsSubCategoriesQuery();
  const [save] = useSummarySetRetirementSubCategoriesMutation();
  const [saveFailed, setSaveFailed] = useState(false);
  const amounts = useMemo(() => new Map(savingsSubcategories.map((sub) => [sub.name, sub.amount])), [savingsSubcategories]);

  if (!choice.data) {
    return (
      <section className="dash-tile dash-tile--retirement" aria-label="Retirement Savings" data-testid="tile-retirement">
        <h3 className="dash-tile__label">Retirement Savings</h3>
        {choice.isError ? (
          <div className="dash-inline-error">
            <Alert kind="error">{MESSAGES.subcategoriesFailed}</Alert>
            <button
              type="button"
              className="ot-button ot-button--secondary"
              onClick={() => void choice.refetch()}
              disabled={choice.isFetching}
            >
              Retry
            </button>
          </div>
        ) : (
          <Spinner label="Loading…" />
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
      // The failure is logged; section 8 gives the text the user sees.
      console.error(MESSAGES.saveFailed, error);
      setSaveFailed(true);
    }
  }

  return (
    <SummaryTile
      id="retirement"
      label="Retirement Savings"
      amount={retirementTotal(savingsSubcategories, chosen)}
      detail={
        <>
          <span data-testid="retirement-rate">{formatPercent(retirementRate(savingsSubcategories, chosen, income))}</span> of income
          {chosen.length === 0 && <span className="dash-muted"> · none chosen yet</span>}
        </>
      }
    >
      <RetirementChooser
        options={choice.data.savings_sub_categories}
        chosen={chosen}
        amounts={amounts}
        onChange={(next) => void onChange(next)}
      />
      {saveFailed && <Alert kind="error">{MESSAGES.saveFailed}</Alert>}
    </SummaryTile>
  );
}
