import { useMemo, useState } from 'react';
import { Alert, Button, Flex, PageContainer, PageHeader, ReloadOutlined, Spin, Typography, theme } from '@milestone/ui';
import { canManageUsers, useAuth, useToast } from '@milestone/platform-sdk';
import { useIntegrationStatus } from '../hooks/useIntegrationStatus.js';
import { useConnectionActions } from '../hooks/useConnectionActions.js';
import { useAiStatus } from '../hooks/useAiStatus.js';
import { NOT_CONFIGURED_TEXT, STATUS_FAILURE_TEXT, actionErrorText, type ConnectionAction, type StatusResponse } from '../integration-status.model.js';
import { integrationStatusCss } from '../integration-status.styles.js';
import { AiStatusCard } from './AiStatusCard.js';
import { ConnectionCard } from './ConnectionCard.js';
import { ReplicaCard } from './ReplicaCard.js';
import { StatusDetails } from './StatusDetails.js';

interface ActionError {
  action: ConnectionAction;
  text: string;
}

/**
 * /service-titan/status: the integration status page (spec 001 section 2.7), the company's
 * connection, its replica and sync, and which AI provider the AI builder asks.
 */
export function IntegrationStatusPage() {
  const { token } = theme.useToken();
  const css = useMemo(() => integrationStatusCss(token), [token]);
  const status = useIntegrationStatus();
  const ai = useAiStatus();
  const { user } = useAuth();

  const refresh = (
    <Button
      icon={<ReloadOutlined />}
      onClick={() => {
        void status.refetch();
        void ai.refetch();
      }}
      loading={status.isFetching}
    >
      Refresh
    </Button>
  );

  return (
    <PageContainer maxWidth={960}>
      <style>{css}</style>
      <PageHeader title="Service Titan Integration Status" extra={refresh} />
      <Flex vertical gap="middle" className="st-status">
        {status.isError ? <Alert type="error" showIcon title={STATUS_FAILURE_TEXT} /> : null}
        {status.data ? <StatusSections answer={status.data} /> : status.isPending ? <Spin size="large" /> : null}
        <AiStatusCard status={ai.data} failed={ai.isError} admin={canManageUsers(user)} />
        <Typography.Paragraph type="secondary">This page refreshes itself every 30 seconds, and every 2 seconds while a sync runs.</Typography.Paragraph>
      </Flex>
    </PageContainer>
  );
}

function StatusSections({ answer }: { answer: StatusResponse }) {
  const { toast } = useToast();
  const actions = useConnectionActions();
  const [failure, setFailure] = useState<ActionError | null>(null);
  const failed = (action: ConnectionAction) => (error: unknown) => setFailure({ action, text: actionErrorText(error, action) });
  const connectionError = failure && failure.action !== 'sync' ? failure.text : null;
  const syncError = failure?.action === 'sync' ? failure.text : null;

  return (
    <>
      {!answer.configured ? <Alert type="warning" showIcon title={NOT_CONFIGURED_TEXT} /> : null}
      <ConnectionCard
        answer={answer}
        pending={{ connect: actions.connect.isPending, test: actions.test.isPending, disconnect: actions.disconnect.isPending }}
        error={connectionError}
        onConnect={(body) => {
          setFailure(null);
          return actions.connect.mutateAsync(body).then(
            () => toast({ title: 'Service Titan Connected', description: 'The connection works; a first sync has started.', variant: 'success' }),
            (error: unknown) => {
              failed('connect')(error);
              throw error;
            },
          );
        }}
        onTest={() => {
          setFailure(null);
          actions.test.mutate(undefined, {
            onSuccess: (tested) =>
              toast({
                title: 'Connection Tested',
                description: tested.status.authentication.message,
                variant: tested.status.authentication.status === 'success' ? 'success' : 'warning',
              }),
            onError: failed('test'),
          });
        }}
        onDisconnect={() => {
          setFailure(null);
          actions.disconnect.mutate(undefined, {
            onSuccess: () =>
              toast({ title: 'Service Titan Disconnected', description: "The credentials and the company's replica were removed.", variant: 'success' }),
            onError: failed('disconnect'),
          });
        }}
      />
      <ReplicaCard
        answer={answer}
        starting={actions.sync.isPending}
        error={syncError}
        onSync={() => {
          setFailure(null);
          actions.sync.mutate(undefined, {
            onSuccess: () => toast({ title: 'Sync Started', description: 'Its progress shows below.', variant: 'success' }),
            onError: failed('sync'),
          });
        }}
      />
      <StatusDetails answer={answer} />
    </>
  );
}
