import { Suspense, useState } from 'react';
import { Button } from '@milestone/ui';
import { LazyAiTaskBuilder } from './LazyAiTaskBuilder.js';

/** Home's 'Build with AI': opens the AI Task Builder (its chunk loading shows on the button). */
export function BuildWithAiButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Suspense
        fallback={
          <Button size="large" loading>
            Build with AI
          </Button>
        }
      >
        <Button size="large" onClick={() => setOpen(true)}>
          Build with AI
        </Button>
        {open ? <LazyAiTaskBuilder onClose={() => setOpen(false)} /> : null}
      </Suspense>
    </>
  );
}
