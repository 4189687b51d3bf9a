import { render, screen } from '@testing-library/react';
import { Chart, formatWholeDollars } from './Chart';

describe('Chart', () => {
  it('draws the series with Highcharts inside a labelled figure', () => {
    const { container } = render(<Chart label="Balance projection" testId="chart" options={{ series: [{ type: 'line', name: 'Balance', data: [1, 2, 3] }] }} />);
    expect(screen.getByRole('img', { name: 'Balance projection' })).toBe(screen.getByTestId('chart'));
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('.highcharts-credits')).toBeNull();
  });
});

describe('formatWholeDollars', () => {
  it.each([
    [0, '$0'],
    [1234.49, '$1,234'],
    [1234.5, '$1,235'],
    [-987654.4, '-$987,654'],
  ])('%p → %s', (value, text) => {
    expect(formatWholeDollars(value)).toBe(text);
  });
});
