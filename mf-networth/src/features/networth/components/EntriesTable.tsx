import type { NetWorthEntryDto } from '@ontrack/api/contracts';
import { formatShortDate } from '@ontrack/api/domain';
import { useMoney } from '@ontrack/shell/platform';
import { DataTable, RowActions, type DataColumn } from '@ontrack/shell/ui';

const TYPE_LABEL = { asset: 'Asset', liability: 'Liability' } as const;

interface EntriesTableProps {
  entries: NetWorthEntryDto[];
  onEdit: (entry: NetWorthEntryDto) => void;
  onDelete: (entry: NetWorthEntryDto) => void;
}

/** All Entries: every dated value, newest first as the server sends them, each with Edit and Delete. */
export function EntriesTable({ entries, onEdit, onDelete }: EntriesTableProps) {
  const money = useMoney();
  const columns: DataColumn<NetWorthEntryDto>[] = [
    { header: 'Type', cell: (entry) => <span className={`nw-type nw-type--${entry.type}`}>{TYPE_LABEL[entry.type]}</span> },
    { header: 'Category', cell: (entry) => entry.category },
    { header: 'Name', cell: (entry) => entry.name },
    { header: 'Value', cell: (entry) => money.exact(entry.value), className: 'nw-num' },
    { header: 'Date', cell: (entry) => <time dateTime={entry.date}>{formatShortDate(entry.date)}</time> },
    {
      header: <span className="ot-visually-hidden">Actions</span>,
      cell: (entry) => (
        <RowActions
          label={`${entry.name}, ${formatShortDate(entry.date)}`}
          onEdit={() => onEdit(entry)}
          onDelete={() => onDelete(entry)}
          className="nw-row-actions"
          buttonClassName="ot-button ot-button--secondary nw-small"
          deleteClassName="nw-danger-text"
        />
      ),
    },
  ];
  return (
    <section className="ot-card nw-panel" aria-labelledby="nw-entries-title">
      <h2 id="nw-entries-title">All Entries</h2>
      <div className="nw-table-scroll">
        <DataTable
          className="nw-table"
          aria-labelledby="nw-entries-title"
          columns={columns}
          rows={entries}
          rowKey={(entry) => entry.id}
          rowProps={() => ({ 'data-testid': 'networth-entry-row' })}
        />
      </div>
    </section>
  );
}
