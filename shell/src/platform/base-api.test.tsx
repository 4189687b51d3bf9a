import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { stubFetch } from '../../testing/fetch-stub';
import { analysisApi } from './analysis-api';
import { baseApi, forgetSignedInUser } from './base-api';
import { catalogApi } from './catalog-api';
import { setLanguage } from './i18n';
import { dataUpdated } from './data-updates-slice';
import { sessionApi, useSessionStatusQuery } from './session-api';
import { afterSignInPathSet, csrfTokenReceived } from './session-slice';
import { createAppStore } from './store';
import { activeStepSet } from './wizard-slice';

// Known by its code, whatever the language of its message.
const CSRF_REFUSED = { success: false, error: 'Das CSRF-Token fehlt oder ist ungültig.', code: 'csrf' };

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
    baseApiTestWrongPassword: build.mutation<unknown, void>({
      query: () => ({ url: 'auth/login', method: 'POST', body: { email: 'ada@example.com', password: 'wrong' } }),
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

  it('sends the language the interface shows, so the API writes its messages in it', async () => {
    const read = async () => {
      const net = stubFetch({ 'GET /test/read': { body: { value: 1 } } });
      await storeWithToken(null).dispatch(testApi.endpoints.baseApiTestRead.initiate()).unwrap();
      return net.requests[0].headers.get('Accept-Language');
    };
    try {
      await act(() => setLanguage('de'));
      expect(await read()).toBe('de');
    } finally {
      await act(() => setLanguage('en'));
    }
    expect(await read()).toBe('en');
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

  it('knows the refusal by its code, not its words: the English text without the code is not retried', async () => {
    const net = stubFetch({
      'GET /auth/csrf-token': { body: { csrf_token: 'fresh' } },
      'POST /test/save': { status: 403, body: { success: false, error: 'CSRF token is missing or invalid.' } },
    });
    const store = storeWithToken('known');

    await store.dispatch(testApi.endpoints.baseApiTestSave.initiate({ value: 5 }));

    expect(routesOf(net.requests)).toEqual(['POST /test/save']);
  });

  it("forgets everything cached when any call answers 401, so the next user's sign-in fetches afresh", async () => {
    const net = stubFetch({
      'GET /auth/check-login-status': { body: { success: true, logged_in: true, user: 'Ada' } },
      'GET /summary/api/transaction-analysis': [{ body: { message: 'ok', owner: 'Ada' } }, { body: { message: 'ok', owner: 'Bob' } }],
      'GET /test/read': { status: 401, body: { error: 'Please sign in to continue.' } },
    });
    const store = storeWithToken('ada-token');
    store.dispatch(activeStepSet(5));
    await store.dispatch(sessionApi.endpoints.sessionStatus.initiate()).unwrap();
    const adaAnalysis = store.dispatch(analysisApi.endpoints.summaryTransactionAnalysis.initiate());
    expect(await adaAnalysis.unwrap()).toEqual({ message: 'ok', owner: 'Ada' });
    adaAnalysis.unsubscribe();

    // Ada's session ends behind the tab's back: the next call answers 401.
    await store.dispatch(testApi.endpoints.baseApiTestRead.initiate());
    expect(net.to('GET /test/read')).toHaveLength(1);
    expect(store.getState().api.queries).toEqual({});
    expect(store.getState().session.csrfToken).toBeNull();
    expect(store.getState().wizard.activeStep).toBe(1);

    // Bob signs in on the same tab: the analysis is asked for again, never served from Ada's cache.
    const bobAnalysis = store.dispatch(analysisApi.endpoints.summaryTransactionAnalysis.initiate());
    expect(await bobAnalysis.unwrap()).toEqual({ message: 'ok', owner: 'Bob' });
    expect(net.to('GET /summary/api/transaction-analysis')).toHaveLength(2);
    bobAnalysis.unsubscribe();
  });

  it('has a screen still shown ask for the session again after a 401, and find nobody signed in', async () => {
    const net = stubFetch({
      'GET /auth/check-login-status': [
        { body: { success: true, logged_in: true, user: 'Ada' } },
        { body: { success: true, logged_in: false } },
      ],
      'GET /test/read': { status: 401, body: { error: 'Please sign in to continue.' } },
    });
    const store = storeWithToken(null);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const { result } = renderHook(() => useSessionStatusQuery(), { wrapper });
    await waitFor(() => expect(result.current.data).toMatchObject({ logged_in: true }));

    await act(async () => {
      await store.dispatch(testApi.endpoints.baseApiTestRead.initiate());
    });

    await waitFor(() => expect(result.current.data).toEqual({ success: true, logged_in: false }));
    expect(net.to('GET /auth/check-login-status')).toHaveLength(2);
  });

  it('forgets once: the 401s of screens still shown, asking again, do not empty the cache over and over', async () => {
    const net = stubFetch({
      'GET /auth/check-login-status': [
        { body: { success: true, logged_in: true, user: 'Ada' } },
        { body: { success: true, logged_in: false } },
      ],
      'GET /test/read': { status: 401, body: { error: 'Please sign in to continue.' } },
    });
    const store = storeWithToken(null);
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
    const session = renderHook(() => useSessionStatusQuery(), { wrapper });
    await waitFor(() => expect(session.result.current.data).toMatchObject({ logged_in: true }));

    // A screen of Ada's asks for its data; her session has ended.
    renderHook(() => testApi.useBaseApiTestReadQuery(), { wrapper });
    await waitFor(() => expect(session.result.current.data).toEqual({ success: true, logged_in: false }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(net.to('GET /auth/check-login-status')).toHaveLength(2);
    expect(net.to('GET /test/read')).toHaveLength(2);
  });

  it("keeps the cache when a sign-in's own 401 says the password was wrong", async () => {
    stubFetch({
      'GET /auth/pricing': { body: [{ id: 1 }] },
      'POST /auth/login': { status: 401, body: { error: 'Invalid email or password' } },
    });
    const store = storeWithToken('anonymous-token');
    const pricing = store.dispatch(catalogApi.endpoints.authPricing.initiate());
    await pricing;
    await store.dispatch(testApi.endpoints.baseApiTestWrongPassword.initiate());
    expect(catalogApi.endpoints.authPricing.select()(store.getState()).data).toEqual([{ id: 1 }]);
    expect(store.getState().session.csrfToken).toBe('anonymous-token');
    pricing.unsubscribe();
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

describe('forgetSignedInUser', () => {
  it('returns every slice of the store but the API cache to where a fresh tab starts', () => {
    const store = createAppStore();
    store.dispatch(csrfTokenReceived('ada-token'));
    store.dispatch(afterSignInPathSet('/main/upload'));
    store.dispatch(activeStepSet(4));
    store.dispatch(dataUpdated());
    const { api: _freshApi, ...freshTab } = createAppStore().getState();
    const { api: _usedApi, ...used } = store.getState();
    // Each slice was moved away from its start, so the comparison below means something.
    for (const [name, slice] of Object.entries(used)) expect([name, slice]).not.toEqual([name, freshTab[name as keyof typeof freshTab]]);

    forgetSignedInUser(store.dispatch);

    const { api: _forgottenApi, ...forgotten } = store.getState();
    expect(forgotten).toEqual(freshTab);
  });
});
