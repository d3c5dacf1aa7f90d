import { useState } from 'react';
import { Form, Input, Modal } from '@milestone/ui';
import { MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, type ReportNameForm } from '../saved-reports.model.js';
import { DialogFooter } from './DialogFooter.js';

export interface ReportNameDialogProps {
  open: boolean;
  title: string;
  okText: string;
  /** What the fields hold when the dialog mounts (a rename: the report's name and description); mount it anew for each opening. */
  initial: ReportNameForm;
  submitting: boolean;
  /** Checks and sends the form; true when it is done (the dialog then closes). */
  onSubmit: (form: ReportNameForm) => Promise<boolean>;
  onClose: () => void;
}

/** 'Name*' and 'Description' of a report: saving it, or renaming it. */
export function ReportNameDialog({ open, title, okText, initial, submitting, onSubmit, onClose }: ReportNameDialogProps) {
  const [form, setForm] = useState<ReportNameForm>(initial);

  const submit = async () => {
    if (await onSubmit(form)) onClose();
  };

  return (
    <Modal
      title={title}
      open={open}
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter okText={okText} okTestId="save-report-submit" submitting={submitting} onOk={() => void submit()} onCancel={onClose} />}
    >
      <Form layout="vertical">
        <Form.Item label="Name*" htmlFor="saved-report-name">
          <Input
            id="saved-report-name"
            data-testid="save-report-name"
            value={form.name}
            maxLength={MAX_NAME_LENGTH}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
        <Form.Item label="Description" htmlFor="saved-report-description">
          <Input.TextArea
            id="saved-report-description"
            data-testid="save-report-description"
            value={form.description}
            maxLength={MAX_DESCRIPTION_LENGTH}
            rows={3}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
