import {
  Alert,
  Badge,
  BulletList,
  Button,
  Card,
  Descriptions,
  Flex,
  List,
  PageContainer,
  PageHeader,
  ReloadOutlined,
  Spin,
  Tag,
  Typography,
} from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import { useIntegrationStatus } from '../hooks/useIntegrationStatus.js';
import { useAiStatus } from '../hooks/useAiStatus.js';
import { AiStatusCard } from './AiStatusCard.js';
import { STATUS_FAILURE_TEXT, nextSteps, statusView } from '../integration-status.model.js';

/** /service-titan/status: the integration status page (spec 001 section 2.7), and which AI provider the AI builder asks. */
export function IntegrationStatusPage() {
  const status = useIntegrationStatus();
  const ai = useAiStatus();

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
      <PageHeader title="Service Titan Integration Status" extra={refresh} />
      <Flex vertical gap="middle">
        {status.isPending ? (
          <Spin size="large" />
        ) : status.isError ? (
          <Alert type="error" showIcon title={STATUS_FAILURE_TEXT} />
        ) : (
          <StatusDetails answer={status.data} />
        )}
        <AiStatusCard status={ai.data} failed={ai.isError} />
        <Typography.Paragraph type="secondary">This page refreshes itself every 30 seconds.</Typography.Paragraph>
      </Flex>
    </PageContainer>
  );
}

function StatusDetails({ answer }: { answer: NonNullable<ReturnType<typeof useIntegrationStatus>['data']> }) {
  const { configuration, authentication, endpoints, recommendations } = answer.status;
  const auth = statusView(authentication.status);
  return (
    <>
      {!answer.configured ? (
        <Alert type="warning" showIcon title="The Service Titan connector is not configured yet." />
      ) : null}
      <Card title="Configuration">
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Client ID">{configuration.clientId ?? 'Not set'}</Descriptions.Item>
          <Descriptions.Item label="Tenant ID">{configuration.tenantId ?? 'Not set'}</Descriptions.Item>
          <Descriptions.Item label="App Key">{configuration.appKeyConfigured ? 'Configured' : 'Not configured'}</Descriptions.Item>
          <Descriptions.Item label="Base URL">{configuration.baseUrl ?? 'Not set'}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Authentication">
        <Flex vertical gap="small">
          <Badge status={auth.color} text={auth.label} />
          <Typography.Text>{authentication.message}</Typography.Text>
          <Typography.Text type="secondary">Checked {formatChicagoTime(authentication.timestamp)}</Typography.Text>
        </Flex>
      </Card>
      <Card title="Endpoints">
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
        <Card title="Recommendations">
          <BulletList>
            {recommendations.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </BulletList>
        </Card>
      ) : null}
      <Card title="Next Steps">
        <BulletList>
          {nextSteps(answer).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </BulletList>
      </Card>
    </>
  );
}
