import { Button } from '@milestone/ui';
import { RUN_TEXTS } from '../execution.model.js';
import { useGenerateScript } from '../hooks/useGenerateScript.js';

/** Generate Script, for a task with files and no script: POST /api/tasks/{id}/generate-script. */
export function GenerateScriptButton({ taskId, block }: { taskId: number; block?: boolean }) {
  const generate = useGenerateScript();
  return (
    <Button block={block} loading={generate.isPending} data-testid="generate-script" onClick={() => generate.mutate(taskId)}>
      {RUN_TEXTS.generateScript}
    </Button>
  );
}
