import { useEffect, type ReactNode } from 'react';
import { activeStepSet, useAppDispatch, useSessionStatusQuery } from '@ontrack/shell/platform';
import { Spinner } from '@ontrack/shell/ui';

/**
 * Shows `signedIn` or `signedOut` by the server's session; Loading while it is asked. A failed status
 * check counts as signed out.
 */
export function SessionGate({ signedIn, signedOut }: { signedIn: ReactNode; signedOut: ReactNode }) {
  const { data, isLoading, isError } = useSessionStatusQuery();
  const dispatch = useAppDispatch();
  const loggedIn = Boolean(data?.logged_in) && !isError;

  useEffect(() => {
    // All steps up to and past the final one are reachable once signed in.
    const finalStep = data?.steps?.find((step) => step.next_step === null);
    if (loggedIn && finalStep) dispatch(activeStepSet(finalStep.id + 1));
  }, [loggedIn, data, dispatch]);

  if (isLoading) return <Spinner />;
  return <>{loggedIn ? signedIn : signedOut}</>;
}
