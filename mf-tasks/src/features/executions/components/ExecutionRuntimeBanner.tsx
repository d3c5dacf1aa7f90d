import { Alert } from '@milestone/ui';
import type { RuntimeView } from '../execution-runtime.model.js';

/** Under the title, when runs wait (no worker), are refused (no sandbox) or run unsandboxed: what it means. */
export function ExecutionRuntimeBanner({ view }: { view: RuntimeView }) {
  return (
    <Alert
      className="executions-runtime"
      type={view.color === 'red' ? 'error' : 'warning'}
      showIcon
      title={view.label}
      description={view.description}
      data-testid="runtime-banner"
    />
  );
}
