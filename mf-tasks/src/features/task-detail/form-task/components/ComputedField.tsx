import { Form } from '@milestone/ui';
import { formatFormValue, type FormField } from '@milestone/contracts/forms';

/** A computed field (a subtotal, a total): its value as the form computes it, never typed. */
export function ComputedField({ field, value }: { field: FormField; value: string | null }) {
  return (
    <Form.Item label={field.label}>
      <div className="ft-computed" aria-label={field.label} data-testid={`computed-${field.id}`}>
        {value === null ? '-' : formatFormValue(field, value)}
      </div>
    </Form.Item>
  );
}
