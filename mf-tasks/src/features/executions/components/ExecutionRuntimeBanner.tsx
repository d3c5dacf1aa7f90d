import { Alert } from '@milestone/ui';
import { useExecutionRuntime } from '../../../entities/execution/hooks/useExecutionRuntime.js';
import { runtimeView } from '../execution-runtime.model.js';

/** Under the title, when runs wait (no worker), are refused (no sandbox) or run unsandboxed: what it means. */
export function ExecutionRuntimeBanner() {
  const runtime = useExecutionRuntime();
  if (!runtime.data) return null;
  const view = runtimeView(runtime.data);
  if (!view.warn) return null;
  return <Alert className="executions-runtime" type={view.color === 'red' ? 'error' : 'warning'} showIcon title={view.label} description={view.description} data-testid="runtime-banner" />;
}
