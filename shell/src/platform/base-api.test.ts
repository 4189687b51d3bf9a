import { waitFor } from '@testing-library/react';
import { stubFetch } from '../../testing/fetch-stub';
import { baseApi } from './base-api';
import { sessionApi } from './session-api';
import { csrfTokenReceived } from './session-slice';
import { createAppStore } from './store';

const CSRF_REFUSED = { error: 'CSRF token is missing or invalid.' };

const testApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    baseApiTestSave: build.mutation<{ ok: boolean }, { value: number }>({
      query: (body) => ({ url: 'test/save', method: 'POST', body }),
    }),
    baseApiTestRead: build.query<{ value: number }, void>({
      query: () => 'test/read',
    }),
    baseApiTestTokenAnswer: build.query<{ csrf_token?: string; other?: string }, string>({
      query: (name) => `test/token-answer/${name}`,
    }),
  }),
});

function storeWithToken(csrfToken: string | null) {
  const store = createAppStore();
  if (csrfToken !== null) store.dispatch(csrfTokenReceived(csrfToken));
  return store;
}

const routesOf = (requests: { method: string; path: string }[]) => requests.map((request) => `${request.method} ${request.path}`);

describe('baseApi base query', () => {
  it('fetches a CSRF token before a POST made without one, stores it and sends it as X-CSRFToken', async () => {
    const net = stubFetch({
      'GET /auth/csrf-token': { body: { csrf_token: 'tok-1' } },
      'POST /test/save': { body: { ok: true } },
    });
    const store = storeWithToken(null);

    const answer = await store.dispatch(testApi.endpoints.baseApiTestSave.initiate({ value: 7 })).unwrap();

    expect(answer).toEqual({ ok: true });
    expect(routesOf(net.requests)).toEqual(['GET /auth/csrf-token', 'POST /test/save']);
    expect(net.requests[0].headers.get('X-CSRFToken')).toBeNull();
    const [post] = net.to('POST /test/save');
    expect(post.headers.get('X-CSRFToken')).toBe('tok-1');
    expect(post.json).toEqual({ value: 7 });
    expect(store.getState().session.csrfToken).toBe('tok-1');
  });

  it('sends a known token without fetching another one, and does not fetch one for a GET', async () => {
    const net = stubFetch({
      'POST /test/save': { body: { ok: true } },
      'GET /test/read': { body: { value: 1 } },
    });
    const store = storeWithToken('known');
    await store.dispatch(testApi.endpoints.baseApiTestSave.initiate({ value: 1 })).unwrap();
    expect(routesOf(net.requests)).toEqual(['POST /test/save']);
    expect(net.requests[0].headers.get('X-CSRFToken')).toBe('known');

    const fresh = stubFetch({ 'GET /test/read': { body: { value: 1 } } });
    const signedOutStore = storeWithToken(null);
    await signedOutStore.dispatch(testApi.endpoints.baseApiTestRead.initiate()).unwrap();
    expect(routesOf(fresh.requests)).toEqual(['GET /test/read']);
    expect(fresh.requests[0].headers.get('X-CSRFToken')).toBeNull();
  });

  it('fetches a new token after a CSRF refusal and sends the call once more with it', async () => {
    const net = stubFetch({
      'GET /auth/csrf-token': { body: { csrf_token: 'fresh' } },
      'POST /test/save': [{ status: 403, body: CSRF_REFUSED }, { body: { ok: true } }],
    });
    const store = storeWithToken('stale');

    const answer = await store.dispatch(testApi.endpoints.baseApiTestSave.initiate({ value: 2 })).unwrap();

    expect(answer).toEqual({ ok: true });
    expect(routesOf(net.requests)).toEqual(['POST /test/save', 'GET /auth/csrf-token', 'POST /test/save']);
    const [first, second] = net.to('POST /test/save');
    expect(first.headers.get('X-CSRFToken')).toBe('stale');
    expect(second.headers.get('X-CSRFToken')).toBe('fresh');
    expect(second.json).toEqual({ value: 2 });
    expect(store.getState().session.csrfToken).toBe('fresh');
  });

  it('retries a refused call only once', async () => {
    const net = stubFetch({
      'GET /auth/csrf-token': { body: { csrf_token: 'fresh' } },
      'POST /test/save': { status: 403, body: CSRF_REFUSED },
    });
    const store = storeWithToken('stale');

    const result = await store.dispatch(testApi.endpoints.baseApiTestSave.initiate({ value: 3 }));

    expect('error' in result && result.error).toMatchObject({ status: 403, data: CSRF_REFUSED });
    expect(routesOf(net.requests)).toEqual(['POST /test/save', 'GET /auth/csrf-token', 'POST /test/save']);
  });

  it('does not retry a 403 that is not a CSRF refusal', async () => {
    const net = stubFetch({
      'GET /auth/csrf-token': { body: { csrf_token: 'fresh' } },
      'POST /test/save': { status: 403, body: { error: 'Your plan does not allow this.' } },
    });
    const store = storeWithToken('known');

    const result = await store.dispatch(testApi.endpoints.baseApiTestSave.initiate({ value: 4 }));

    expect('error' in result && result.error).toMatchObject({ status: 403 });
    expect(routesOf(net.requests)).toEqual(['POST /test/save']);
    expect(store.getState().session.csrfToken).toBe('known');
  });

  it('re-fetches the session (Session tag) when any call answers 401', async () => {
    const net = stubFetch({
      'GET /auth/check-login-status': { body: { success: true, logged_in: true, user: 'Ada' } },
      'GET /test/read': { status: 401, body: { error: 'Not signed in.' } },
    });
    const store = storeWithToken(null);
    const session = store.dispatch(sessionApi.endpoints.sessionStatus.initiate());
    await session;
    expect(net.to('GET /auth/check-login-status')).toHaveLength(1);

    const result = await store.dispatch(testApi.endpoints.baseApiTestRead.initiate());
    expect('error' in result && result.error).toMatchObject({ status: 401 });

    await waitFor(() => expect(net.to('GET /auth/check-login-status')).toHaveLength(2));
    session.unsubscribe();
  });

  it('does not re-fetch the session for other errors', async () => {
    const net = stubFetch({
      'GET /auth/check-login-status': { body: { success: true, logged_in: true } },
      'GET /test/read': { status: 500, body: { error: 'Boom' } },
    });
    const store = storeWithToken(null);
    const session = store.dispatch(sessionApi.endpoints.sessionStatus.initiate());
    await session;
    await store.dispatch(testApi.endpoints.baseApiTestRead.initiate());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(net.to('GET /auth/check-login-status')).toHaveLength(1);
    session.unsubscribe();
  });

  it('stores the csrf_token carried by any fulfilled answer', async () => {
    stubFetch({
      'GET /test/token-answer/with': { body: { csrf_token: 'from-answer' } },
      'GET /test/token-answer/without': { body: { other: 'x' } },
    });
    const store = storeWithToken('before');

    await store.dispatch(testApi.endpoints.baseApiTestTokenAnswer.initiate('without')).unwrap();
    expect(store.getState().session.csrfToken).toBe('before');

    await store.dispatch(testApi.endpoints.baseApiTestTokenAnswer.initiate('with')).unwrap();
    expect(store.getState().session.csrfToken).toBe('from-answer');
  });
});
