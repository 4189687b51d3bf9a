import { render, screen } from '@testing-library/react';
import { formatLastUpdated } from './format-instant';
import { LastUpdated } from './LastUpdated';

describe('LastUpdated', () => {
  it('formats an instant in the reader time zone, date and time, e.g. "Nov 21, 2026, 9:30 AM"', () => {
    const instant = '2026-11-21T09:30:00.000Z';
    expect(formatLastUpdated(instant)).toBe(new Date(instant).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatLastUpdated(instant)).toMatch(/^Nov 2[01], 2026, \d{1,2}:30\s[AP]M$/);
  });

  it('shows "Last updated" with the instant machine-readable', () => {
    render(<LastUpdated at="2025-06-30T14:05:00.000Z" testId="stamp" />);
    const stamp = screen.getByTestId('stamp');
    expect(stamp).toHaveTextContent(/^Last updated Jun 30, 2025/);
    expect(stamp.querySelector('time')).toHaveAttribute('datetime', '2025-06-30T14:05:00.000Z');
  });

  it('shows nothing for text that is no instant', () => {
    expect(formatLastUpdated('yesterday')).toBeNull();
    const { container } = render(<LastUpdated at="yesterday" />);
    expect(container).toBeEmptyDOMElement();
  });
});
