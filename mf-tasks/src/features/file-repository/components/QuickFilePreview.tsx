import { useMemo, useState } from 'react';
import { Card, Flex, Spin, Typography, theme } from '@milestone/ui';
import { formatChicagoTime } from '@milestone/platform-sdk';
import { LOADING_QUICK_PREVIEW_TEXT, executionTitle, quickPreviewShowsDownloadAll, type ExecutionFile } from '../execution-files.model.js';
import { fileRepositoryCss } from '../file-repository.styles.js';
import { useFileDownload } from '../hooks/useFileDownload.js';
import { useLatestExecution } from '../hooks/useLatestExecution.js';
import type { PreviewTarget } from '../hooks/useSpreadsheetPreview.js';
import { DownloadAllButton } from './DownloadAllButton.js';
import { FileGroup } from './FileGroup.js';
import { SpreadsheetPreviewModal } from './SpreadsheetPreviewModal.js';

/**
 * The quick file preview (spec 001 section 2.9) on a file task's overview: the files the latest
 * execution generated, with Download, Preview, and Download All when there is more than one.
 * Hidden without output files; loads again on the window event 'refreshQuickFilePreview'.
 */
export function QuickFilePreview({ taskId }: { taskId: number }) {
  const { token } = theme.useToken();
  const css = useMemo(() => fileRepositoryCss(token), [token]);
  const latest = useLatestExecution(taskId);
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const execution = latest.data ?? null;
  const { busy, download, downloadAll } = useFileDownload(taskId, execution?.executionId ?? 0);

  if (latest.isPending) {
    return (
      <Flex align="center" gap="small" role="status">
        <Spin size="small" />
        <Typography.Text type="secondary">{LOADING_QUICK_PREVIEW_TEXT}</Typography.Text>
      </Flex>
    );
  }
  if (!execution || execution.outputFiles.length === 0) return null;
  const onPreview = (file: ExecutionFile) => setPreview({ taskId, executionId: execution.executionId, file });
  return (
    <Card size="small" className="file-repo quick-file-preview" data-testid="quick-file-preview" title="Latest Files">
      <style>{css}</style>
      <Typography.Paragraph className="file-repo-time">
        {executionTitle(execution.executionId)} · {formatChicagoTime(execution.timestamp)}
      </Typography.Paragraph>
      <FileGroup
        title="Generated Files"
        files={execution.outputFiles}
        busy={busy}
        onDownload={(file) => void download(file)}
        onPreview={onPreview}
        action={quickPreviewShowsDownloadAll(execution.outputFiles) ? <DownloadAllButton busy={busy === 'all'} onClick={() => void downloadAll()} /> : null}
        emptyText=""
      />
      <SpreadsheetPreviewModal target={preview} onClose={() => setPreview(null)} />
    </Card>
  );
}
