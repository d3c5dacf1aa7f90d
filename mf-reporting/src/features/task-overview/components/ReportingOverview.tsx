import { useMemo, useState } from 'react';
import { Alert, Flex, Segmented, Space, Spin, Tag } from '@milestone/ui';
import { joinBasePath, Link } from '@milestone/platform-sdk';
import { useTask } from '../../../entities/task/hooks/useTask.js';
import type { ReportDefinition } from '../../../entities/report/report.model.js';
import { ApiConfigurationButton } from '../../api-configuration/components/ApiConfigurationButton.js';
import { FieldCatalogView } from '../../field-catalog/components/FieldCatalogView.js';
import { useIntegrationStatus } from '../../integration-status/hooks/useIntegrationStatus.js';
import { PivotTableBuilder } from '../../report-builder/components/PivotTableBuilder.js';
import SavedReportsPanel from '../../saved-reports/components/SavedReportsPanel.js';
import { OVERVIEW_VIEWS, connectionNeeded, connectionView, openingDefinition, type OverviewView } from '../task-overview.model.js';

export interface ReportingOverviewProps {
  /** The api-reporting task whose overview this is. */
  taskId: number;
  /** Where the shell mounted the host; the status page's link is built from it. */
  basePath?: string;
}

/**
 * './TaskOverview': the overview of an api-reporting task (spec 001 section 2.1), hosted by
 * mf-tasks' task detail through the federation runtime. Two views, Pivot Table Builder and Field
 * Catalog, under the state of the Service Titan connection the reports read from; the builder
 * opens with the task's saved configuration, and with a saved report the user opens from the list
 * under it. A company with no connection is told how to make one.
 */
export default function ReportingOverview({ taskId, basePath = '/' }: ReportingOverviewProps) {
  const [view, setView] = useState<OverviewView>('Pivot Table Builder');
  const status = useIntegrationStatus({ poll: false });
  const task = useTask(taskId);
  const connection = connectionView(status.data, status.isError);
  const needed = connectionNeeded(status.data);
  const statusPath = joinBasePath(basePath, 'service-titan/status');
  const opening = useMemo(() => openingDefinition(task.data?.config), [task.data?.config]);
  const [definition, setDefinition] = useState<ReportDefinition | undefined>(undefined);

  const notice = needed && (
    <Alert
      type={needed.blocking ? 'info' : 'warning'}
      showIcon
      data-testid="reporting-connection-needed"
      title={needed.title}
      description={
        <Space direction="vertical" size={4}>
          <span>{needed.text}</span>
          <Link to={statusPath}>Open the integration status page</Link>
        </Space>
      }
    />
  );

  return (
    <Flex vertical gap="middle" data-testid="reporting-overview" data-task-id={taskId}>
      <Flex wrap justify="space-between" align="center" gap="small">
        <Segmented options={[...OVERVIEW_VIEWS]} value={view} onChange={(value) => setView(value as OverviewView)} />
        <Space size={8} wrap>
          <Tag color={connection.color}>{connection.label}</Tag>
          <Link to={statusPath}>Integration status</Link>
          <ApiConfigurationButton taskId={taskId} />
        </Space>
      </Flex>
      {notice}
      {view === 'Field Catalog' ? (
        <FieldCatalogView />
      ) : needed?.blocking ? null : task.isPending || !status.data ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : (
        <>
          <PivotTableBuilder taskId={taskId} initialDefinition={definition ?? opening} onDefinitionChange={setDefinition} />
          <SavedReportsPanel
            taskId={taskId}
            basePath={basePath}
            definition={definition ?? opening ?? { selectedFields: [] }}
            onOpen={(saved) => setDefinition({ ...saved })}
          />
        </>
      )}
    </Flex>
  );
}
