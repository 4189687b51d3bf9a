import { dataUpdated, dataUpdatesSlice } from './data-updates-slice';
import { signedOut } from './session-slice';

const reducer = dataUpdatesSlice.reducer;
const initial = () => reducer(undefined, { type: '@@init' });

describe('dataUpdates slice', () => {
  it('starts at 0 and counts each dataUpdated', () => {
    expect(initial()).toEqual({ count: 0 });
    let state = reducer(initial(), dataUpdated());
    expect(state.count).toBe(1);
    state = reducer(reducer(state, dataUpdated()), dataUpdated());
    expect(state.count).toBe(3);
  });

  it('goes back to 0 on signedOut', () => {
    expect(reducer(reducer(initial(), dataUpdated()), signedOut())).toEqual({ count: 0 });
  });
});
