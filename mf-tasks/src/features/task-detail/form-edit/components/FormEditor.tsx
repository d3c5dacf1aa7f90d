import { useMemo, useState } from 'react';
import { Alert, Button, Card, Flex, Select, Space, Typography } from '@milestone/ui';
import { messageOrFallback, useToast } from '@milestone/platform-sdk';
import type { FormDefinition, FormFieldType } from '@milestone/contracts/forms';
import { FIELD_TYPE_LABELS, NEW_FIELD_TYPES, addField, moveItem, problemOf, removeItem, updateField } from '../form-edit.model.js';
import { useSaveForm } from '../hooks/useFormVersions.js';
import { FieldEditor } from './FieldEditor.js';

/** The item the check's message names (`the field 'id'`), where the message is shown. */
function itemNamed(message: string | null, definition: FormDefinition): string | null {
  if (!message) return null;
  for (const section of definition.sections) for (const item of section.items) if (message.includes(`'${item.id}'`)) return item.id;
  return null;
}

/** 'Edit Form': the form's sections and fields edited in place, checked as typed, saved as a new version. */
export function FormEditor({ taskId, definition, onDone }: { taskId: number; definition: FormDefinition; onDone: () => void }) {
  const { toast } = useToast();
  const [draft, setDraft] = useState<FormDefinition>(() => structuredClone(definition));
  const [adding, setAdding] = useState<Record<string, FormFieldType>>({});
  const save = useSaveForm(taskId);
  const problem = useMemo(() => problemOf(draft), [draft]);
  const at = itemNamed(problem, draft);

  const onSave = async () => {
    try {
      await save.mutateAsync(draft);
      toast({ variant: 'success', title: 'Form saved' });
      onDone();
    } catch (error) {
      toast({ variant: 'error', title: 'Save Failed', description: messageOrFallback(error, 'The form could not be saved. Please try again.') });
    }
  };

  return (
    <div className="form-edit" data-testid="form-editor">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          Edit Form: {draft.title}
        </Typography.Title>
        <Space>
          <Button onClick={onDone}>Cancel</Button>
          <Button type="primary" onClick={onSave} disabled={problem !== null} loading={save.isPending}>
            Save
          </Button>
        </Space>
      </Flex>
      {problem !== null && at === null ? <Alert type="error" showIcon message={problem} data-testid="form-edit-error" style={{ marginTop: 12 }} /> : null}
      {draft.sections.map((section) => (
        <Card key={section.id} title={section.title} size="small" style={{ marginTop: 12 }} aria-label={`Section ${section.title}`}>
          <Flex vertical gap={12}>
            {section.items.map((item, index) => (
              <div key={item.id}>
                <FieldEditor
                  item={item}
                  first={index === 0}
                  last={index === section.items.length - 1}
                  onChange={(patch) => setDraft((d) => updateField(d, section.id, item.id, patch))}
                  onMove={(delta) => setDraft((d) => moveItem(d, section.id, item.id, delta))}
                  onRemove={() => setDraft((d) => removeItem(d, section.id, item.id))}
                />
                {at === item.id ? <Alert type="error" showIcon message={problem} data-testid="form-edit-error" style={{ marginTop: 4 }} /> : null}
              </div>
            ))}
            <Space wrap>
              <Select
                aria-label={`Type of the new field in ${section.title}`}
                style={{ width: 180 }}
                value={adding[section.id] ?? 'text'}
                onChange={(type) => setAdding((a) => ({ ...a, [section.id]: type as FormFieldType }))}
                options={NEW_FIELD_TYPES.map((type) => ({ value: type, label: FIELD_TYPE_LABELS[type] }))}
              />
              <Button onClick={() => setDraft((d) => addField(d, section.id, adding[section.id] ?? 'text').definition)}>Add field</Button>
            </Space>
          </Flex>
        </Card>
      ))}
    </div>
  );
}
