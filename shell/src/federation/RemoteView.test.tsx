import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemoteModule, RemoteNotBuiltError } from './load-remote';
import { LOAD_FAILED, LoadedModulesContext, loadedModuleKey } from './loaded-modules';
import { RemoteView } from './RemoteView';

jest.mock('./load-remote', () => {
  class RemoteNotBuiltError extends Error {
    constructor(readonly remote: string) {
      super(`The ${remote} section is not available in this build.`);
      this.name = 'RemoteNotBuiltError';
    }
  }
  return { loadRemoteModule: jest.fn(), RemoteNotBuiltError, initRemotes: jest.fn() };
});

const load = loadRemoteModule as jest.MockedFunction<typeof loadRemoteModule>;

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

let consoleError: jest.SpyInstance;
beforeEach(() => {
  load.mockReset();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => consoleError.mockRestore());

describe('RemoteView', () => {
  it('renders a module the tree has in hand at once, and loads nothing', async () => {
    const loaded = { default: Greeting };
    render(
      <LoadedModulesContext.Provider value={new Map([[loadedModuleKey('dashboard', 'Page'), loaded]])}>
        <RemoteView remote="dashboard" module="Page" label="Dashboard" props={{ name: 'Ada' }} />
      </LoadedModulesContext.Provider>,
    );
    expect(screen.getByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the problem of a module whose load already failed at once; Retry loads it', async () => {
    load.mockResolvedValueOnce({ default: Greeting });
    render(
      <LoadedModulesContext.Provider value={new Map([[loadedModuleKey('auth', 'Landing'), LOAD_FAILED]])}>
        <RemoteView remote="auth" module="Landing" label="The sign-in page" props={{ name: 'Ada' }} />
      </LoadedModulesContext.Provider>,
    );
    expect(screen.getByTestId('remote-problem')).toHaveTextContent('The sign-in page could not be loaded');
    await act(() => Promise.resolve());
    expect(load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith('auth', 'Landing');
  });

  it('shows Loading… and then the remote default export with its props', async () => {
    let resolve!: (module: unknown) => void;
    load.mockReturnValueOnce(new Promise((res) => (resolve = res)));

    render(<RemoteView remote="goals" module="Page" label="Savings goals" props={{ name: 'Ada' }} />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(load).toHaveBeenCalledWith('goals', 'Page');
    resolve({ default: Greeting });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it('uses the given loading text', () => {
    load.mockReturnValueOnce(new Promise(() => undefined));
    render(<RemoteView remote="goals" module="Page" label="Savings goals" loadingText="Loading goals…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading goals…');
  });

  it('shows a problem with Retry when the load fails; Retry loads again and renders on success', async () => {
    load.mockRejectedValueOnce(new Error('network down')).mockResolvedValueOnce({ default: Greeting });

    render(<RemoteView remote="spending" module="Page" label="Spending" props={{ name: 'Bob' }} />);

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Spending could not be loaded');
    expect(load).toHaveBeenCalledTimes(1);

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Hello Bob')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    expect(load).toHaveBeenLastCalledWith('spending', 'Page');
    expect(screen.queryByText('Spending could not be loaded')).not.toBeInTheDocument();
  });

  it('shows "<label> is on its way." for a remote that is not built', async () => {
    load.mockRejectedValueOnce(new RemoteNotBuiltError('networth'));
    render(<RemoteView remote="networth" module="Page" label="Net Worth" />);
    expect(await screen.findByText('Net Worth is on its way.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows the given placeholder for a remote that is not built', async () => {
    load.mockRejectedValueOnce(new RemoteNotBuiltError('wizard'));
    render(<RemoteView remote="wizard" module="Wizard" label="The wizard" placeholder={<div>Coming soon placeholder</div>} />);
    expect(await screen.findByText('Coming soon placeholder')).toBeInTheDocument();
    expect(screen.queryByText('The wizard is on its way.')).not.toBeInTheDocument();
  });

  it('catches a remote that throws while rendering, and Retry renders it again', async () => {
    let shouldThrow = true;
    function Fragile({ name }: { name: string }) {
      if (shouldThrow) throw new Error('render failure');
      return <p>Fragile {name} works</p>;
    }
    load.mockResolvedValue({ default: Fragile });

    render(
      <div>
        <p>Rest of the app</p>
        <RemoteView remote="dashboard" module="Page" label="Dashboard" props={{ name: 'Cy' }} />
      </div>,
    );

    expect(await screen.findByTestId('remote-problem')).toHaveTextContent('Dashboard could not be loaded');
    expect(screen.getByText('Rest of the app')).toBeInTheDocument();

    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Fragile Cy works')).toBeInTheDocument();
    expect(screen.queryByTestId('remote-problem')).not.toBeInTheDocument();
  });

  it('loads the new module when remote or module change', async () => {
    load.mockImplementation((remote, module) => Promise.resolve({ default: () => <p>{`${remote}/${module}`}</p> }));
    const { rerender } = render(<RemoteView remote="dashboard" module="Page" label="Dashboard" />);
    expect(await screen.findByText('dashboard/Page')).toBeInTheDocument();
    rerender(<RemoteView remote="dashboard" module="Retirement" label="Retirement" />);
    expect(await screen.findByText('dashboard/Retirement')).toBeInTheDocument();
  });
});
