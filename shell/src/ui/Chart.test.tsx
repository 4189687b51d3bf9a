import { render, screen } from '@testing-library/react';
import { Chart } from './Chart';

describe('Chart', () => {
  it('draws the series with Highcharts inside a labelled figure', () => {
    const { container } = render(<Chart label="Balance projection" testId="chart" options={{ series: [{ type: 'line', name: 'Balance', data: [1, 2, 3] }] }} />);
    expect(screen.getByRole('img', { name: 'Balance projection' })).toBe(screen.getByTestId('chart'));
    expect(container.querySelector('svg')).not.toBeNull();
    expect(container.querySelector('.highcharts-credits')).toBeNull();
  });
});
