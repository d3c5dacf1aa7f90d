import { useState } from 'react';
import { Button, Calendar, Modal, Typography, theme } from '@milestone/ui';

export interface DateDialogProps {
  open: boolean;
  title?: string;
  description?: string;
  onCancel: () => void;
  /** The chosen day as YYYY-MM-DD. */
  onConfirm: (date: string) => void;
}

/** The date-selection dialog (spec 001 section 2.12). */
export function DateDialog({
  open,
  title = 'Select Date',
  description = 'Choose a date for the Purchase Order Template',
  onCancel,
  onConfirm,
}: DateDialogProps) {
  const [selected, setSelected] = useState<string | null>(null);
  const { token } = theme.useToken();
  const close = () => {
    setSelected(null);
    onCancel();
  };
  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          Cancel
        </Button>,
        <Button
          key="ok"
          type="primary"
          disabled={!selected}
          onClick={() => {
            if (!selected) return;
            onConfirm(selected);
            setSelected(null);
          }}
        >
          Confirm Date
        </Button>,
      ]}
    >
      <Typography.Paragraph type="secondary">{description}</Typography.Paragraph>
      <Calendar fullscreen={false} onSelect={(day) => setSelected(day.format('YYYY-MM-DD'))} />
      <Typography.Paragraph strong style={{ marginTop: token.marginXS }}>
        Selected: {selected ?? 'none'}
      </Typography.Paragraph>
    </Modal>
  );
}
