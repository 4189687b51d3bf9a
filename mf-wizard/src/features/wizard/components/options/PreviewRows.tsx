import type { PreviewResponse } from '@ontrack/api/contracts';
import { useMemo } from 'react';
import { useDates } from '@ontrack/shell/platform';
import { DataTable, type DataColumn } from '@ontrack/shell/ui';
import { useWizardTranslation } from '../../../../i18n';

type Preview = NonNullable<PreviewResponse['data']>;

/** What the sheet gives as now read: the normalised rows that will count, and the skipped rows with why. */
export function PreviewRows({ rows, skipped }: Pick<Preview, 'rows' | 'skipped'>) {
  const { t } = useWizardTranslation();
  const { locale } = useDates();
  const columns = useMemo((): DataColumn<Preview['rows'][number]>[] => {
    // Amounts to the cent without a currency sign, in the user's locale: the workbook's own currency is not converted.
    const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    return [
      { header: t('preview.date'), cell: (row) => row.date ?? t('preview.fromStart') },
      { header: t('preview.category'), cell: (row) => row.category },
      { header: t('preview.subcategory'), cell: (row) => row.sub_category },
      { header: t('preview.description'), cell: (row) => row.description },
      { header: t('preview.direction'), cell: (row) => (row.direction === 'in' ? t('preview.in') : t('preview.out')) },
      { header: t('preview.amount'), cell: (row) => amount.format(row.amount) },
    ];
  }, [t, locale]);
  return (
    <div className="wizard-preview">
      <h3>{rows.length >= 50 ? t('preview.rowsFirst') : t('preview.rows')}</h3>
      {rows.length === 0 ? (
        <p className="wizard-muted">{t('preview.noRows')}</p>
      ) : (
        <DataTable className="wizard-table" aria-label={t('preview.rows')} columns={columns} rows={rows} rowKey={(_, index) => index} />
      )}
      <h3>{t('preview.skipped')}</h3>
      {skipped.length === 0 ? (
        <p className="wizard-muted">{t('preview.noSkipped')}</p>
      ) : (
        <ul aria-label={t('preview.skipped')}>
          {skipped.map((item) => (
            <li key={item.row}>{t('preview.row', { row: item.row, reason: item.reason })}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
