import type { HTMLAttributes, Key, ReactNode, TableHTMLAttributes } from 'react';

/** One column: its header, what each row shows in it, and a class for both (e.g. right-aligned numbers). */
export interface DataColumn<Row> {
  header: ReactNode;
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

/** A table of rows under column headers (`scope="col"`), one cell per column in each row. */
export function DataTable<Row>({ columns, rows, rowKey, rowProps, ...table }: DataTableProps<Row>) {
  return (
    <table {...table}>
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
              <td key={columnIndex} className={column.className}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
