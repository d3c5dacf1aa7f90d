import { Form, Input, Modal } from '@milestone/ui';
import type { TaskSection } from '../task-sections.js';

interface EditValues {
  label?: string;
  description?: string;
}

/** Edit Section: Section Title and AI Description. */
export function EditSectionDialog({
  section,
  saving,
  onClose,
  onSave,
}: {
  section: TaskSection | null;
  saving: boolean;
  onClose: () => void;
  onSave: (label: string, description: string) => Promise<boolean>;
}) {
  const [form] = Form.useForm<EditValues>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    if (await onSave((values.label ?? '').trim(), values.description ?? '')) onClose();
  };
  return (
    <Modal title="Edit Section" open={section !== null} onCancel={onClose} onOk={submit} okText="Save" confirmLoading={saving} destroyOnHidden>
      {section ? (
        <Form<EditValues> form={form} layout="vertical" name="edit-section" initialValues={{ label: section.label, description: section.description }}>
          <Form.Item label="Section Title" name="label" rules={[{ required: true, whitespace: true, message: 'A section needs a title' }]}>
            <Input />
          </Form.Item>
          <Form.Item label="AI Description" name="description">
            <Input.TextArea rows={3} placeholder="Tell the AI what this section is for" />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
