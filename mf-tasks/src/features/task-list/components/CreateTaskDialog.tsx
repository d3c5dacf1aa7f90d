import { Form, Input, Modal, Select } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import { useCreateTask, type CreateTaskInput } from '../hooks/useCreateTask.js';
import { MANUAL_TASK_TYPES } from '../manual-task-types.js';

interface FormValues {
  name: string;
  description?: string;
  type: CreateTaskInput['type'];
}

/** 'Create New Task': the manual task form (spec 000 section 2, Home). */
export function CreateTaskDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const createTask = useCreateTask();
  const { toast } = useToast();

  const submit = async () => {
    // A refused field shows its message under the field; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: CreateTaskInput = { name: values.name.trim(), type: values.type, description: values.description?.trim() ?? '' };
    try {
      const task = await createTask.mutateAsync(body);
      toast({ variant: 'success', title: 'Task Created', description: `"${task.name}" has been created.` });
      form.resetFields();
      onClose();
    } catch (error) {
      toast({ variant: 'error', title: 'Task Creation Failed', description: messageOrFallback(error, 'Failed to create task. Please try again.') });
    }
  };

  return (
    <Modal
      title="Create New Task"
      open={open}
      onCancel={onClose}
      onOk={submit}
      okText={createTask.isPending ? 'Creating...' : 'Create Task'}
      confirmLoading={createTask.isPending}
      destroyOnHidden
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={{ type: 'form-processing' }} name="create-task">
        <Form.Item label="Task Name" name="name" rules={[{ required: true, whitespace: true, message: 'Please enter a task name' }]}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input.TextArea rows={4} />
        </Form.Item>
        <Form.Item label="Task Type" name="type" rules={[{ required: true }]}>
          <Select options={MANUAL_TASK_TYPES.map((t) => ({ value: t.value, label: t.label }))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
