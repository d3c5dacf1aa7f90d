import { useMemo, useState, useSyncExternalStore, type HTMLAttributes } from 'react';
import { Alert, Button, Card, Empty, Flex, Popconfirm, Space, Spin, Table, Typography, theme, type TableColumnsType } from '@milestone/ui';
import { formatChicagoTime, joinBasePath, messageOrFallback, useToast } from '@milestone/platform-sdk';
import { useTask } from '../../../entities/task/hooks/useTask.js';
import {
  actionsOf,
  definitionCheck,
  renameReportBody,
  saveReportBody,
  shownLine,
  type ReportAction,
  type ReportDefinitionLike,
  type ReportNameForm,
  type SavedReportSummary,
} from '../saved-reports.model.js';
import { fetchSavedReport, useSavedReportActions, useSavedReports } from '../hooks/useSavedReports.js';
import { deliveriesOf, type DeliverySchedule } from '../report-delivery.model.js';
import { useTaskSchedules } from '../hooks/useReportDeliveries.js';
import { reportDeliveryCss } from '../saved-reports.styles.js';
import { ReportNameDialog } from './ReportNameDialog.js';
import { ReportDeliveries } from './ReportDeliveries.js';
import { ReportDeliveryEditor } from './ReportDeliveryEditor.js';

export type { ReportDefinitionLike } from '../saved-reports.model.js';

export interface SavedReportsPanelProps {
  /** The api-reporting task whose overview shows the panel: reports are saved from it and listed for it. */
  taskId: number;
  /** The report builder's definition as it stands: what 'Save report' saves. */
  definition: ReportDefinitionLike;
  /** Opens a saved report in the builder: its definition as saved, and which report it is. */
  onOpen: (definition: ReportDefinitionLike, report: { id: number; name: string }) => void;
  /** Where the shell mounted the host: the executions page's link is built from it. */
  basePath?: string;
}

const BLANK: ReportNameForm = { name: '', description: '' };
type Dialog = { kind: 'save' } | { kind: 'rename'; report: SavedReportSummary } | { kind: 'email'; report: SavedReportSummary; schedule?: DeliverySchedule };

/**
 * The report builder's saved reports (issue 28): 'Save report' names the builder's definition
 * ('Name*', Description); the list shows the company's reports of this task with their owner and
 * last change. Everyone opens and duplicates them; who may change one (its owner, or an owner or
 * admin of the company: the server's canEdit) also renames and deletes it, after a confirmation.
 * A task admin has a report e-mailed on a schedule ('E-mail on a schedule' under its name, beside
 * its deliveries, so the actions column stays narrow); a viewer sees the deliveries only.
 */
export default function SavedReportsPanel({ taskId, definition, onOpen, basePath = '/' }: SavedReportsPanelProps) {
  const { toast } = useToast();
  const list = useSavedReports(taskId);
  const { save, update, duplicate, remove } = useSavedReportActions();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const task = useTask(taskId);
  const schedules = useTaskSchedules(taskId);
  // svc-tasks' rule for changing a task's schedules: task admin and above.
  const canSchedule = !!task.data && task.data.permissionLevel !== 'viewer';
  const { token } = theme.useToken();
  const css = useMemo(() => reportDeliveryCss(token), [token]);

  const failed = (title: string, error: unknown, fallback: string) => toast({ variant: 'error', title, description: messageOrFallback(error, fallback) });

  /** A check the form or the definition failed: its toast; the dialog stays open. */
  const refuse = (check: { title: string; message: string }): false => {
    toast({ variant: 'error', title: check.title, description: check.message });
    return false;
  };

  const startSave = () => {
    const checked = definitionCheck(definition);
    if (checked.ok) setDialog({ kind: 'save' });
    else refuse(checked);
  };

  const submit = async (form: ReportNameForm): Promise<boolean> => {
    if (!dialog || dialog.kind === 'email') return true;
    try {
      if (dialog.kind === 'save') {
        const checked = saveReportBody(form, definition, taskId);
        if (!checked.ok) return refuse(checked);
        const saved = await save.mutateAsync(checked.body);
        toast({ variant: 'success', title: 'Report Saved', description: `"${saved.name}" is saved for your company.` });
      } else {
        const checked = renameReportBody(form);
        if (!checked.ok) return refuse(checked);
        const renamed = await update.mutateAsync({ id: dialog.report.id, body: checked.body });
        toast({ variant: 'success', title: 'Report Renamed', description: `The report is now "${renamed.name}".` });
      }
      return true;
    } catch (error) {
      failed(dialog.kind === 'save' ? 'Save Failed' : 'Rename Failed', error, 'Failed to save the report. Please try again.');
      return false;
    }
  };

  const open = async (report: SavedReportSummary) => {
    setOpening(report.id);
    try {
      const saved = await fetchSavedReport(report.id);
      onOpen(saved.definition, { id: saved.id, name: saved.name });
    } catch (error) {
      failed('Open Failed', error, 'Failed to open the report. Please try again.');
    } finally {
      setOpening(null);
    }
  };

  const copy = async (report: SavedReportSummary) => {
    try {
      const copied = await duplicate.mutateAsync(report.id);
      toast({ variant: 'success', title: 'Report Duplicated', description: `"${copied.name}" is yours to change.` });
    } catch (error) {
      failed('Duplicate Failed', error, 'Failed to duplicate the report. Please try again.');
    }
  };

  const del = async (report: SavedReportSummary) => {
    try {
      await remove.mutateAsync(report.id);
      toast({ variant: 'success', title: 'Report Deleted', description: `"${report.name}" has been deleted.` });
    } catch (error) {
      failed('Delete Failed', error, 'Failed to delete the report. Please try again.');
    }
  };

  const button = (report: SavedReportSummary, action: ReportAction) => {
    const testId = `saved-report-${action}`;
    switch (action) {
      case 'open':
        return (
          <Button key={action} type="link" data-testid={testId} loading={opening === report.id} onClick={() => void open(report)}>
            Open
          </Button>
        );
      case 'rename':
        return (
          <Button key={action} type="link" data-testid={testId} onClick={() => setDialog({ kind: 'rename', report })}>
            Rename
          </Button>
        );
      case 'duplicate':
        return (
          <Button key={action} type="link" data-testid={testId} onClick={() => void copy(report)}>
            Duplicate
          </Button>
        );
      case 'delete':
        return (
          <Popconfirm
            key={action}
            title="Delete this report?"
            description={`"${report.name}" will be removed for everyone in your company.`}
            okText="Delete"
            okButtonProps={{ danger: true }}
            onConfirm={() => del(report)}
          >
            <Button type="link" danger data-testid={testId}>
              Delete
            </Button>
          </Popconfirm>
        );
    }
  };

  const wide = useWideScreen();
  const columns: TableColumnsType<SavedReportSummary> = [
    {
      key: 'name',
      title: 'Name',
      render: (_, report) => (
        <Space orientation="vertical" size={0}>
          <Typography.Text strong>{report.name}</Typography.Text>
          {report.description ? <Typography.Text type="secondary">{report.description}</Typography.Text> : null}
          <ReportDeliveries
            taskId={taskId}
            deliveries={deliveriesOf(schedules.data, report.id)}
            canManage={canSchedule}
            executionsPath={joinBasePath(basePath, 'executions')}
            onAdd={() => setDialog({ kind: 'email', report })}
            onEdit={(schedule) => setDialog({ kind: 'email', report, schedule })}
          />
        </Space>
      ),
    },
    { key: 'owner', title: 'Owner', dataIndex: 'ownerEmail' },
    { key: 'updated', title: 'Updated', render: (_, report) => formatChicagoTime(report.updatedAt) },
    {
      key: 'actions',
      title: 'Actions',
      // Pinned where the row has room; on a phone a pinned column would cover the name's own links.
      fixed: wide ? 'right' : undefined,
      render: (_, report) => (
        <Space size={0} wrap>
          {actionsOf(report).map((action) => button(report, action))}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title="Saved Reports"
      data-testid="saved-reports"
      extra={
        <Button type="primary" data-testid="save-report" onClick={startSave}>
          Save report
        </Button>
      }
    >
      <style>{css}</style>
      {list.isPending ? (
        <Spin />
      ) : list.isError && !list.isFetchNextPageError ? (
        <Alert type="error" showIcon title="Failed to load saved reports" description={messageOrFallback(list.error, 'Please try again.')} />
      ) : list.reports.length === 0 ? (
        <Empty description="No saved reports yet." />
      ) : (
        <Flex vertical gap={8}>
          <Table<SavedReportSummary>
            dataSource={list.reports}
            columns={columns}
            rowKey={(report) => String(report.id)}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            onRow={(report) => ({ 'data-testid': 'saved-report-row', 'data-report-id': report.id }) as HTMLAttributes<HTMLElement>}
          />
          {list.isFetchNextPageError ? <Alert type="error" showIcon title="Failed to load more saved reports" /> : null}
          <Space size={8} wrap>
            <Typography.Text type="secondary">{shownLine(list.reports.length, list.total)}</Typography.Text>
            {list.hasNextPage ? (
              <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
                {list.isFetchNextPageError ? 'Try again' : 'Load more'}
              </Button>
            ) : null}
          </Space>
        </Flex>
      )}
      {dialog?.kind === 'email' ? (
        <ReportDeliveryEditor
          key={`email-${dialog.report.id}-${dialog.schedule?.id ?? 'new'}`}
          taskId={taskId}
          report={dialog.report}
          schedule={dialog.schedule}
          onClose={() => setDialog(null)}
        />
      ) : dialog ? (
        <ReportNameDialog
          key={dialog.kind === 'rename' ? `rename-${dialog.report.id}` : 'save'}
          open
          title={dialog.kind === 'rename' ? 'Rename Report' : 'Save Report'}
          okText="Save"
          initial={dialog.kind === 'rename' ? { name: dialog.report.name, description: dialog.report.description ?? '' } : BLANK}
          submitting={save.isPending || update.isPending}
          onSubmit={submit}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Card>
  );
}

const WIDE_QUERY = '(min-width: 768px)';

/** Whether the screen is at least a tablet's width (the Actions column is pinned only then). */
function useWideScreen(): boolean {
  return useSyncExternalStore(
    (changed) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(WIDE_QUERY);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => typeof window === 'undefined' || typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}
