import { Button, Popconfirm } from '@milestone/ui';
import type { Execution } from '../../../../entities/execution/execution.model.js';
import { SUBMISSION_TEXTS } from '../submissions.model.js';

/** A submission's Open in form: at once, or after a confirmation when the form holds unsaved edits. */
export function OpenInForm({ run, unsaved, onOpen }: { run: Execution; unsaved: boolean; onOpen: (run: Execution) => void }) {
  const label = `${SUBMISSION_TEXTS.open}: submission #${run.id}`;
  if (!unsaved) {
    return (
      <Button size="small" aria-label={label} onClick={() => onOpen(run)}>
        {SUBMISSION_TEXTS.open}
      </Button>
    );
  }
  return (
    <Popconfirm title={SUBMISSION_TEXTS.confirm} okText={SUBMISSION_TEXTS.confirmOk} cancelText="Cancel" onConfirm={() => onOpen(run)}>
      <Button size="small" aria-label={label}>
        {SUBMISSION_TEXTS.open}
      </Button>
    </Popconfirm>
  );
}
