import { Fragment, useState, type ReactNode } from 'react';
import { Button, Flex } from '@milestone/ui';
import type { FormDefinition } from '@milestone/contracts/forms';
import { useTask } from '../../../../entities/task/hooks/useTask.js';
import { useCanEditTask } from '../../../../entities/task-permission/hooks/usePermissions.js';
import { FormEditor } from './FormEditor.js';
import { FormVersionHistory } from './FormVersionHistory.js';

/**
 * A form task's overview with 'Edit Form' and 'Versions' for its task admins: the form (children)
 * until Edit Form, then the editor until Save or Cancel. Anyone else sees the form alone.
 */
export function FormEditMode({ taskId, definition, children }: { taskId: number; definition: FormDefinition; children: ReactNode }) {
  const [editing, setEditing] = useState(false);
  const task = useTask(taskId);
  const canEdit = useCanEditTask(task.data?.permissionLevel);
  if (!canEdit) return <>{children}</>;
  if (editing) return <FormEditor taskId={taskId} definition={definition} onDone={() => setEditing(false)} />;
  return (
    <>
      <Flex justify="flex-end" gap={8} className="ft-edit" style={{ marginBottom: 8 }}>
        <FormVersionHistory taskId={taskId} canRestore={canEdit} />
        <Button onClick={() => setEditing(true)}>Edit Form</Button>
      </Flex>
      {/* A restored form starts the form afresh (its renderer's values were of the form before). */}
      <Fragment key={task.data?.version}>{children}</Fragment>
    </>
  );
}
