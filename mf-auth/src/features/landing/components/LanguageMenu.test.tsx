import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguageSync, chooseBrowserLocale, setLanguage } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { stubFetch } from '../../../../../shell/testing/fetch-stub';
import { Landing } from './Landing';

afterEach(async () => {
  // The page (and its LanguageSync) is gone: this browser's choice and the instance start over in English.
  chooseBrowserLocale(null);
  await act(() => setLanguage('en'));
  expect(document.documentElement.lang).toBe('en');
});

describe("the landing's language menu", () => {
  it("switches a visitor's landing, each language named in itself", async () => {
    stubFetch({
      'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
      'GET /auth/check-login-status': { body: { success: true, logged_in: false } },
      'GET /auth/pricing': { body: [] },
    });
    renderWithProviders(
      <>
        <LanguageSync />
        <Landing />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Are your finances on track?');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Español');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('¿Van bien tus finanzas?');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Prueba gratis' })).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: 'Idioma' })).toHaveValue('es');
    expect(document.documentElement.lang).toBe('es');
    // The server's next first view speaks it too (api/src/http/web.ts reads the cookie).
    expect(document.cookie.split('; ')).toContain('ontrack_locale=es');
  });

  it('forgets the choice, cookie included, when the visitor follows the browser again', () => {
    chooseBrowserLocale('de-DE');
    expect(document.cookie.split('; ')).toContain('ontrack_locale=de-DE');
    chooseBrowserLocale(null);
    expect(document.cookie).not.toContain('ontrack_locale');
  });
});
