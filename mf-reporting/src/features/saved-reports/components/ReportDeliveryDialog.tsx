import { useState } from 'react';
import { Modal, Typography } from '@milestone/ui';
import type { IdentityUser } from '@milestone/platform-sdk';
import type { DeliveryForm } from '../report-delivery.model.js';
import { DeliveryFields } from './DeliveryFields.js';
import { DialogFooter } from './DialogFooter.js';

export interface ReportDeliveryDialogProps {
  reportName: string;
  /** What the fields hold when the dialog mounts (an Edit: the delivery as saved); mount it anew for each opening. */
  initial: DeliveryForm;
  /** The company's users, the recipients to choose from (undefined while they load). */
  users: readonly IdentityUser[] | undefined;
  submitting: boolean;
  /** Checks and sends the form: null when it is saved (the dialog then closes), else the sentence shown in the form. */
  onSubmit: (form: DeliveryForm) => Promise<string | null>;
  onClose: () => void;
}

/**
 * 'E-mail this report': when (three common schedules or a typed expression, read back by svc-tasks
 * in Chicago time), to whom (the company's users), as which file, whether an empty report is
 * skipped, and whether the schedule is on. A refusal of the server shows in the form.
 */
export function ReportDeliveryDialog({ reportName, initial, users, submitting, onSubmit, onClose }: ReportDeliveryDialogProps) {
  const [form, setForm] = useState<DeliveryForm>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const change = (changes: Partial<DeliveryForm>) => {
    setForm({ ...form, ...changes });
    setProblem(null);
  };

  const submit = async () => {
    const answer = await onSubmit(form);
    if (answer === null) onClose();
    else setProblem(answer);
  };

  return (
    <Modal
      title="E-mail this report"
      open
      onCancel={onClose}
      destroyOnHidden
      footer={<DialogFooter okText="Save" okTestId="delivery-save" submitting={submitting} onOk={() => void submit()} onCancel={onClose} />}
    >
      <Typography.Paragraph type="secondary">
        &ldquo;{reportName}&rdquo; is sent as an attachment, with the data as it is when the schedule runs.
      </Typography.Paragraph>
      <DeliveryFields form={form} users={users} problem={problem} onChange={change} />
    </Modal>
  );
}
