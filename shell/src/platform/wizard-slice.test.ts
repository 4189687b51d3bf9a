import { signedOut } from './session-slice';
import { activeStepSet, wizardSlice } from './wizard-slice';

const reducer = wizardSlice.reducer;
const initial = () => reducer(undefined, { type: '@@init' });

describe('wizard slice', () => {
  it('starts at step 1; activeStepSet moves it', () => {
    expect(initial()).toEqual({ activeStep: 1 });
    expect(reducer(initial(), activeStepSet(3))).toEqual({ activeStep: 3 });
  });

  it('goes back to step 1 on signedOut: the steps reached were the previous user’s', () => {
    expect(reducer(reducer(initial(), activeStepSet(5)), signedOut())).toEqual({ activeStep: 1 });
  });
});
