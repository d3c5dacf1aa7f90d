import { Form, Input, Modal, Select, Typography } from '@milestone/ui';
import { SECTION_TYPES, newSectionError, type NewSectionInput, type TaskSection } from '../task-sections.js';

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
          rules={[{ validator: (_, value?: string) => (newSectionError({ name: value ?? '', type: '', content: '' }) ? Promise.reject(new Error('New section needs a name')) : Promise.resolve()) }]}
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

/** The delete confirmation; buttons Cancel and Delete Section. */
export function DeleteSectionDialog({
  section,
  saving,
  onClose,
  onDelete,
}: {
  section: TaskSection | null;
  saving: boolean;
  onClose: () => void;
  onDelete: () => void;
}) {
  return (
    <Modal
      title="Are you sure you want to delete this section?"
      open={section !== null}
      onCancel={onClose}
      onOk={onDelete}
      okText="Delete Section"
      cancelText="Cancel"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
    >
      <Typography.Paragraph>
        This action will permanently remove the section &quot;{section?.label}&quot; and all its content. This action cannot be undone.
      </Typography.Paragraph>
    </Modal>
  );
}
