import { Modal } from '@milestone/ui';
import type { UploadResult } from '../file.model.js';
import { QuickUploadCard } from './QuickUploadCard.js';

export interface UploadFileDialogProps {
  task: { id: number; name: string };
  open: boolean;
  onClose: () => void;
  /** After a successful upload (the task detail closes the dialog then). */
  onUploaded?: (result: UploadResult) => void;
}

/**
 * 'Upload File for {task name}', holding the quick upload card. Closing it cancels an upload
 * still on its way (the card unmounts with it).
 */
export function UploadFileDialog({ task, open, onClose, onUploaded }: UploadFileDialogProps) {
  return (
    <Modal title={`Upload File for ${task.name}`} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <QuickUploadCard taskId={task.id} onUploaded={onUploaded} />
    </Modal>
  );
}
