import { Checkbox, Input, Select } from '@milestone/ui';
import { InputNumber } from 'antd';
import type { FormField } from '@milestone/contracts/forms';
import { CustomerReferenceInput } from './CustomerReferenceInput.js';
import { DateCreatedInput } from './DateCreatedInput.js';

/** The input of one field by its type; antd's Form.Item around it gives it its value and onChange. */
export function FormFieldInput({
  field,
  value,
  onChange,
  ariaLabel,
}: {
  field: FormField;
  value?: unknown;
  onChange?: (value: unknown) => void;
  ariaLabel: string;
}) {
  const common = { 'aria-label': ariaLabel, placeholder: field.placeholder };
  switch (field.type) {
    case 'textarea':
      return (
        <Input.TextArea
          {...common}
          autoSize={{ minRows: 3 }}
          value={(value as string | null) ?? ''}
          onChange={(e) => onChange?.(e.target.value)}
          maxLength={field.maxLength}
        />
      );
    case 'number':
    case 'currency':
      return (
        <InputNumber
          {...common}
          className="ft-number"
          prefix={field.type === 'currency' ? '$' : undefined}
          step={field.type === 'currency' ? 0.01 : 1}
          min={field.min}
          max={field.max}
          value={typeof value === 'number' ? value : null}
          onChange={(next) => onChange?.(next ?? null)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          value={(value as string | null) ?? undefined}
          onChange={(next) => onChange?.(next)}
          options={field.options}
          allowClear={!field.required}
        />
      );
    case 'checkbox':
      return (
        <Checkbox aria-label={ariaLabel} checked={value === true} onChange={(e) => onChange?.(e.target.checked)}>
          {field.label}
        </Checkbox>
      );
    case 'date':
      if (field.source === 'dateCreated')
        return <DateCreatedInput ariaLabel={ariaLabel} value={(value as string | null) ?? null} onChange={(next) => onChange?.(next)} />;
      return <Input {...common} type="date" value={(value as string | null) ?? ''} onChange={(e) => onChange?.(e.target.value || null)} />;
    default:
      if (field.lookup === 'serviceTitanCustomer')
        return (
          <CustomerReferenceInput
            ariaLabel={ariaLabel}
            placeholder={field.placeholder}
            maxLength={field.maxLength}
            value={typeof value === 'string' ? value : ''}
            onChange={(next) => onChange?.(next)}
          />
        );
      return <Input {...common} value={(value as string | number | null) ?? ''} onChange={(e) => onChange?.(e.target.value)} maxLength={field.maxLength} />;
  }
}
