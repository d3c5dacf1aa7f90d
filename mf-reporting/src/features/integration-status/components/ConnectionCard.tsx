import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Popconfirm, Spin, Typography } from '@milestone/ui';
import { DISCONNECT_CONFIRM, READ_ONLY_TEXT, connectionLines, type ConnectBody, type StatusResponse } from '../integration-status.model.js';

// The form is for owners and admins only, and for them only until connected: a chunk of its own.
const ConnectionForm = lazy(() => import('./ConnectionForm.js'));

export interface ConnectionCardProps {
  answer: Pick<StatusResponse, 'connection' | 'canManage'>;
  pending: { connect: boolean; test: boolean; disconnect: boolean };
  /** Why the last connect, test or disconnect failed. */
  error: string | null;
  /** Resolves once connected; rejects when refused (the error then says why). */
  onConnect(body: ConnectBody): Promise<unknown>;
  onTest(): void;
  onDisconnect(): void;
}

/** The company's ServiceTitan connection: entered, tested and removed by an owner or admin, read by everyone else. */
export function ConnectionCard({ answer, pending, error, onConnect, onTest, onDisconnect }: ConnectionCardProps) {
  const { connection, canManage } = answer;
  const [editing, setEditing] = useState(false);

  if (canManage && (!connection || editing)) {
    return (
      <Card title="Connection">
        <Suspense fallback={<Spin />}>
          <ConnectionForm
            connection={connection}
            submitting={pending.connect}
            error={error}
            onSubmit={(body) => {
              onConnect(body).then(
                () => setEditing(false),
                // The refusal is shown through `error`; the form stays open to correct it.
                () => undefined,
              );
            }}
            onCancel={connection ? () => setEditing(false) : undefined}
          />
        </Suspense>
      </Card>
    );
  }

  const actions = canManage ? (
    <Flex gap="small" wrap>
      <Button onClick={onTest} loading={pending.test} disabled={pending.disconnect}>
        Test connection
      </Button>
      <Button onClick={() => setEditing(true)} disabled={pending.test || pending.disconnect}>
        Edit
      </Button>
      <Popconfirm
        title={DISCONNECT_CONFIRM.title}
        description={DISCONNECT_CONFIRM.description}
        okText={DISCONNECT_CONFIRM.okText}
        cancelText={DISCONNECT_CONFIRM.cancelText}
        okButtonProps={{ danger: true }}
        onConfirm={onDisconnect}
      >
        <Button danger loading={pending.disconnect} disabled={pending.test}>
          Disconnect
        </Button>
      </Popconfirm>
    </Flex>
  ) : null;

  return (
    <Card title="Connection" extra={actions}>
      <Flex vertical gap="small">
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {connection ? (
          <Descriptions column={1} size="small">
            {connectionLines(connection).map((line) => (
              <Descriptions.Item key={line.label} label={line.label}>
                {line.value}
              </Descriptions.Item>
            ))}
          </Descriptions>
        ) : (
          <Typography.Text>Service Titan is not connected.</Typography.Text>
        )}
        {canManage ? null : <Typography.Text type="secondary">{READ_ONLY_TEXT}</Typography.Text>}
      </Flex>
    </Card>
  );
}
