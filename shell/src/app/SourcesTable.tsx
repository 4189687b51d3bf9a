import type { SourceDto } from '@ontrack/api/contracts';
import { DataTable, formatLastUpdated, RowActions, type DataColumn } from '@ontrack/shell/ui';
import { SOURCE_KIND_LABEL, sourceDates } from './source-text';

interface SourcesTableProps {
  sources: readonly SourceDto[];
  onEdit: (source: SourceDto) => void;
  onDelete: (source: SourceDto) => void;
}

/** The sources as the API lists them, each with what it holds now and its Edit and Delete. */
export function SourcesTable({ sources, onEdit, onDelete }: SourcesTableProps) {
  const columns: DataColumn<SourceDto>[] = [
    { header: 'Name', cell: (source) => source.name },
    { header: 'Kind', cell: (source) => SOURCE_KIND_LABEL[source.kind] },
    { header: 'Rows', cell: (source) => source.rows.toLocaleString('en-US'), className: 'ot-sources__number' },
    { header: 'Dates', cell: sourceDates },
    { header: 'Imports', cell: (source) => source.imports.toLocaleString('en-US'), className: 'ot-sources__number' },
    {
      header: 'Last import',
      cell: (source) =>
        source.last_import_at === null ? (
          'None'
        ) : (
          <time dateTime={source.last_import_at}>{formatLastUpdated(source.last_import_at) ?? source.last_import_at}</time>
        ),
    },
    {
      header: <span className="ot-visually-hidden">Actions</span>,
      cell: (source) => (
        <RowActions
          label={source.name}
          onEdit={() => onEdit(source)}
          onDelete={() => onDelete(source)}
          className="ot-sources__actions"
          buttonClassName="ot-button ot-button--secondary"
          deleteClassName="ot-sources__delete"
        />
      ),
    },
  ];
  return (
    <div className="ot-sources__scroll">
      <DataTable
        className="ot-sources"
        aria-label="Your sources"
        columns={columns}
        rows={sources}
        rowKey={(source) => source.id}
        rowProps={() => ({ 'data-testid': 'source-row' })}
      />
    </div>
  );
}
