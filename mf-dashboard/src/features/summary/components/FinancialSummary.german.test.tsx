import { act, screen } from '@testing-library/react';
import { LanguageSync, setLanguage } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import { analysisAnswer, dashboardRoutes, ROUTES } from '../../../testing/fixtures';
import { FinancialSummary } from './FinancialSummary';

/** Intl puts a no-break space before the euro sign and the percent sign in de-DE. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('FinancialSummary in German', () => {
  it('speaks German and writes euros and percents the de-DE way', async () => {
    stubFetch(
      dashboardRoutes({
        [ROUTES.analysis]: { body: analysisAnswer({ months_covered: 6 }) },
        [ROUTES.session]: { body: { success: true, logged_in: true, id: 1, home_currency: 'EUR', locale: 'de-DE' } },
      }),
    );
    renderWithProviders(
      <>
        <LanguageSync />
        <FinancialSummary onUpload={jest.fn()} />
      </>,
    );

    expect(await screen.findByRole('heading', { name: 'Finanzübersicht' })).toBeInTheDocument();
    expect(await screen.findByText('Die letzten 12 Monate Ihrer Daten')).toBeInTheDocument();
    expect(screen.getByTestId('coverage-sentence')).toHaveTextContent('Ihre Daten decken 6 dieser 12 Monate ab');
    expect(screen.getByRole('heading', { level: 3, name: 'Einnahmen' })).toBeInTheDocument();
    expect(plain(screen.getByTestId('tile-income-amount').textContent)).toBe('61.246 €');
    expect(plain(screen.getByTestId('tile-income-amount').title)).toBe('61.245,50 €');
    expect(plain(screen.getByTestId('tile-expenses-detail').textContent)).toBe('65,5 % der Einnahmen');
    expect(screen.getByRole('heading', { level: 3, name: 'Altersvorsorge' })).toBeInTheDocument();
    expect(plain(screen.getByTestId('retirement-rate').textContent)).toBe('0,0 %');
    expect(screen.getByRole('button', { name: 'Unterkategorien für die Altersvorsorge wählen' })).toBeInTheDocument();
  });
});
