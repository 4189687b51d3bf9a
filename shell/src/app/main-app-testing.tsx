import { screen } from '@testing-library/react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { createAppStore } from '@ontrack/shell/platform';
import { renderWithProviders } from '@ontrack/shell/platform/testing';
import { loadRemoteModule, RemoteNotBuiltError } from '../federation/load-remote';
import { MainApp } from './MainApp';

/**
 * What MainApp's tests share (MainApp.test.tsx, MainApp.actions.test.tsx). Importing this mocks
 * ../federation/load-remote for the test file (jest.mock is hoisted above the imports here), so a
 * test takes `load` and `RemoteNotBuiltError` from here, never from load-remote itself.
 */
jest.mock('../federation/load-remote', () => {
  class RemoteNotBuiltError extends Error {
    constructor(readonly remote: string) {
      super(`The ${remote} section is not available in this build.`);
    }
  }
  return { RemoteNotBuiltError, initRemotes: jest.fn(), loadRemoteModule: jest.fn() };
});

export { RemoteNotBuiltError };
export const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

/** For beforeEach: every remote module loads as its fakeRemote, and window.scrollTo is a fresh mock. */
export function resetFakeRemotes() {
  load.mockReset();
  load.mockImplementation((remote, module) => Promise.resolve(fakeRemote(remote, module)));
  window.scrollTo = jest.fn();
}

/** Each remote module shows its name; section pages get a button that uses their onNavigate prop. */
export function fakeRemote(remote: string, module: string) {
  return {
    default: ({ onNavigate, onClose }: { onNavigate?: (section: string) => void; onClose?: () => void }) => (
      <div data-testid="remote-module" data-module={`${remote}/${module}`}>
        {remote}/{module}
        {onNavigate && (
          <button type="button" onClick={() => onNavigate('net-worth')}>
            {`${remote}/${module} go to net worth`}
          </button>
        )}
        {onClose && (
          <button type="button" onClick={onClose}>
            Close wizard
          </button>
        )}
      </div>
    ),
  };
}

export const SESSION = { success: true, logged_in: true, user: 'Ada Lovelace' };

/** The address, and the browser's back and forward buttons. */
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <div data-testid="location">{location.pathname}</div>
      <button type="button" onClick={() => void navigate(-1)}>
        Browser back
      </button>
      <button type="button" onClick={() => void navigate(1)}>
        Browser forward
      </button>
    </>
  );
}

export function renderMain(route = '/main/dashboard', store = createAppStore()): ReturnType<typeof renderWithProviders> {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<div>Landing marker</div>} />
        <Route path="*" element={<MainApp />} />
      </Routes>
      <LocationProbe />
    </>,
    { route, store },
  );
}

export const sidebar = () => screen.getByRole('complementary', { name: 'Main navigation' });
export const currentModule = () => screen.getAllByTestId('remote-module').find((node) => !node.closest('[role="dialog"]'));
export const location = () => screen.getByTestId('location').textContent;
