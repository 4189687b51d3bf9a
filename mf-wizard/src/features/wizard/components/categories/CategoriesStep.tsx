import { useState } from 'react';
import { TRANSACTION_TYPES, type CategoryRowDto, type DataSourceKind, type ImportSummaryDto } from '@ontrack/api/contracts';
import { formatRate, pairKey, sortCategoryRows } from '@ontrack/api/domain';
import { useCsrfToken, useLocale } from '@ontrack/shell/platform';
import { Alert, DataTable, Select, Spinner, type DataColumn } from '@ontrack/shell/ui';
import { useWorkflowCategoriesMutation } from '../../../../api/workflow-api';
import { StepHeader } from '../StepHeader';
import { stepErrorMessage } from '../../lib/step-answer';
import { mergeCandidates } from '../../lib/similar-names';
import type { WizardTemplate } from '../../lib/types';
import { ImportSummary } from './ImportSummary';
import { RatePrompt } from './RatePrompt';
import { rateNeededOf, type RateNeeded } from '../../lib/rate-needed';
import { useWizardTranslation } from '../../../../i18n';

/** A row of the table: the pair, its key, its name in the controls' labels, whether it is merged into another. */
interface Line {
  row: CategoryRowDto;
  key: string;
  name: string;
  merged: boolean;
}

const rowProps = ({ row }: Line) => ({ className: row.new_f ? 'is-new' : undefined });

interface CategoriesStepProps {
  template: WizardTemplate | undefined;
  /** The rows the options step answered (or as the user left them earlier in this run). */
  rows: CategoryRowDto[] | null;
  /** The kind of the source the rows go to (null when not known), for the words of the import's summary. */
  sourceKind: DataSourceKind | null;
  onRowsChange: (rows: CategoryRowDto[]) => void;
  /** Tells the wizard when processing starts and ends (close and step buttons wait meanwhile). */
  onProcessingChange: (processing: boolean) => void;
  /** Tells the wizard the rows are imported and the summary shows: only going on (or closing) is left. */
  onImported: () => void;
  onFinished: () => void;
}

/**
 * Step 3, Configure Categories: each (category, subcategory) pair with its transaction type and
 * reversal. Next sends every row and shows Processing your data... until the analysis is ready; a
 * failure brings the table back with the error. Once imported, what was imported where is shown in
 * place of the table, and Next finishes (an answer without that summary finishes at once).
 */
export function CategoriesStep({
  template,
  rows: initialRows,
  sourceKind,
  onRowsChange,
  onProcessingChange,
  onImported,
  onFinished,
}: CategoriesStepProps) {
  const { t } = useWizardTranslation();
  const csrf = useCsrfToken();
  const [sendCategories, { isLoading: processing }] = useWorkflowCategoriesMutation();
  // Sorted once as they arrive, so a row does not jump away while the user changes its type.
  const [rows, setRows] = useState<CategoryRowDto[]>(() => sortCategoryRows(initialRows ?? []));
  const [error, setError] = useState<string | null>(null);
  const [imported, setImported] = useState<ImportSummaryDto | null>(null);
  // A reading in another currency than the home one: the rate asked for, then the one given.
  const [rateNeeded, setRateNeeded] = useState<RateNeeded | null>(null);
  const [converted, setConverted] = useState<(RateNeeded & { rate: string }) | null>(null);
  const locale = useLocale();
  // The rate the rows were converted at: as the import says, else as just given.
  const conversion = imported?.converted ?? converted;
  // The Merge into column appears only when some names look like the same name written twice.
  const offersMerges = rows.some((row) => row.merge_into || mergeCandidates(row, rows).length > 0);

  function updateRow(key: string, patch: Partial<CategoryRowDto>) {
    const next = rows.map((row) => (pairKey(row.category, row.sub_category) === key ? { ...row, ...patch } : row));
    setRows(next);
    onRowsChange(next);
  }

  const lines: Line[] = rows.map((row) => ({
    row,
    key: pairKey(row.category, row.sub_category),
    name: `${row.category} / ${row.sub_category}`,
    merged: Boolean(row.merge_into),
  }));
  const columns: DataColumn<Line>[] = [
    {
      header: t('categories.category'),
      cell: ({ row }) => (
        <>
          {row.category}
          {row.new_f && <span className="wizard-badge">{t('categories.new')}</span>}
        </>
      ),
    },
    { header: t('categories.subcategory'), cell: ({ row }) => row.sub_category },
    {
      header: t('categories.type'),
      // A merged pair counts with its target's type and reversal: its own are not used.
      cell: ({ row, key, name, merged }) => (
        <Select
          aria-label={t('categories.typeFor', { name })}
          value={row.transaction_type}
          options={TRANSACTION_TYPES}
          disabled={merged}
          onValueChange={(type) => updateRow(key, { transaction_type: type })}
        />
      ),
    },
    {
      header: t('categories.reversal'),
      cell: ({ row, key, name, merged }) => (
        <input
          type="checkbox"
          aria-label={t('categories.reversalFor', { name })}
          checked={row.reversal}
          disabled={merged}
          onChange={(event) => updateRow(key, { reversal: event.target.checked })}
        />
      ),
    },
  ];
  if (offersMerges)
    columns.push({
      header: t('categories.mergeInto'),
      cell: ({ row, key, name }) => (
        <MergeChoice row={row} rows={rows} name={name} onChange={(merge_into) => updateRow(key, { merge_into })} />
      ),
    });

  async function onNext() {
    // The import is done: Next only goes on.
    if (imported) return onFinished();
    setError(null);
    if (rows.length === 0) return;
    if (!template) return setError(t('messages.templateRequired'));
    // Only a token that could not be fetched stops the call; one still on its way is awaited by the base query.
    if (!csrf.token && csrf.failed) return setError(t('messages.csrfMissing'));
    onProcessingChange(true);
    try {
      const answer = await sendCategories({ templateId: template.id, categories: rows }).unwrap();
      onProcessingChange(false);
      const summary = answer.data?.import;
      if (!summary) return onFinished();
      setImported(summary);
      onImported();
    } catch (failure) {
      onProcessingChange(false);
      const asked = rateNeededOf(failure);
      if (asked) return setRateNeeded(asked);
      setError(stepErrorMessage(failure, { failed: t('messages.categoriesFailed'), unreachable: t('messages.categoriesError') }));
    }
  }

  return (
    <section className="wizard-step" aria-label={t('categories.title')}>
      <StepHeader
        title={t('categories.title')}
        canProceed={rows.length > 0}
        onNext={onNext}
        busyLabel={processing ? t('categories.processing') : null}
      />
      {csrf.failed && <Alert kind="error">{t('messages.csrfFetchFailed')}</Alert>}
      {error && <Alert kind="error">{error}</Alert>}
      {rateNeeded && !processing && (
        <RatePrompt
          currency={rateNeeded.currency}
          homeCurrency={rateNeeded.home_currency}
          onSaved={(rate) => {
            setRateNeeded(null);
            setConverted({ ...rateNeeded, rate });
            void onNext();
          }}
        />
      )}
      {conversion && (
        <p className="wizard-rate-note">
          {t('rates.convertedAt', {
            currency: conversion.currency,
            rate: formatRate(conversion.rate, locale),
            home: conversion.home_currency,
          })}
        </p>
      )}
      {processing ? (
        <Spinner label={t('messages.processing')} />
      ) : imported ? (
        <ImportSummary summary={imported} kind={sourceKind} />
      ) : rows.length === 0 ? (
        <Alert kind="info">{t('categories.none')}</Alert>
      ) : (
        <div className="wizard-categories">
          <DataTable className="wizard-table" columns={columns} rows={lines} rowKey={(line) => line.key} rowProps={rowProps} />
        </div>
      )}
    </section>
  );
}

const KEEP_SEPARATE = '';

/**
 * "Merge into …" for a row whose names are near another row's (case, spacing, plural, a letter or
 * two): choosing one counts this row under it. A row others are merged into cannot be merged
 * itself (the server refuses merges into merged pairs).
 */
function MergeChoice({
  row,
  rows,
  name,
  onChange,
}: {
  row: CategoryRowDto;
  rows: CategoryRowDto[];
  name: string;
  onChange: (target: CategoryRowDto['merge_into']) => void;
}) {
  const { t } = useWizardTranslation();
  const candidates = mergeCandidates(row, rows);
  const isTarget = rows.some((other) => other.merge_into?.category === row.category && other.merge_into.sub_category === row.sub_category);
  if (isTarget) return <span className="wizard-muted">{t('categories.mergedIntoThis')}</span>;
  if (candidates.length === 0 && !row.merge_into) return null;
  const targets = new Map(
    candidates.map((candidate) => [
      pairKey(candidate.category, candidate.sub_category),
      { category: candidate.category, sub_category: candidate.sub_category },
    ]),
  );
  const current = row.merge_into ? pairKey(row.merge_into.category, row.merge_into.sub_category) : KEEP_SEPARATE;
  // A remembered target no longer near (renamed in the file) is still shown as chosen.
  if (row.merge_into && !targets.has(current)) targets.set(current, row.merge_into);
  const label = (key: string) => {
    const target = targets.get(key);
    return target
      ? t('categories.mergeTarget', { category: target.category, subcategory: target.sub_category })
      : t('categories.keepSeparate');
  };
  return (
    <Select
      aria-label={t('categories.mergeName', { name })}
      value={current}
      options={[KEEP_SEPARATE, ...targets.keys()]}
      optionLabel={label}
      onValueChange={(key) => onChange(targets.get(key) ?? null)}
    />
  );
}
