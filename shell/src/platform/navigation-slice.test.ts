import { navigationSlice, sectionShown } from './navigation-slice';
import { signedOut } from './session-slice';

const reducer = navigationSlice.reducer;
const initial = () => reducer(undefined, { type: '@@init' });

describe('navigation slice', () => {
  it('starts on the summary section; sectionShown switches it', () => {
    expect(initial()).toEqual({ section: 'summary' });
    const spending = reducer(initial(), sectionShown('spending'));
    expect(spending).toEqual({ section: 'spending' });
    expect(reducer(spending, sectionShown('savings-goals'))).toEqual({ section: 'savings-goals' });
  });

  it('goes back to the summary on signedOut: the next user starts on the dashboard', () => {
    expect(reducer(reducer(initial(), sectionShown('net-worth')), signedOut())).toEqual({ section: 'summary' });
  });
});
