import { render, screen, within } from '@testing-library/react';
import { DataTable, type DataColumn } from './DataTable';

interface Fruit {
  id: number;
  name: string;
  price: number;
}

const columns: DataColumn<Fruit>[] = [
  { header: 'Name', cell: (fruit) => fruit.name },
  { header: 'Price', cell: (fruit) => `$${fruit.price}`, className: 'num' },
];

describe('DataTable', () => {
  it('puts the headers in a head row and one cell per column in each row, a column class on both', () => {
    const rows = [
      { id: 1, name: 'Apple', price: 2 },
      { id: 2, name: 'Pear', price: 3 },
    ];
    render(
      <DataTable
        aria-label="Fruit"
        className="fruit"
        columns={columns}
        rows={rows}
        rowKey={(fruit) => fruit.id}
        rowProps={(fruit) => ({ 'data-testid': 'fruit-row', className: fruit.price > 2 ? 'dear' : undefined })}
      />,
    );
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveClass('fruit');
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual(['Name', 'Price']);
    expect(headers.map((header) => header.getAttribute('scope'))).toEqual(['col', 'col']);
    expect(headers[1]).toHaveClass('num');
    const rowsShown = screen.getAllByTestId('fruit-row');
    expect(
      rowsShown.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Apple', '$2'],
      ['Pear', '$3'],
    ]);
    expect(within(rowsShown[0]).getAllByRole('cell')[1]).toHaveClass('num');
    expect(within(rowsShown[0]).getAllByRole('cell')[0]).not.toHaveAttribute('class');
    expect(rowsShown[0]).not.toHaveAttribute('class');
    expect(rowsShown[1]).toHaveClass('dear');
  });

  it('marks each cell with its column name for the phone cards (styles.css): the header text, else its label, else none', () => {
    const labelled: DataColumn<Fruit>[] = [
      ...columns,
      { header: <abbr title="Stock">Stk</abbr>, label: 'Stock', cell: () => '4' },
      { header: <span className="ot-visually-hidden">Actions</span>, cell: () => 'Edit' },
    ];
    render(<DataTable aria-label="Fruit" columns={labelled} rows={[{ id: 1, name: 'Apple', price: 2 }]} rowKey={(fruit) => fruit.id} />);
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveClass('ot-data-table');
    const cells = within(table).getAllByRole('cell');
    expect(cells.map((cell) => cell.getAttribute('data-label'))).toEqual(['Name', 'Price', 'Stock', null]);
  });
});
