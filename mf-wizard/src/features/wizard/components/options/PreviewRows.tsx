import type { PreviewResponse } from '@ontrack/api/contracts';

type Preview = NonNullable<PreviewResponse['data']>;

/** Amounts to the cent without a currency sign: the workbook's own currency is not converted. */
const AMOUNT = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the sheet gives as now read: the normalised rows that will count, and the skipped rows with why. */
export function PreviewRows({ rows, skipped }: Pick<Preview, 'rows' | 'skipped'>) {
  return (
    <div className="wizard-preview">
      <h3>Rows as read{rows.length >= 50 ? ' (first 50)' : ''}</h3>
      {rows.length === 0 ? (
        <p className="wizard-muted">No rows would be counted from this sheet as it is now read.</p>
      ) : (
        <table className="wizard-table" aria-label="Rows as read">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Category</th>
              <th scope="col">Subcategory</th>
              <th scope="col">Description</th>
              <th scope="col">In / out</th>
              <th scope="col">Amount</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <td>{row.date ?? 'from the period start'}</td>
                <td>{row.category}</td>
                <td>{row.sub_category}</td>
                <td>{row.description}</td>
                <td>{row.direction === 'in' ? 'In' : 'Out'}</td>
                <td>{AMOUNT.format(row.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
