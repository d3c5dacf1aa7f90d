import { Alert, Typography } from '@milestone/ui';
import type { FailureBlock } from '../execution-files.model.js';

/** The 'Execution Failed' block of a failed run: its error, error output, standard output and detailed error. */
export function ExecutionFailed({ blocks }: { blocks: readonly FailureBlock[] }) {
  return (
    <Alert
      className="execution-failed"
      type="error"
      title="Execution Failed"
      data-testid="execution-failed"
      description={
        blocks.length === 0 ? (
          'The run ended without a log.'
        ) : (
          <Typography>
            {blocks.map((block) => (
              <section key={block.label} aria-label={block.label}>
                <Typography.Title level={5}>{block.label}</Typography.Title>
                <pre>{block.text}</pre>
              </section>
            ))}
          </Typography>
        )
      }
    />
  );
}
