import { Button, Result } from '@milestone/ui';
import { remoteTitle } from './exposed-modules.js';

export interface RemoteUnavailableProps {
  remote: string;
  onRetry?: () => void;
  /**
   * Why it cannot load when trying again will not help (a remote built for another major of a
   * shared library): shown instead of the generic text, without Retry.
   */
  reason?: string;
}

/** What an area shows when its remote cannot be loaded or crashed: the rest keeps working. */
export function RemoteUnavailable({ remote, onRetry, reason }: RemoteUnavailableProps) {
  const retry =
    onRetry && !reason ? (
      <Button type="primary" onClick={onRetry}>
        Retry
      </Button>
    ) : undefined;
  return (
    <Result
      status="warning"
      title="This area is unavailable right now"
      subTitle={reason ?? `The ${remoteTitle(remote)} area could not be loaded. The rest of Milestone keeps working; try again in a moment.`}
      extra={retry}
      data-remote-fallback={remote}
    />
  );
}
