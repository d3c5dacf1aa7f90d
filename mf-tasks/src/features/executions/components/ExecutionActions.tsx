import { useState } from 'react';
import { Button, DownloadOutlined, Flex, Popconfirm, ReloadOutlined } from '@milestone/ui';
import { useToast } from '@milestone/platform-sdk';
import type { Execution } from '../../../entities/execution/execution.model.js';
import { downloadExecutionLog } from '../../../entities/execution/executions-client.js';
import { useCancelExecution } from '../../../entities/execution/hooks/useCancelExecution.js';
import { useRetryExecution } from '../../../entities/execution/hooks/useRetryExecution.js';

export const LOG_DOWNLOAD_FAILED = { title: 'Download Failed', description: 'Failed to download the log. Please try again.' } as const;

/**
 * A run's actions: Retry on a failed or cancelled run and Cancel on a pending or running one (each
 * only when the service says the user may: canRetry, canCancel), and its log as a .txt file.
 */
export function ExecutionActions({ execution }: { execution: Pick<Execution, 'id' | 'canRetry' | 'canCancel'> }) {
  const retry = useRetryExecution();
  const cancel = useCancelExecution();
  const { toast } = useToast();
  const [savingLog, setSavingLog] = useState(false);
  const saveLog = async () => {
    setSavingLog(true);
    try {
      await downloadExecutionLog(execution.id);
    } catch (error) {
      console.error('Log download failed:', error);
      toast({ ...LOG_DOWNLOAD_FAILED, variant: 'error' });
    } finally {
      setSavingLog(false);
    }
  };
  return (
    <Flex gap="small" wrap>
      {execution.canRetry ? (
        <Button size="small" type="primary" icon={<ReloadOutlined />} loading={retry.isPending} onClick={() => retry.mutate(execution.id)}>
          Retry
        </Button>
      ) : null}
      {execution.canCancel ? (
        <Popconfirm title="Cancel this run?" okText="Cancel Run" cancelText="Keep Running" onConfirm={() => cancel.mutate(execution.id)}>
          <Button size="small" danger loading={cancel.isPending}>
            Cancel
          </Button>
        </Popconfirm>
      ) : null}
      <Button size="small" icon={<DownloadOutlined />} loading={savingLog} onClick={() => void saveLog()}>
        Download Log
      </Button>
    </Flex>
  );
}
