import { Component, Suspense, useCallback, useEffect, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { CenteredSpinner } from '../components/CenteredSpinner.js';
import { RemoteRetryContext, loadFederated, loadedFederated, resetRemote } from './federation.js';
import { RemoteUnavailable } from './RemoteUnavailable.js';
import { sharedVersionMismatchOf, versionMismatchMessage, type SharedVersionMismatch } from './version-mismatch.js';
import { remoteTitle } from './exposed-modules.js';
import type { ExposedModule, ExposedProps, RemoteName } from './exposed-modules.js';

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  fallback?: (retry: () => void) => ReactNode;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  /** Set when the remote was refused for a shared library's version: Retry cannot help then. */
  mismatch: SharedVersionMismatch | null;
}

/** Catches a remote that fails to load or crashes while rendering: only its area shows it. */
export class RemoteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, mismatch: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, mismatch: sharedVersionMismatchOf(error) };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] ${this.props.remote} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ failed: false, mismatch: null });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? (
      this.props.fallback(this.retry)
    ) : (
      <RemoteUnavailable
        remote={this.props.remote}
        onRetry={this.retry}
        reason={this.state.mismatch ? versionMismatchMessage(remoteTitle(this.props.remote), this.state.mismatch) : undefined}
      />
    );
  }
}

/** The props of `RemoteComponent` for module `M` of remote `R`; `props` may be left out when all are optional. */
export type RemoteComponentProps<R extends RemoteName, M extends ExposedModule<R>> = {
  /** Federation name of the remote, e.g. 'mf_loadcalc'. */
  remote: R;
  /** Exposed module, e.g. './SavedCalculations'. */
  module: M;
  /** Replaces the default "unavailable" panel. */
  fallback?: (retry: () => void) => ReactNode;
  /** Shown while the remote loads. */
  loading?: ReactNode;
} & (object extends ExposedProps<R, M>
  ? { /** Props handed to the federated component. */ props?: ExposedProps<R, M> }
  : { /** Props handed to the federated component. */ props: ExposedProps<R, M> });

type LoadState<P> = { status: 'ready'; component: ComponentType<P> } | { status: 'failed'; error: unknown } | null;

/**
 * The federated component, loaded on mount (or at once if this page already has it). Not
 * React.lazy: a Suspense boundary that showed its fallback holds the content back for up to 300 ms
 * after it is ready (React's fallback throttling), which the first page of a returning user felt.
 */
function useFederatedComponent<P extends object>(remote: string, module: string, attempt: number): LoadState<P> {
  const [state, setState] = useState<LoadState<P>>(() => {
    const component = loadedFederated<P>(remote, module);
    return component ? { status: 'ready', component } : null;
  });
  useEffect(() => {
    const component = loadedFederated<P>(remote, module);
    if (component) {
      setState((current) => (current?.status === 'ready' && current.component === component ? current : { status: 'ready', component }));
      return;
    }
    let live = true;
    setState(null);
    loadFederated<P>(remote, module).then(
      (mod) => live && setState({ status: 'ready', component: mod.default }),
      (error: unknown) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [remote, module, attempt]);
  return state;
}

/** Throws a load failure during render, so the error boundary around it shows the fallback. */
function Federated<P extends object>({ state, props, loading }: { state: LoadState<P>; props: P; loading: ReactNode }) {
  if (state === null) return loading;
  if (state.status === 'failed') throw state.error instanceof Error ? state.error : new Error(String(state.error));
  const Loaded = state.component;
  // For what the remote itself loads lazily: its own boundaries come first, this one catches the rest.
  return (
    <Suspense fallback={loading}>
      <Loaded {...props} />
    </Suspense>
  );
}

/**
 * Renders a federated component once loaded, inside an error boundary with Retry. Retry forgets
 * what the federation runtime cached of the remote and loads it again.
 */
export function RemoteComponent<R extends RemoteName, M extends ExposedModule<R>>({ remote, module, props, fallback, loading }: RemoteComponentProps<R, M>) {
  const [attempt, setAttempt] = useState(0);
  const state = useFederatedComponent<ExposedProps<R, M> & object>(remote, module, attempt);
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const retryContext = useMemo(() => ({ remote, retry }), [remote, retry]);
  return (
    <RemoteRetryContext.Provider value={retryContext}>
      <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} fallback={fallback}>
        <Federated state={state} props={(props ?? {}) as ExposedProps<R, M> & object} loading={loading ?? <CenteredSpinner label={`Loading ${remote}`} />} />
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
