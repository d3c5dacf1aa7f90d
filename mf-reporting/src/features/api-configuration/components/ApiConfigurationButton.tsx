import { useState } from 'react';
import { Button, Drawer } from '@milestone/ui';
import ApiConfigurationEditor from './ApiConfigurationEditor.js';

export interface ApiConfigurationButtonProps {
  taskId: number;
}

/**
 * 'API Configuration': opens the task's API Configuration editor in a drawer. For the api-reporting
 * overview, the one section such a task shows (spec 001 section 2.1).
 */
export function ApiConfigurationButton({ taskId }: ApiConfigurationButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>API Configuration</Button>
      <Drawer title="API Configuration" size="min(736px, 100vw)" open={open} onClose={() => setOpen(false)} destroyOnHidden>
        <ApiConfigurationEditor taskId={taskId} />
      </Drawer>
    </>
  );
}
