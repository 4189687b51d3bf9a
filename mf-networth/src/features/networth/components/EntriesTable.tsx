import type { NetWorthEntryDto } from '@ontrack/api/contracts';
import { formatDollarsAndCents, formatShortDate } from '@ontrack/api/domain';

const TYPE_LABEL = { asset: 'Asset', liability: 'Liability' } as const;

interface EntriesTableProps {
  entries: NetWorthEntryDto[];
  onEdit: (entry: NetWorthEntryDto) => void;
  onDelete: (entry: NetWorthEntryDto) => void;
}

/** All Entries: every dated value, newest first as the server sends them, each with Edit and Delete. */
export function EntriesTable({ entries, onEdit, onDelete }: EntriesTableProps) {
  return (
    <section className="ot-card nw-panel" aria-labelledby="nw-entries-title">
      <h2 id="nw-entries-title">All Entries</h2>
      <div className="nw-table-scroll">
        <table className="nw-table" aria-labelledby="nw-entries-title">
          <thead>
            <tr>
              <th scope="col">Type</th>
              <th scope="col">Category</th>
              <th scope="col">Name</th>
              <th scope="col" className="nw-num">
                Value
              </th>
              <th scope="col">Date</th>
              <th scope="col">
                <span className="ot-visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id} data-testid="networth-entry-row">
                <td>
                  <span className={`nw-type nw-type--${entry.type}`}>{TYPE_LABEL[entry.type]}</span>
                </td>
                <td>{entry.category}</td>
                <td>{entry.name}</td>
                <td className="nw-num">{formatDollarsAndCents(entry.value)}</td>
                <td>
                  <time dateTime={entry.date}>{formatShortDate(entry.date)}</time>
                </td>
                <td>
                  <div className="nw-row-actions">
                    <button
                      type="button"
                      className="ot-button ot-button--secondary nw-small"
                      aria-label={`Edit ${entry.name}, ${formatShortDate(entry.date)}`}
                      onClick={() => onEdit(entry)}
                    >
                      Edit
                    </button>
                    <button
                      type="button"
                      className="ot-button ot-button--secondary nw-small nw-danger-text"
                      aria-label={`Delete ${entry.name}, ${formatShortDate(entry.date)}`}
                      onClick={() => onDelete(entry)}
                    >
                      Delete
                    </button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
