import { Component, useCallback, useContext, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { Spinner } from '@ontrack/shell/ui';
import { FirstViewSlot } from './first-view-slot';
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
  /** Called once the view shows something other than its spinner: the module (`ready`), its problem (`failed`), or the placeholder (`missing`). */
  onShown?: (status: ShownStatus) => void;
}

export type ShownStatus = 'ready' | 'missing' | 'failed';

type LoadState<P> = { status: 'loading' } | { status: 'ready'; Component: ComponentType<P> } | { status: 'missing' } | { status: 'failed' };

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
 * built shows the placeholder.
 */
export function RemoteView<P extends object>({ remote, module, props, label, placeholder, loadingText, onShown }: RemoteViewProps<P>) {
  const [state, setState] = useState<LoadState<P>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const slot = useContext(FirstViewSlot);

  useEffect(() => {
    let cancelled = false;
    setState({ status: 'loading' });
    loadRemoteModule<{ default: ComponentType<P> }>(remote, module).then(
      (loaded) => !cancelled && setState({ status: 'ready', Component: loaded.default }),
      (error: unknown) => {
        if (cancelled) return;
        if (error instanceof RemoteNotBuiltError) setState({ status: 'missing' });
        else {
          console.error(`${label} failed to load`, error);
          setState({ status: 'failed' });
        }
      },
    );
    return () => {
      cancelled = true;
    };
  }, [remote, module, label, attempt]);

  const shown = state.status === 'loading' ? null : state.status;
  useEffect(() => {
    if (shown) onShown?.(shown);
  }, [shown, onShown]);

  switch (state.status) {
    case 'loading':
      return slot ?? <Spinner label={loadingText ?? 'Loading…'} />;
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
