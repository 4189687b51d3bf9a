import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import RetirementPage from '../../../expose/Retirement';

const DEFAULTS: [string, string][] = [
  ['Current Age', '35'],
  ['Retirement Age', '65'],
  ['Current Annual Income ($)', '75,000'],
  ['Annual Savings ($)', '20,000'],
  ['Current Savings ($)', '250,000'],
  ['Annual Expenses in Retirement ($)', '55,000'],
  ['Pre-Retirement Return (%)', '7'],
  ['Post-Retirement Return (%)', '5'],
  ['Inflation Rate (%)', '2.5'],
  ['Target Multiple (× annual expenses)', '25'],
];

describe('Retirement screen', () => {
  it('is a Coming Soon card marked In Development', () => {
    renderWithProviders(<RetirementPage onNavigate={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Retirement Readiness: Coming Soon' })).toBeInTheDocument();
    expect(screen.getByText('In Development')).toBeInTheDocument();
  });

  it.each(DEFAULTS)('holds %s with its default %s, read-only', (label, value) => {
    renderWithProviders(<RetirementPage onNavigate={jest.fn()} />);
    const input = screen.getByLabelText(label);
    expect(input).toHaveValue(value);
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveAccessibleDescription(/^Not used yet/);
  });

  it('holds exactly these ten inputs, and typing changes none of them', async () => {
    renderWithProviders(<RetirementPage onNavigate={jest.fn()} />);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs).toHaveLength(DEFAULTS.length);
    await userEvent.type(inputs[0], '9');
    expect(inputs[0]).toHaveValue('35');
  });

  it('says plainly that the inputs are not used yet', () => {
    renderWithProviders(<RetirementPage onNavigate={jest.fn()} />);
    expect(screen.getByRole('note')).toHaveTextContent("Not used yet: these are the planner's starting values");
  });
});
