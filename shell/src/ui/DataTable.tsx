import type { HTMLAttributes, Key, ReactNode, TableHTMLAttributes } from 'react';

/**
 * One column: its header, what each row shows in it, and a class for both (e.g. right-aligned numbers).
 * On a phone each row is a card and each cell shows its column's name before it: the header when it
 * is text, else `label` (a header with no visible text, such as row actions, needs none).
 */
export interface DataColumn<Row> {
  header: ReactNode;
  label?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** A body row's own attributes: a class, a test id. */
type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Partial<Record<`data-${string}`, string>>;

interface DataTableProps<Row> extends Omit<TableHTMLAttributes<HTMLTableElement>, 'children'> {
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row, index: number) => Key;
  rowProps?: (row: Row) => RowAttributes;
}

/**
 * A table of rows under column headers (`scope="col"`), one cell per column in each row; at a phone's
 * width a card per row (`ot-data-table` in styles.css).
 */
export function DataTable<Row>({ columns, rows, rowKey, rowProps, className, ...table }: DataTableProps<Row>) {
  return (
    <table className={className ? `ot-data-table ${className}` : 'ot-data-table'} {...table}>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col" className={column.className}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)} {...rowProps?.(row)}>
            {columns.map((column, columnIndex) => (
              <td
                key={columnIndex}
                className={column.className}
                data-label={column.label ?? (typeof column.header === 'string' ? column.header : undefined)}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
