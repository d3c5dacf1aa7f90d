import { Alert, Button, Flex, Form, Input } from '@milestone/ui';
import {
  CONNECTION_FIELDS,
  KEEP_STORED_PLACEHOLDER,
  connectBody,
  connectionFieldProblem,
  connectionFormDefaults,
  type ConnectBody,
  type Connection,
  type ConnectionFormValues,
} from '../integration-status.model.js';

export interface ConnectionFormProps {
  /** The saved connection when editing it; null for a new one. */
  connection: Connection | null;
  submitting: boolean;
  /** Why the last attempt was refused (the server's 422 sentence), shown above the fields. */
  error: string | null;
  onSubmit(body: ConnectBody): void;
  onCancel?: () => void;
}

/**
 * The ServiceTitan credentials form of an owner or admin. The secret and the key are typed into
 * password inputs and never filled from the server: when editing, leaving them blank keeps the
 * stored ones. Loaded on demand (only managers of an unconnected company, or one editing, see it).
 */
export default function ConnectionForm({ connection, submitting, error, onSubmit, onCancel }: ConnectionFormProps) {
  const editing = connection !== null;
  return (
    <Form<ConnectionFormValues>
      layout="vertical"
      name="service-titan-connection"
      initialValues={connectionFormDefaults(connection)}
      onFinish={(values) => onSubmit(connectBody(values))}
      autoComplete="off"
    >
      {error ? (
        <Form.Item>
          <Alert type="error" showIcon title={error} />
        </Form.Item>
      ) : null}
      {CONNECTION_FIELDS.map((field) => (
        <Form.Item
          key={field.name}
          name={field.name}
          label={field.label}
          required={!(field.secret && editing)}
          rules={[
            {
              validator: (_rule, value: string | undefined) => {
                const problem = connectionFieldProblem(field.name, value, editing);
                return problem ? Promise.reject(new Error(problem)) : Promise.resolve();
              },
            },
          ]}
        >
          {field.secret ? (
            <Input.Password autoComplete="new-password" placeholder={editing ? KEEP_STORED_PLACEHOLDER : undefined} />
          ) : (
            <Input autoComplete="off" spellCheck={false} />
          )}
        </Form.Item>
      ))}
      <Flex gap="small" wrap>
        <Button type="primary" htmlType="submit" loading={submitting}>
          {editing ? 'Save connection' : 'Connect'}
        </Button>
        {onCancel ? (
          <Button onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        ) : null}
      </Flex>
    </Form>
  );
}
