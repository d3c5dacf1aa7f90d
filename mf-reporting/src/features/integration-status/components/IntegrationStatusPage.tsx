import { Alert, Badge, Button, Card, Descriptions, List, ReloadOutlined, Spin, Tag, Typography } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import { useIntegrationStatus } from '../hooks/useIntegrationStatus.js';
import { STATUS_FAILURE_TEXT, nextSteps, statusView } from '../integration-status.model.js';

/** /service-titan/status: the integration status page (spec 001 section 2.7). */
export function IntegrationStatusPage() {
  const status = useIntegrationStatus();

  const refresh = (
    <Button icon={<ReloadOutlined />} onClick={() => void status.refetch()} loading={status.isFetching}>
      Refresh
    </Button>
  );

  return (
    <div style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>Service Titan Integration Status</Typography.Title>
        {refresh}
      </div>
      {status.isPending ? (
        <Spin size="large" />
      ) : status.isError ? (
        <Alert type="error" showIcon title={STATUS_FAILURE_TEXT} />
      ) : (
        <StatusDetails answer={status.data} />
      )}
      <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
        This page refreshes itself every 30 seconds.
      </Typography.Paragraph>
    </div>
  );
}

function StatusDetails({ answer }: { answer: NonNullable<ReturnType<typeof useIntegrationStatus>['data']> }) {
  const { configuration, authentication, endpoints, recommendations } = answer.status;
  const auth = statusView(authentication.status);
  return (
    <>
      {!answer.configured ? (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="The Service Titan connector is not configured yet." />
      ) : null}
      <Card title="Configuration" style={{ marginBottom: 16 }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Client ID">{configuration.clientId ?? 'Not set'}</Descriptions.Item>
          <Descriptions.Item label="Tenant ID">{configuration.tenantId ?? 'Not set'}</Descriptions.Item>
          <Descriptions.Item label="App Key">{configuration.appKeyConfigured ? 'Configured' : 'Not configured'}</Descriptions.Item>
          <Descriptions.Item label="Base URL">{configuration.baseUrl ?? 'Not set'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Authentication" style={{ marginBottom: 16 }}>
        <Badge status={auth.color} text={auth.label} />
        <Typography.Paragraph style={{ marginTop: 8, marginBottom: 4 }}>{authentication.message}</Typography.Paragraph>
        <Typography.Text type="secondary">Checked {formatChicagoTime(authentication.timestamp)}</Typography.Text>
      </Card>
      <Card title="Endpoints" style={{ marginBottom: 16 }}>
        {Object.keys(endpoints).length === 0 ? (
          <Typography.Text type="secondary">No endpoints tested.</Typography.Text>
        ) : (
          <List
            dataSource={Object.entries(endpoints)}
            renderItem={([name, endpoint]) => {
              const view = statusView(endpoint.status);
              return (
                <List.Item extra={<Tag color={view.color}>{view.label}</Tag>}>
                  <List.Item.Meta title={name} description={endpoint.message} />
                </List.Item>
              );
            }}
          />
        )}
      </Card>
      {recommendations.length ? (
        <Card title="Recommendations" style={{ marginBottom: 16 }}>
          <ul style={{ margin: 0 }}>
            {recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </Card>
      ) : null}
      <Card title="Next Steps">
        <ul style={{ margin: 0 }}>
          {nextSteps(answer).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </Card>
    </>
  );
}
