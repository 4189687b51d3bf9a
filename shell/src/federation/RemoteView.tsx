import { Component, useCallback, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Spinner } from '@ontrack/shell/ui';
import { LOAD_FAILED, LoadedModulesContext, loadedModuleKey } from './loaded-modules';
import { loadRemoteModule, RemoteNotBuiltError } from './load-remote';
import type { RemoteKey } from './remote-manifest';

interface RemoteViewProps<P> {
  remote: RemoteKey;
  /** The exposed module, without `./` (e.g. `Page`, `Preview`). */
  module: string;
  props?: P;
  /** Name of the section for messages ("Savings goals"). */
  label: string;
  /** Shown when the remote is not part of this build. */
  placeholder?: ReactNode;
  loadingText?: string;
}

type LoadState<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'missing' } | { status: 'failed' };

/** A load's outcome, with the request it answers (module and attempt): an outcome for another request reads as loading. */
interface Outcome<P> {
  request: string;
  state: LoadState<P>;
}

const LOADING = { status: 'loading' } as const;

/** The outcome of a module the tree has in hand (LoadedModulesContext); loading when it has none. */
function stateInHand<P>(inHand: unknown): LoadState<P> {
  if (inHand === LOAD_FAILED) return { status: 'failed' };
  const Component = (inHand as { default?: ComponentType<P> } | undefined)?.default;
  return Component ? { status: 'ready', Component } : LOADING;
}

function RemoteProblem({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <div className="ot-card ot-remote-problem" role="alert" data-testid="remote-problem">
      <h2>{label} could not be loaded</h2>
      <p>Something went wrong while loading this part of OnTrack. The rest of the app still works.</p>
      <button type="button" className="ot-button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}

/** Catches a remote that throws while rendering, so it fails alone. */
class RemoteErrorBoundary extends Component<{ label: string; onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`${this.props.label} failed while rendering`, error, info.componentStack);
  }
  override render() {
    if (this.state.failed) {
      return <RemoteProblem label={this.props.label} onRetry={() => this.props.onRetry()} />;
    }
    return this.props.children;
  }
}

/**
 * Renders one exposed module of a remote, loaded on first use. Loading shows a spinner; a remote
 * that is down, fails to load or throws shows a message with Retry in its place; one that is not
 * built shows the placeholder. A module the tree already has (LoadedModulesContext: a first view's
 * section) renders at once, so that the server's markup and the hydrating tree agree.
 */
export function RemoteView<P extends object>({ remote, module, props, label, placeholder, loadingText }: RemoteViewProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const request = `${loadedModuleKey(remote, module)}#${attempt}`;
  const inHand = useContext(LoadedModulesContext).get(loadedModuleKey(remote, module));
  const [outcome, setOutcome] = useState<Outcome<P>>(() => ({ request, state: stateInHand<P>(inHand) }));
  // A module in hand, or its failure, is this request's outcome: nothing to load until a Retry.
  const settled = outcome.request === request && outcome.state.status !== 'loading';

  useEffect(() => {
    if (settled) return;
    let cancelled = false;
    loadRemoteModule<{ default: ComponentType<P> }>(remote, module).then(
      (loaded) => !cancelled && setOutcome({ request, state: { status: 'ready', Component: loaded.default } }),
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof RemoteNotBuiltError) setOutcome({ request, state: { status: 'missing' } });
        else {
          console.error(`${label} failed to load`, error);
          setOutcome({ request, state: { status: 'failed' } });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module, label, request, settled]);

  const state = outcome.request === request ? outcome.state : LOADING;
  switch (state.status) {
    case 'loading':
      return <Spinner label={loadingText ?? 'Loading…'} />;
    case 'missing':
      return <>{placeholder ?? <p className="ot-placeholder">{label} is on its way.</p>}</>;
    case 'failed':
      return <RemoteProblem label={label} onRetry={retry} />;
    case 'ready':
      return (
        <RemoteErrorBoundary key={attempt} label={label} onRetry={retry}>
          <state.Component {...(props as P)} />
        </RemoteErrorBoundary>
      );
  }
}
