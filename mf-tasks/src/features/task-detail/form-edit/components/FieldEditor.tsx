import { Button, Checkbox, Input, Space, Typography } from '@milestone/ui';
import type { FormField, FormItem } from '@milestone/contracts/forms';
import { FIELD_TYPE_LABELS, defaultOfInput, optionsOfText, textOfOptions } from '../form-edit.model.js';

interface FieldEditorProps {
  item: FormItem;
  first: boolean;
  last: boolean;
  onChange: (patch: Partial<FormField>) => void;
  onMove: (delta: -1 | 1) => void;
  onRemove: () => void;
}

/** One field of the form in the editor: label, required, default, options, computation; up, down, remove. */
export function FieldEditor({ item, first, last, onChange, onMove, onRemove }: FieldEditorProps) {
  const label = item.label;
  const actions = (
    <Space size="small">
      <Button size="small" disabled={first} onClick={() => onMove(-1)} aria-label={`Move ${label} up`}>
        Up
      </Button>
      <Button size="small" disabled={last} onClick={() => onMove(1)} aria-label={`Move ${label} down`}>
        Down
      </Button>
      <Button size="small" danger onClick={onRemove} aria-label={`Remove ${label}`}>
        Remove
      </Button>
    </Space>
  );
  if (item.type === 'table') {
    return (
      <div className="form-edit-field" data-field-id={item.id}>
        <Space wrap>
          <Typography.Text strong>Line table</Typography.Text>
          <Typography.Text type="secondary">{item.columns.map((column) => column.label).join(', ')}</Typography.Text>
          {actions}
        </Space>
      </div>
    );
  }
  const field = item;
  const computed = field.compute !== undefined;
  return (
    <div className="form-edit-field" data-field-id={field.id}>
      <Space wrap align="start">
        <label>
          <div>Label</div>
          <Input aria-label={`Label of ${field.id}`} value={field.label} onChange={(e) => onChange({ label: e.target.value })} style={{ width: 240 }} />
        </label>
        <Typography.Text type="secondary">{FIELD_TYPE_LABELS[field.type]}</Typography.Text>
        {computed ? null : (
          <Checkbox
            aria-label={`Required ${field.id}`}
            checked={field.required === true}
            onChange={(e) => onChange({ required: e.target.checked || undefined })}
          >
            Required
          </Checkbox>
        )}
        {computed || field.source === 'dateCreated' ? null : field.type === 'checkbox' ? (
          <Checkbox
            aria-label={`Default of ${field.id}`}
            checked={field.default === true}
            onChange={(e) => onChange({ default: e.target.checked || undefined })}
          >
            Checked by default
          </Checkbox>
        ) : (
          <label>
            <div>Default</div>
            <Input
              aria-label={`Default of ${field.id}`}
              value={field.default === undefined ? '' : String(field.default)}
              placeholder={field.type === 'date' ? 'YYYY-MM-DD' : undefined}
              onChange={(e) => onChange({ default: defaultOfInput(field, e.target.value) })}
              style={{ width: 180 }}
            />
          </label>
        )}
        {actions}
      </Space>
      {field.type === 'select' ? (
        <label>
          <div>Options (one a line)</div>
          <Input.TextArea
            aria-label={`Options of ${field.id}`}
            rows={3}
            value={textOfOptions(field.options)}
            onChange={(e) => onChange({ options: optionsOfText(e.target.value) })}
          />
        </label>
      ) : null}
      {computed ? (
        <label>
          <div>Computation</div>
          <Input aria-label={`Computation of ${field.id}`} value={field.compute} onChange={(e) => onChange({ compute: e.target.value })} />
        </label>
      ) : null}
    </div>
  );
}
