import { Button, Form } from '@milestone/ui';

/** A form's full-width submit button, naming what it is doing while `pending`. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" block loading={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </Form.Item>
  );
}
