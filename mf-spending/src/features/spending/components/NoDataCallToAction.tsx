import { useId } from 'react';

/** Nothing analysed yet: invite the user to upload, naming the file types that work. */
export function NoDataCallToAction({ onUpload }: { onUpload: () => void }) {
  const id = useId();
  return (
    <section className="ot-card spending-no-data" aria-labelledby={id}>
      <h2 id={id}>No data available</h2>
      <p>
        Upload your budget spreadsheet to see where your money goes: income, expenses and savings by category, and how they change over
        time.
      </p>
      <p className="spending-no-data__formats">
        Excel (.xlsx, .xls) and CSV files are supported, and bank statements (OFX, QIF, CAMT.053).
      </p>
      <button type="button" className="ot-button" onClick={onUpload}>
        Upload Your Data
      </button>
    </section>
  );
}
