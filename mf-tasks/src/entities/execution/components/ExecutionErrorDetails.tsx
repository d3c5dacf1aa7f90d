import { Alert, Collapse, Typography } from '@milestone/ui';
import type { Execution } from '../execution.model.js';
import { errorLine, errorParts } from '../execution-details.model.js';

/**
 * Why a failed or cancelled run ended: its error on one line, and under it an expandable
 * 'Execution Failed' block with the error, the error output, the standard output and the detailed error.
 * A cancelled run is no error: its reason is grey like its badge, its block 'Execution Cancelled' and
 * not red.
 */
export function ExecutionErrorDetails({ execution }: { execution: Pick<Execution, 'id' | 'status' | 'error' | 'log'> }) {
  const line = errorLine(execution);
  const parts = errorParts(execution);
  if (line === null && parts.length === 0) return null;
  const cancelled = execution.status === 'cancelled';
  return (
    <div data-testid="execution-error">
      {line !== null ? <Typography.Text className={cancelled ? 'execution-cancel-line' : 'execution-error-line'}>{line}</Typography.Text> : null}
      {parts.length > 0 ? (
        <Collapse
          size="small"
          ghost
          items={[
            {
              key: 'details',
              label: cancelled ? 'Details' : 'Error details',
              children: (
                <Alert
                  className="execution-failed"
                  type={cancelled ? 'info' : 'error'}
                  title={cancelled ? 'Execution Cancelled' : 'Execution Failed'}
                  data-testid="execution-failed"
                  description={parts.map((part) => (
                    <section key={part.label} aria-label={part.label}>
                      <Typography.Title level={5}>{part.label}</Typography.Title>
                      <pre>{part.text}</pre>
                    </section>
                  ))}
                />
              ),
            },
          ]}
        />
      ) : null}
    </div>
  );
}
