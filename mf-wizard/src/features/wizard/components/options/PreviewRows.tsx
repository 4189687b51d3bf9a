import type { PreviewResponse } from '@ontrack/api/contracts';
import { DataTable, type DataColumn } from '@ontrack/shell/ui';

type Preview = NonNullable<PreviewResponse['data']>;

/** Amounts to the cent without a currency sign: the workbook's own currency is not converted. */
const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const COLUMNS: DataColumn<Preview['rows'][number]>[] = [
  { header: 'Date', cell: (row) => row.date ?? 'from the period start' },
  { header: 'Category', cell: (row) => row.category },
  { header: 'Subcategory', cell: (row) => row.sub_category },
  { header: 'Description', cell: (row) => row.description },
  { header: 'In / out', cell: (row) => (row.direction === 'in' ? 'In' : 'Out') },
  { header: 'Amount', cell: (row) => AMOUNT.format(row.amount) },
];

/** What the sheet gives as now read: the normalised rows that will count, and the skipped rows with why. */
export function PreviewRows({ rows, skipped }: Pick<Preview, 'rows' | 'skipped'>) {
  return (
    <div className="wizard-preview">
      <h3>Rows as read{rows.length >= 50 ? ' (first 50)' : ''}</h3>
      {rows.length === 0 ? (
        <p className="wizard-muted">No rows would be counted from this sheet as it is now read.</p>
      ) : (
        <DataTable className="wizard-table" aria-label="Rows as read" columns={COLUMNS} rows={rows} rowKey={(_, index) => index} />
      )}
      <h3>Skipped rows</h3>
      {skipped.length === 0 ? (
        <p className="wizard-muted">No rows were skipped.</p>
      ) : (
        <ul aria-label="Skipped rows">
          {skipped.map((item) => (
            <li key={item.row}>
              Row {item.row}: {item.reason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
