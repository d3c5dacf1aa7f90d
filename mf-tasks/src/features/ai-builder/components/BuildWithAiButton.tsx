import { useState } from 'react';
import { Button } from '@milestone/ui';
import { AiTaskBuilder } from './AiTaskBuilder.js';

/** Home's 'Build with AI': opens the AI Task Builder. */
export function BuildWithAiButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="large" onClick={() => setOpen(true)}>
        Build with AI
      </Button>
      {open ? <AiTaskBuilder onClose={() => setOpen(false)} /> : null}
    </>
  );
}
