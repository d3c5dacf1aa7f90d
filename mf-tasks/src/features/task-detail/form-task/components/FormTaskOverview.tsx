import { Alert } from '@milestone/ui';
import type { FormDefinitionRead } from '@milestone/contracts/forms';
import { FormRenderer } from './FormRenderer.js';
import { FormEditMode } from '../../form-edit/components/FormEditMode.js';

/**
 * A form task's overview: its form (config.form) rendered, or, when the definition cannot be read,
 * what is wrong with it in place of a broken screen.
 */
export function FormTaskOverview({ taskId, form }: { taskId: number; form: FormDefinitionRead }) {
  if (!form.ok) return <Alert type="error" showIcon title="This task's form cannot be shown" description={form.message} data-testid="form-definition-error" />;
  return (
    <FormEditMode taskId={taskId} definition={form.definition}>
      <FormRenderer definition={form.definition} taskId={taskId} />
    </FormEditMode>
  );
}
