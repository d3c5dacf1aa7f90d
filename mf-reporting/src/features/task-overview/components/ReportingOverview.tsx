import { useState } from 'react';
import { Empty, Flex, PageHeader, Segmented, Space, Tag } from '@milestone/ui';
import { joinBasePath, Link } from '@milestone/platform-sdk';
import { useIntegrationStatus } from '../../integration-status/hooks/useIntegrationStatus.js';
import { OVERVIEW_VIEWS, connectionView, type OverviewView } from '../task-overview.model.js';

export interface ReportingOverviewProps {
  /** The api-reporting task whose overview this is. */
  taskId: number;
  /** Where the shell mounted the host; the status page's link is built from it. */
  basePath?: string;
}

const VIEW_TEXT: Record<OverviewView, string> = {
  'Pivot Table Builder': 'Pick row, column and value fields from Service Titan data and an aggregation (count, sum, avg, min or max).',
  'Field Catalog': 'Browse the Service Titan fields a report can use, by entity: customers, jobs, invoices, technicians, campaigns, appointments, locations and payments.',
};

/**
 * './TaskOverview': the overview of an api-reporting task (spec 001 section 2.1), hosted by
 * mf-tasks' task detail through the federation runtime. Two views, Pivot Table Builder and Field
 * Catalog, under the state of the Service Titan connection the reports read from.
 */
export default function ReportingOverview({ taskId, basePath = '/' }: ReportingOverviewProps) {
  const [view, setView] = useState<OverviewView>('Pivot Table Builder');
  const status = useIntegrationStatus({ poll: false });
  const connection = connectionView(status.data, status.isError);
  return (
    <Flex vertical gap="middle" data-testid="reporting-overview" data-task-id={taskId}>
      <Flex wrap justify="space-between" align="center" gap="small">
        <Segmented options={[...OVERVIEW_VIEWS]} value={view} onChange={(value) => setView(value as OverviewView)} />
        <Space size={4}>
          <Tag color={connection.color}>{connection.label}</Tag>
          <Link to={joinBasePath(basePath, 'service-titan/status')}>Integration status</Link>
        </Space>
      </Flex>
      <div>
        <PageHeader title={view} level={4} />
        <Empty description={VIEW_TEXT[view]} />
      </div>
    </Flex>
  );
}
