import { useState } from 'react';
import { Button, UploadOutlined } from '@milestone/ui';
import { UploadFileDialog } from './UploadFileDialog.js';

/** A card's upload action: an icon button opening 'Upload File for {task name}'. */
export function UploadFileAction({ task }: { task: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on: a page of cards renders no dialogs until one is asked for.
  const [used, setUsed] = useState(false);
  return (
    <>
      <Button
        type="text"
        icon={<UploadOutlined />}
        aria-label={`Upload file for ${task.name}`}
        title="Upload File"
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      />
      {used ? <UploadFileDialog task={task} open={open} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
