import { Button, Result } from '@milestone/ui';

export interface RemoteUnavailableProps {
  remote: string;
  onRetry?: () => void;
}

/** What an area shows when its remote cannot be loaded or crashed: the rest keeps working. */
export function RemoteUnavailable({ remote, onRetry }: RemoteUnavailableProps) {
  return (
    <Result
      status="warning"
      title="This area is unavailable right now"
      subTitle={`The ${remote} module could not be loaded. The rest of Milestone keeps working; try again in a moment.`}
      extra={onRetry ? <Button type="primary" onClick={onRetry}>Retry</Button> : undefined}
      data-remote-fallback={remote}
    />
  );
}
