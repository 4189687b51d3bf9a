import { jsonResponse } from '../../testing/fetch-stub';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { showPreviewNotices } from './preview-notice';
import { fetchRemoteManifest, readOverrides, screenOverrides } from './remote-manifest';

function stubFetch(response: Response) {
  global.fetch = jest.fn(() => Promise.resolve(response)) as unknown as typeof fetch;
}

const at = (href: string) => new URL(href) as unknown as Location;
const KEY = 'ontrack.remote.goals';

beforeEach(() => {
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  window.history.replaceState(null, '', '/');
});

describe('readOverrides', () => {
  it('stores ?remote.goals=<url> in the given storage and returns it', () => {
    const overrides = readOverrides(
      at('http://localhost/?remote.goals=https://staging.example.com/goals/mf-manifest.json'),
      window.localStorage,
    );
    expect(overrides).toEqual({ goals: 'https://staging.example.com/goals/mf-manifest.json' });
    expect(window.localStorage.getItem(KEY)).toBe('https://staging.example.com/goals/mf-manifest.json');
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a stored override for later pages without the parameter', () => {
    window.localStorage.setItem(KEY, 'http://localhost:3003/mf-manifest.json');
    expect(readOverrides(at('http://localhost/main'), window.localStorage)).toEqual({ goals: 'http://localhost:3003/mf-manifest.json' });
  });

  it('removes the override when the parameter is empty', () => {
    window.localStorage.setItem(KEY, 'http://localhost:3003/mf-manifest.json');
    window.localStorage.setItem('ontrack.remote.spending', 'http://localhost:3004/mf-manifest.json');
    const overrides = readOverrides(at('http://localhost/?remote.goals='), window.localStorage);
    expect(overrides).toEqual({ spending: 'http://localhost:3004/mf-manifest.json' });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('ignores a URL that is not http(s) and keeps the previous override', () => {
    const storage = window.localStorage;
    expect(readOverrides(at('http://localhost/?remote.goals=javascript:alert(1)'), storage)).toEqual({});
    expect(storage.getItem(KEY)).toBeNull();

    storage.setItem(KEY, 'http://localhost:3003/mf-manifest.json');
    const overrides = readOverrides(
      at(`http://localhost/?remote.goals=${encodeURIComponent('ftp://evil.example/mf-manifest.json')}`),
      storage,
    );
    expect(overrides).toEqual({ goals: 'http://localhost:3003/mf-manifest.json' });
  });

  it('ignores parameters for unknown remotes', () => {
    expect(readOverrides(at('http://localhost/?remote.bogus=http://x.example/m.json'), window.localStorage)).toEqual({});
    expect(window.localStorage.length).toBe(0);
  });
});

describe('screenOverrides in a production build', () => {
  const previous = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = previous;
  });

  it("takes this origin's overrides without asking, and another origin's only when the server lists it", async () => {
    process.env.NODE_ENV = 'production';
    const mock = jest.fn(() => Promise.resolve(jsonResponse({ origins: ['https://staging.example.com'] })));
    global.fetch = mock as unknown as typeof fetch;
    const app = at('https://app.example.com/main');

    expect(await screenOverrides({ goals: '/staging/goals/mf-manifest.json' }, app, window.sessionStorage)).toEqual({
      accepted: { goals: '/staging/goals/mf-manifest.json' },
      refused: [],
    });
    expect(mock).not.toHaveBeenCalled();

    window.sessionStorage.setItem('ontrack.remote.spending', 'https://evil.example.com/mf-manifest.json');
    const screened = await screenOverrides(
      { goals: 'https://staging.example.com/goals/mf-manifest.json', spending: 'https://evil.example.com/mf-manifest.json' },
      app,
      window.sessionStorage,
    );
    expect(screened).toEqual({
      accepted: { goals: 'https://staging.example.com/goals/mf-manifest.json' },
      refused: ['https://evil.example.com'],
    });
    expect(mock).toHaveBeenCalledWith('/preview-origins.json', expect.objectContaining({ cache: 'no-cache' }));
    expect(window.sessionStorage.getItem('ontrack.remote.spending')).toBeNull();
  });

  it('refuses every other origin when the server cannot say', async () => {
    process.env.NODE_ENV = 'production';
    global.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
    const screened = await screenOverrides({ goals: 'https://staging.example.com/mf-manifest.json' }, at('https://app.example.com/'));
    expect(screened).toEqual({ accepted: {}, refused: ['https://staging.example.com'] });
  });
});

describe('the preview notices', () => {
  it('shows a banner per preview whose button forgets it, and a message per refused origin', async () => {
    window.history.replaceState(null, '', '/?remote.goals=http://localhost:3103/mf-manifest.json');
    stubFetch(jsonResponse({ goals: '/remotes/goals/mf-manifest.json' }));
    await fetchRemoteManifest();
    const banner = screen.getByTestId('preview-banner');
    expect(banner).toHaveTextContent('Goals from http://localhost:3103/mf-manifest.json (preview)');
    expect(window.sessionStorage.getItem(KEY)).toBe('http://localhost:3103/mf-manifest.json');
    // A second read (a Retry) shows it once.
    stubFetch(jsonResponse({ goals: '/remotes/goals/mf-manifest.json' }));
    await fetchRemoteManifest();
    expect(screen.getAllByTestId('preview-banner')).toHaveLength(1);

    showPreviewNotices({ previews: {}, refused: ['https://evil.example.com'], storage: window.sessionStorage });
    expect(screen.getByRole('alert')).toHaveTextContent('Previews from https://evil.example.com are not allowed here');
    expect(screen.queryByTestId('preview-banner')).not.toBeInTheDocument();
  });

  it('Leave preview forgets the override and loads the page again without its parameter', async () => {
    window.sessionStorage.setItem(KEY, 'http://localhost:3103/mf-manifest.json');
    const location = {
      href: 'http://localhost/main?remote.goals=http%3A%2F%2Flocalhost%3A3103%2Fmf-manifest.json&x=1',
      replace: jest.fn(),
      reload: jest.fn(),
    };
    showPreviewNotices({
      previews: { goals: 'http://localhost:3103/mf-manifest.json' },
      refused: [],
      storage: window.sessionStorage,
      location: location as unknown as Location,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Leave preview' }));
    expect(window.sessionStorage.getItem(KEY)).toBeNull();
    expect(location.replace).toHaveBeenCalledWith('http://localhost/main?x=1');
  });
});

describe('fetchRemoteManifest', () => {
  /** The URL of the first request (the manifest is fetched by its URL as a string). */
  const requestedUrl = (mock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>) => {
    const input = mock.mock.calls[0][0];
    return input instanceof Request ? input.url : input.toString();
  };

  function stubManifest(response: Response) {
    const mock = jest.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(response));
    global.fetch = mock as typeof fetch;
    return mock;
  }

  it('reads /remotes.json by default and keeps only known keys with string values', async () => {
    const mock = stubManifest(
      jsonResponse({ auth: '/remotes/auth/mf-manifest.json', goals: '/remotes/goals/mf-manifest.json', bogus: '/x.json', spending: 5 }),
    );

    const manifest = await fetchRemoteManifest();

    expect(manifest).toEqual({ auth: '/remotes/auth/mf-manifest.json', goals: '/remotes/goals/mf-manifest.json' });
    expect(mock).toHaveBeenCalledTimes(1);
    expect(requestedUrl(mock)).toBe('/remotes.json');
    expect(mock.mock.calls[0][1]).toMatchObject({ cache: 'no-cache', credentials: 'same-origin' });
  });

  it('reads the URL named by the ontrack:remotes-url meta tag', async () => {
    document.head.innerHTML = '<meta name="ontrack:remotes-url" content="/config/remotes.staging.json">';
    const mock = stubManifest(jsonResponse({}));
    await fetchRemoteManifest();
    expect(requestedUrl(mock)).toBe('/config/remotes.staging.json');
  });

  it('falls back to /remotes.json when the meta tag still holds its build placeholder', async () => {
    document.head.innerHTML = '<meta name="ontrack:remotes-url" content="__REMOTES_URL__">';
    const mock = stubManifest(jsonResponse({}));
    await fetchRemoteManifest();
    expect(requestedUrl(mock)).toBe('/remotes.json');
  });

  it('merges the query-string overrides over the listed remotes', async () => {
    window.history.replaceState(null, '', '/?remote.goals=http://localhost:3003/mf-manifest.json');
    window.sessionStorage.setItem('ontrack.remote.wizard', 'http://localhost:3002/mf-manifest.json');
    stubManifest(jsonResponse({ auth: '/remotes/auth/mf-manifest.json', goals: '/remotes/goals/mf-manifest.json' }));

    expect(await fetchRemoteManifest()).toEqual({
      auth: '/remotes/auth/mf-manifest.json',
      goals: 'http://localhost:3003/mf-manifest.json',
      wizard: 'http://localhost:3002/mf-manifest.json',
    });
    expect(window.sessionStorage.getItem(KEY)).toBe('http://localhost:3003/mf-manifest.json');
  });

  it('reads the manifest the server inlined in the page, without a request, and only once (a Retry fetches it)', async () => {
    document.body.innerHTML =
      '<script type="application/json" id="ontrack-remotes">{"auth":"/remotes/auth/mf-manifest.json","bogus":"/x.json"}</script>';
    const mock = stubManifest(jsonResponse({ auth: '/remotes/auth/mf-manifest.json', goals: '/remotes/goals/mf-manifest.json' }));

    expect(await fetchRemoteManifest()).toEqual({ auth: '/remotes/auth/mf-manifest.json' });
    expect(mock).not.toHaveBeenCalled();

    expect(await fetchRemoteManifest()).toEqual({ auth: '/remotes/auth/mf-manifest.json', goals: '/remotes/goals/mf-manifest.json' });
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('fetches the manifest when the inlined one is not JSON', async () => {
    document.body.innerHTML = '<script type="application/json" id="ontrack-remotes">{oops</script>';
    const mock = stubManifest(jsonResponse({ goals: '/remotes/goals/mf-manifest.json' }));
    expect(await fetchRemoteManifest()).toEqual({ goals: '/remotes/goals/mf-manifest.json' });
    expect(mock).toHaveBeenCalledTimes(1);
  });

  it('throws when the list cannot be loaded', async () => {
    stubManifest(jsonResponse({ error: 'nope' }, 503));
    await expect(fetchRemoteManifest()).rejects.toThrow('HTTP 503');
  });
});
