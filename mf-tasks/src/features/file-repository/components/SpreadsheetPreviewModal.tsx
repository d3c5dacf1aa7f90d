import { Button, Modal } from '@milestone/ui';
import type { PreviewTarget } from '../hooks/useSpreadsheetPreview.js';
import { SheetPreview } from './SheetPreview.js';

/** The preview of the file `target` names, in a dialog; closed when it is null. */
export function SpreadsheetPreviewModal({ target, onClose }: { target: PreviewTarget | null; onClose: () => void }) {
  return (
    <Modal
      open={target !== null}
      title={target ? `Preview: ${target.file.name}` : 'Preview'}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      width="min(1100px, 96vw)"
      destroyOnHidden
    >
      {/* A new file starts on its first sheet, with nothing of the last file's table. */}
      {target ? <SheetPreview key={`${target.executionId}-${target.file.kind}-${target.file.id}`} target={target} /> : null}
    </Modal>
  );
}
