import { activeStepSet, afterSignInPathSet, csrfTokenReceived, dataUpdated, sectionShown, sessionSlice, signedOut, type SessionState } from './session-slice';

const reducer = sessionSlice.reducer;
const initial = (): SessionState => reducer(undefined, { type: '@@init' });

describe('session slice', () => {
  it('starts signed out on the summary section, step 1, no token, counter 0', () => {
    expect(initial()).toMatchObject({ csrfToken: null, activeStep: 1, dataUpdatedCounter: 0, section: 'summary' });
    expect(initial()).toEqual(sessionSlice.getInitialState());
  });

  it('signedOut resets every field of the previous user', () => {
    let state = initial();
    state = reducer(state, csrfTokenReceived('tok'));
    state = reducer(state, activeStepSet(5));
    state = reducer(state, dataUpdated());
    state = reducer(state, sectionShown('net-worth'));
    expect(state).toMatchObject({ csrfToken: 'tok', activeStep: 5, dataUpdatedCounter: 1, section: 'net-worth' });

    const after = reducer(state, signedOut());
    expect(after).toMatchObject({ csrfToken: null, activeStep: 1, dataUpdatedCounter: 0, section: 'summary' });
    expect(after).toEqual(sessionSlice.getInitialState());
  });

  it('dataUpdated increments the counter each time', () => {
    let state = initial();
    state = reducer(state, dataUpdated());
    expect(state.dataUpdatedCounter).toBe(1);
    state = reducer(state, dataUpdated());
    state = reducer(state, dataUpdated());
    expect(state.dataUpdatedCounter).toBe(3);
  });

  it('sectionShown switches the section and leaves the rest alone', () => {
    const before = reducer(initial(), csrfTokenReceived('tok'));
    const after = reducer(before, sectionShown('spending'));
    expect(after).toEqual({ ...before, section: 'spending' });
    expect(reducer(after, sectionShown('savings-goals')).section).toBe('savings-goals');
  });

  it('activeStepSet and csrfTokenReceived set their field', () => {
    expect(reducer(initial(), activeStepSet(3)).activeStep).toBe(3);
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

  it('signedOut forgets where to go after sign-in', () => {
    expect(reducer(reducer(initial(), afterSignInPathSet('/main/upload')), signedOut()).afterSignInPath).toBeNull();
  });
});
