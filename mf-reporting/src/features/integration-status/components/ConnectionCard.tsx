import { Suspense, lazy, useState } from 'react';
import { Alert, Button, Card, Descriptions, Flex, Modal, Spin, Typography } from '@milestone/ui';
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
  const [confirming, setConfirming] = useState(false);

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
      <Button danger onClick={() => setConfirming(true)} loading={pending.disconnect} disabled={pending.test}>
        Disconnect
      </Button>
      <Modal
        open={confirming}
        title={DISCONNECT_CONFIRM.title}
        okText={DISCONNECT_CONFIRM.okText}
        cancelText={DISCONNECT_CONFIRM.cancelText}
        okButtonProps={{ danger: true }}
        onOk={() => {
          setConfirming(false);
          onDisconnect();
        }}
        onCancel={() => setConfirming(false)}
      >
        {DISCONNECT_CONFIRM.description}
      </Modal>
    </Flex>
  ) : null;

  return (
    <Card title="Connection">
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
        {actions}
      </Flex>
    </Card>
  );
}
