import { Modal, Typography } from '@milestone/ui';
import type { TaskSection } from '../task-sections.js';

/** The delete confirmation; buttons Cancel and Delete Section. */
export function DeleteSectionDialog({
  section,
  saving,
  onClose,
  onDelete,
}: {
  section: TaskSection | null;
  saving: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  return (
    <Modal
      title="Are you sure you want to delete this section?"
      open={section !== null}
      onCancel={onClose}
      onOk={onDelete}
      okText="Delete Section"
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
    >
      <Typography.Paragraph>
        This action will permanently remove the section &quot;{section?.label}&quot; and all its content. This action cannot be undone.
      </Typography.Paragraph>
    </Modal>
  );
}
