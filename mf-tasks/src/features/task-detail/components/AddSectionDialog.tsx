import { Form, Input, Modal, Select } from '@milestone/ui';
import { SECTION_TYPES, newSectionError, type NewSectionInput } from '../task-sections.js';

interface AddValues {
  name?: string;
  type: string;
  content?: string;
}

/** Add New Section: Section Name, Section Type, Initial Content (spec 000 section 2). */
export function AddSectionDialog({
  open,
  saving,
  onClose,
  onAdd,
}: {
  open: boolean;
  saving: boolean;
  onClose: () => void;
  onAdd: (input: NewSectionInput) => Promise<boolean>;
}) {
  const [form] = Form.useForm<AddValues>();
  const submit = async () => {
    // A refused field shows its message under the field; nothing to do here.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const input = { name: values.name ?? '', type: values.type, content: values.content ?? '' };
    if (newSectionError(input)) return;
    if (await onAdd({ ...input, name: input.name.trim() })) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal title="Add New Section" open={open} onCancel={onClose} onOk={submit} okText="Add Section" confirmLoading={saving} destroyOnHidden>
      <Form<AddValues> form={form} layout="vertical" name="add-section" initialValues={{ type: 'text' }}>
        <Form.Item
          label="Section Name"
          name="name"
          rules={[
            {
              validator: (_, value?: string) =>
                newSectionError({ name: value ?? '', type: '', content: '' }) ? Promise.reject(new Error('New section needs a name')) : Promise.resolve(),
            },
          ]}
        >
          <Input placeholder="e.g. Pricing Notes" autoFocus />
        </Form.Item>
        <Form.Item label="Section Type" name="type">
          <Select options={SECTION_TYPES.map((t) => ({ value: t, label: t }))} />
        </Form.Item>
        <Form.Item label="Initial Content" name="content">
          <Input.TextArea rows={4} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
