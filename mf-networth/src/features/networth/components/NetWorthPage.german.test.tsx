// The stand-in renders the series each chart was given, so the tests read what is drawn.
jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSync, setLanguage } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { seriesOf } from '@ontrack/shell/testing/highcharts-mock';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import { CATEGORIES, DASHBOARD } from '../../../testing/fixtures';
import { NetWorthPage } from './NetWorthPage';

afterEach(async () => {
  // The instance is shared by every test file's components: back to English.
  await act(() => setLanguage('en'));
});

describe('NetWorthPage in German', () => {
  it('speaks German and writes amounts, shares and dates the de-DE way, category names as the user wrote them', async () => {
    // A signed-in user of de-DE with euros: the session's locale picks the language (LanguageSync).
    stubFetch({
      'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
      'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, home_currency: 'EUR', locale: 'de-DE' } },
      'GET /networth/api/networth/categories': { body: CATEGORIES },
      'GET /networth/api/networth/dashboard': { body: DASHBOARD },
    });
    renderWithProviders(
      <>
        <LanguageSync />
        <NetWorthPage />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Alle Einträge' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Vermögenswert hinzufügen' })).toBeInTheDocument();
    expect(screen.getByText('NETTOVERMÖGEN')).toBeInTheDocument();
    expect(await screen.findByTestId('networth-card-netWorth')).toHaveTextContent('244.750 €');
    expect(screen.getByTestId('networth-card-netWorth')).toHaveAttribute('title', '244.749,50\u00a0€');

    const table = screen.getByRole('table', { name: 'Alle Einträge' });
    expect(within(table).getByRole('columnheader', { name: 'Wert' })).toBeInTheDocument();
    const [first] = screen.getAllByTestId('networth-entry-row');
    expect(first).toHaveTextContent('Vermögenswert');
    expect(first).toHaveTextContent('Checking'); // the user's category, as written
    expect(first).toHaveTextContent('13.000,25 €');
    expect(first).toHaveTextContent('1. März 2025');

    const assets = screen.getByTestId('networth-assets-list');
    expect(assets).toHaveTextContent('95,1 %');
    expect(screen.getByRole('heading', { name: 'Verlauf des Nettovermögens' })).toBeInTheDocument();
    expect(seriesOf(screen.getByTestId('networth-history-chart')).map((series) => series.name)).toEqual([
      'Vermögenswerte',
      'Verbindlichkeiten',
      'Nettovermögen',
    ]);
  });

  it('takes a value typed the de-DE way: 1.234,56 is 1234.56', async () => {
    const net = stubFetch({
      'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
      'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, home_currency: 'EUR', locale: 'de-DE' } },
      'GET /networth/api/networth/categories': { body: CATEGORIES },
      'GET /networth/api/networth/dashboard': { body: DASHBOARD },
      'POST /networth/api/networth/entries': { body: { id: 9 } },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LanguageSync />
        <NetWorthPage />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Vermögenswert hinzufügen' }));
    const dialog = screen.getByRole('dialog', { name: 'Vermögenswert hinzufügen' });
    await user.type(within(dialog).getByLabelText('Name'), 'Tagesgeld');
    const value = within(dialog).getByLabelText('Wert');
    expect(value).toHaveAttribute('placeholder', '0,00');
    await user.type(value, '1234,56');
    expect(value).toHaveValue('1.234,56');
    await user.click(within(dialog).getByRole('button', { name: 'Eintrag speichern' }));
    await screen.findByRole('heading', { name: 'Alle Einträge' });
    await act(async () => undefined);
    expect(net.to('POST /networth/api/networth/entries')[0].json).toMatchObject({ name: 'Tagesgeld', value: 1234.56 });
  });
});
