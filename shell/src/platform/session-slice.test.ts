import { afterSignInPathSet, csrfTokenReceived, sessionSlice, signedOut, type SessionState } from './session-slice';

const reducer = sessionSlice.reducer;
const initial = (): SessionState => reducer(undefined, { type: '@@init' });

describe('session slice', () => {
  it('starts with no token and nowhere to go after sign-in', () => {
    expect(initial()).toEqual({ csrfToken: null, afterSignInPath: null });
  });

  it('signedOut resets every field of the previous user', () => {
    let state = initial();
    state = reducer(state, csrfTokenReceived('tok'));
    state = reducer(state, afterSignInPathSet('/main/upload'));
    expect(state).toEqual({ csrfToken: 'tok', afterSignInPath: '/main/upload' });

    expect(reducer(state, signedOut())).toEqual(initial());
  });

  it('csrfTokenReceived sets the token, or clears it', () => {
    const withToken = reducer(initial(), csrfTokenReceived('abc'));
    expect(withToken.csrfToken).toBe('abc');
    expect(reducer(withToken, csrfTokenReceived(null)).csrfToken).toBeNull();
  });

  it('takes the csrf_token of any fulfilled action, and only of fulfilled ones', () => {
    const state = reducer(initial(), csrfTokenReceived('old'));
    expect(reducer(state, { type: 'api/executeMutation/fulfilled', payload: { csrf_token: 'new' } }).csrfToken).toBe('new');
    expect(reducer(state, { type: 'api/executeMutation/rejected', payload: { csrf_token: 'new' } }).csrfToken).toBe('old');
    expect(reducer(state, { type: 'api/executeQuery/fulfilled', payload: { csrf_token: 42 } }).csrfToken).toBe('old');
    expect(reducer(state, { type: 'api/executeQuery/fulfilled', payload: null }).csrfToken).toBe('old');
    expect(reducer(state, { type: 'api/executeQuery/fulfilled', payload: [] }).csrfToken).toBe('old');
  });

  it('afterSignInPathSet keeps only paths inside this app', () => {
    expect(reducer(initial(), afterSignInPathSet('/main/upload')).afterSignInPath).toBe('/main/upload');
    expect(reducer(initial(), afterSignInPathSet('/main?tab=goals')).afterSignInPath).toBe('/main?tab=goals');
    for (const outside of ['https://evil.example/main', '//evil.example/main', 'javascript:alert(1)', 'main/upload', '']) {
      expect(reducer(reducer(initial(), afterSignInPathSet('/main')), afterSignInPathSet(outside)).afterSignInPath).toBeNull();
    }
    expect(reducer(reducer(initial(), afterSignInPathSet('/main/upload')), afterSignInPathSet(null)).afterSignInPath).toBeNull();
  });
});
