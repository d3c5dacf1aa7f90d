import { Component, Suspense, lazy, useCallback, useMemo, useState, type ErrorInfo, type ReactNode } from 'react';
import { CenteredSpinner } from '../components/CenteredSpinner.js';
import { RemoteRetryContext, loadFederated, resetRemote } from './federation.js';
import { RemoteUnavailable } from './RemoteUnavailable.js';

interface BoundaryProps {
  remote: string;
  onRetry: () => void;
  fallback?: (retry: () => void) => ReactNode;
  children: ReactNode;
}

/** Catches a remote that fails to load or crashes while rendering: only its area shows it. */
export class RemoteErrorBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`[federation] ${this.props.remote} failed`, error, info.componentStack);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <RemoteUnavailable remote={this.props.remote} onRetry={this.retry} />;
  }
}

export interface RemoteComponentProps<P extends object> {
  /** Federation name of the remote, e.g. 'mf_loadcalc'. */
  remote: string;
  /** Exposed module, e.g. './SavedCalculations'. */
  module: string;
  /** Props handed to the federated component. */
  props?: P;
  /** Replaces the default "unavailable" panel. */
  fallback?: (retry: () => void) => ReactNode;
  /** Shown while the remote loads. */
  loading?: ReactNode;
}

/**
 * Renders a federated component lazily, inside an error boundary with Retry. Retry forgets what
 * the federation runtime cached of the remote and loads it again.
 */
export function RemoteComponent<P extends object>({ remote, module, props, fallback, loading }: RemoteComponentProps<P>) {
  const [attempt, setAttempt] = useState(0);
  const Lazy = useMemo(
    () => lazy(() => loadFederated<P>(remote, module)),
    // A new attempt needs a new lazy component: React caches the settled one.
    [remote, module, attempt],
  );
  const retry = useCallback(() => {
    resetRemote(remote);
    setAttempt((n) => n + 1);
  }, [remote]);
  const retryContext = useMemo(() => ({ remote, retry }), [remote, retry]);
  return (
    <RemoteRetryContext.Provider value={retryContext}>
      <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry} fallback={fallback}>
        <Suspense fallback={loading ?? <CenteredSpinner label={`Loading ${remote}`} />}>
          <Lazy {...((props ?? {}) as P)} />
        </Suspense>
      </RemoteErrorBoundary>
    </RemoteRetryContext.Provider>
  );
}
