import { Alert, Button, Flex, Spin, theme } from '@milestone/ui';
import { useParams, useToast } from '@milestone/platform-sdk';
import { useTask } from '../../../entities/task/hooks/useTask.js';
import { useCanEditTask } from '../../../entities/task-permission/hooks/usePermissions.js';
import { GENERATE_FAILED, generateFailureText, useGenerateTaskScript, useScriptCheck } from '../../../entities/ai/ai-hooks.js';
import { ScriptSection } from '../script-editor/components/ScriptSection.js';
import { parseTaskId } from '../task-sections.js';

/**
 * The generated-script section of the task on this page (its cached query): Generate Script (the
 * script from the task's steps, checked before it is saved), what the last generation said when it
 * built nothing, the script in a Python code editor with Copy, editable by task admins, and its
 * saved versions.
 */
export function GeneratedScript(_props: { script?: string | null }) {
  const id = parseTaskId(useParams().id);
  const task = useTask(id);
  const canEdit = useCanEditTask(task.data?.permissionLevel);
  const { token } = theme.useToken();
  const { toast } = useToast();
  const generate = useGenerateTaskScript(id ?? 0);
  const check = useScriptCheck(id ?? 0);
  if (!task.data) return <Spin />;

  const run = () =>
    generate.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', title: 'Script generated', description: 'The script now follows the task steps.' }),
      onError: (error) => toast({ variant: 'error', title: GENERATE_FAILED, description: generateFailureText(error) }),
    });

  return (
    <div>
      {canEdit ? (
        <Flex justify="flex-start" style={{ marginBottom: token.marginXS }}>
          <Button type="primary" loading={generate.isPending} onClick={run} data-testid="generate-script">
            Generate Script
          </Button>
        </Flex>
      ) : null}
      {check.data ? (
        <Alert
          type="warning"
          showIcon
          role="status"
          data-testid="script-check"
          style={{ marginBottom: token.marginXS }}
          message={GENERATE_FAILED}
          description={check.data === GENERATE_FAILED ? undefined : check.data}
        />
      ) : null}
      <ScriptSection task={task.data} canEdit={canEdit} />
    </div>
  );
}
