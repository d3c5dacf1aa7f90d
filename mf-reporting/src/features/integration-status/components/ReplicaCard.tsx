import { Alert, Badge, Button, Card, Flex, Progress, Typography } from '@milestone/ui';
import { replicaRows, syncProgress, syncSummary, type StatusResponse } from '../integration-status.model.js';

export interface ReplicaCardProps {
  answer: Pick<StatusResponse, 'configured' | 'canManage' | 'replica' | 'sync'>;
  /** 'Sync now' was pressed and has not been answered yet. */
  starting: boolean;
  /** Why 'Sync now' was refused (409: a sync is already running, or not connected). */
  error: string | null;
  onSync(): void;
}

/** The company's copy of its ServiceTitan data: per entity records, last sync and freshness, and the sync. */
export function ReplicaCard({ answer, starting, error, onSync }: ReplicaCardProps) {
  const rows = replicaRows(answer.replica.entities);
  const progress = syncProgress(answer);
  const summary = syncSummary(answer);
  const syncNow =
    answer.canManage && answer.configured ? (
      <Button type="primary" onClick={onSync} loading={starting} disabled={answer.sync.running}>
        Sync now
      </Button>
    ) : null;

  return (
    <Card title="Replica" extra={syncNow}>
      <Flex vertical gap="small">
        {error ? <Alert type="error" showIcon title={error} /> : null}
        {progress ? (
          <div role="status" aria-label="Sync progress">
            <Progress percent={progress.percent} status="active" />
            <Typography.Text type="secondary">{progress.text}</Typography.Text>
          </div>
        ) : null}
        {summary.lastError ? <Alert type="warning" showIcon title={summary.lastError} /> : null}
        {rows.length === 0 ? (
          <Typography.Text type="secondary">{answer.configured ? 'Nothing synced yet.' : 'Nothing synced: Service Titan is not connected.'}</Typography.Text>
        ) : (
          <div className="st-table-wrap">
            <table className="st-table" aria-label="Replica">
              <thead>
                <tr>
                  <th scope="col">Entity</th>
                  <th scope="col" className="st-num">
                    Records
                  </th>
                  <th scope="col">Last sync</th>
                  <th scope="col">Freshness</th>
                  <th scope="col">Error</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.label}</th>
                    <td className="st-num">
                      {row.records}
                      {row.fetching ? <span className="st-sub">{row.fetching}</span> : null}
                    </td>
                    <td className="st-nowrap">{row.lastSync}</td>
                    <td className="st-nowrap">
                      <Badge status={row.freshness.color} text={row.freshness.label} />
                    </td>
                    <td className="st-error">{row.error ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <Typography.Text>{summary.lastSync}</Typography.Text>
        <Typography.Text type="secondary">{summary.schedule}</Typography.Text>
      </Flex>
    </Card>
  );
}
