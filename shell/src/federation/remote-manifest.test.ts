import { jsonResponse } from '../../testing/fetch-stub';
import { fetchRemoteManifest, readOverrides } from './remote-manifest';

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

  describe('in a production build', () => {
    const previous = process.env.NODE_ENV;
    afterEach(() => {
      process.env.NODE_ENV = previous;
    });

    it('accepts only same-origin overrides', () => {
      process.env.NODE_ENV = 'production';
      expect(
        readOverrides(at('https://app.example.com/?remote.goals=https://evil.example.com/mf-manifest.json'), window.localStorage),
      ).toEqual({});
      expect(readOverrides(at('https://app.example.com/?remote.goals=/staging/goals/mf-manifest.json'), window.localStorage)).toEqual({
        goals: '/staging/goals/mf-manifest.json',
      });
    });
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
