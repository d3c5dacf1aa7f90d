import { Button } from '@milestone/ui';

export interface DialogFooterProps {
  okText: string;
  /** The test id of the confirming button. */
  okTestId: string;
  submitting: boolean;
  onOk: () => void;
  onCancel: () => void;
}

/** Cancel and the confirming button of the saved reports' dialogs. */
export function DialogFooter({ okText, okTestId, submitting, onOk, onCancel }: DialogFooterProps) {
  return (
    <>
      <Button onClick={onCancel}>Cancel</Button>
      <Button type="primary" onClick={onOk} loading={submitting} data-testid={okTestId}>
        {okText}
      </Button>
    </>
  );
}
