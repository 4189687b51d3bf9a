import { act, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { LanguageSync, setLanguage } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { lastChart } from '@ontrack/shell/testing/highcharts-mock';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import SpendingPage from '../../../expose/Page';
import { realisticAnalysis } from '../../../testing/spending-fixtures';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

/** Intl puts a no-break space before the euro sign. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

afterEach(async () => {
  await act(() => setLanguage('en'));
});

describe('Spending screen in German', () => {
  it('speaks German and writes euros the de-DE way: cards, tabs, table, chart and its summary', async () => {
    stubFetch({
      'GET /spending/api/spending-analysis': { body: realisticAnalysis() },
      'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, home_currency: 'EUR', locale: 'de-DE' } },
    });
    renderWithProviders(
      <>
        <LanguageSync />
        <Routes>
          <Route path="*" element={<SpendingPage onNavigate={jest.fn()} />} />
        </Routes>
      </>,
      { route: '/main' },
    );

    expect(await screen.findByRole('heading', { name: 'Finanzanalyse' })).toBeInTheDocument();
    await waitFor(() => expect(plain(screen.getByRole('region', { name: 'Einnahmen gesamt' }).textContent)).toContain('72.000 €'));
    expect(plain(screen.getByRole('region', { name: 'Ausgaben gesamt' }).textContent)).toContain('45.000 €');
    expect(screen.getByRole('region', { name: 'Dauer des Zeitraums' })).toHaveTextContent('26 Zweiwochenperioden');
    expect(screen.getByRole('tab', { name: /Ausgaben/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('button', { name: /^12 Monate/ })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Kategorie' })).toBeInTheDocument();
    const housing = screen.getAllByTestId('category-row').find((row) => within(row).getByRole('rowheader').textContent === 'Housing');
    expect(plain(housing?.textContent)).toContain('24.000 €');
    expect(screen.getByRole('heading', { name: 'Finanzielle Gesundheit' })).toBeInTheDocument();
    expect(plain(screen.getByTestId('expense-ratio').textContent)).toBe('62,5 %');

    const chart = lastChart();
    expect(plain(chart.accessibility?.description)).toMatch(/^Housing 24\.000 €/);
    expect(chart.series?.[0]?.name).toBe('Aktueller Zeitraum');
  });
});
