import { act, screen, within } from '@testing-library/react';
import { LanguageSync, setLanguage } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { fakeGoalsServer, goalDto, TODAY } from '../../../testing/goals-server';
import { GoalsPage } from './GoalsPage';

jest.mock('highcharts-react-official', () => jest.requireActual('@ontrack/shell/testing/highcharts-mock'));

// A signed-in user of de-DE with euros: the session's locale picks the language (LanguageSync).
const GERMAN_SESSION = {
  'GET /auth/check-login-status': { body: { success: true, logged_in: true, id: 1, home_currency: 'EUR', locale: 'de-DE' } },
};

afterEach(async () => {
  // The instance is shared by every test file's components: back to English.
  await act(() => setLanguage('en'));
});

describe('GoalsPage in German', () => {
  it('speaks German and writes amounts, dates and months the de-DE way', async () => {
    fakeGoalsServer([goalDto(1, { name: 'Rücklage', currentAmount: 1234.56 }), goalDto(2, { name: 'Urlaub' })], GERMAN_SESSION);
    renderWithProviders(
      <>
        <LanguageSync />
        <GoalsPage today={TODAY} />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Rücklage' });
    expect(await within(card).findByTestId('goal-badge')).toHaveTextContent('Nicht im Plan');
    expect(screen.getByText('2 Sparziele')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sparziel hinzufügen' })).toBeInTheDocument();
    // The text of the user's file stays as written; the category is the app's word for it.
    expect(within(card).getByText(/Zieldatum: 15\. Juni 2026 · Notgroschen/)).toBeInTheDocument();
    expect(within(card).getByText('1.235 €', { selector: 'strong' })).toBeInTheDocument();
    expect(within(card).getByText(/von 5\.000 €/)).toBeInTheDocument();
    expect(within(card).getByText(/Im jetzigen Tempo:/)).toHaveTextContent(/Im jetzigen Tempo: (Januar|Februar) 2027/);
    expect(within(card).getByText('0 geplante Buchungen')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Sparziel Rücklage bearbeiten' })).toBeInTheDocument();
    expect(within(card).getByText('Voraussichtliche Lücke')).toBeInTheDocument();
  });
});
