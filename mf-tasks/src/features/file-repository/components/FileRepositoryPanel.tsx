import { useMemo, useState } from 'react';
import { Collapse, Flex, Spin, Typography, theme } from '@milestone/ui';
import { EMPTY_REPOSITORY_TEXT, LOADING_REPOSITORY_TEXT, type ExecutionFile } from '../execution-files.model.js';
import { fileRepositoryCss } from '../file-repository.styles.js';
import { useExecutionPages } from '../hooks/useExecutionPages.js';
import type { PreviewTarget } from '../hooks/useSpreadsheetPreview.js';
import { ExecutionDetails } from './ExecutionDetails.js';
import { ExecutionHeader } from './ExecutionHeader.js';
import { LoadMoreExecutions } from './LoadMoreExecutions.js';
import { SpreadsheetPreviewModal } from './SpreadsheetPreviewModal.js';

/**
 * The file-repository section of a task (spec 001 section 2.8): its executions newest first, a page
 * at a time; the first row open, every row toggling; an open row shows its files with download
 * buttons, Download All, the failure block of a failed run, and Preview for a CSV or spreadsheet.
 */
export function FileRepositoryPanel({ taskId }: { taskId: number }) {
  const { token } = theme.useToken();
  const css = useMemo(() => fileRepositoryCss(token), [token]);
  const pages = useExecutionPages(taskId);
  // Rows the user toggled; any other row is open when it is the first.
  const [toggled, setToggled] = useState<ReadonlyMap<number, boolean>>(new Map());
  const [preview, setPreview] = useState<PreviewTarget | null>(null);
  const { executions } = pages;

  if (pages.isPending) {
    return (
      <Flex align="center" gap="small" role="status">
        <Spin size="small" />
        <Typography.Text type="secondary">{LOADING_REPOSITORY_TEXT}</Typography.Text>
      </Flex>
    );
  }
  // A failed fetch was logged; what is on screen is what the list has (spec 001 section 7).
  if (executions.length === 0) return <Typography.Paragraph type="secondary">{EMPTY_REPOSITORY_TEXT}</Typography.Paragraph>;

  const isOpen = (id: number, index: number) => toggled.get(id) ?? index === 0;
  const openKeys = executions.filter((e, i) => isOpen(e.executionId, i)).map((e) => String(e.executionId));
  const onChange = (keys: string | string[]) => {
    const open = new Set(Array.isArray(keys) ? keys : [keys]);
    setToggled(new Map(executions.map((e) => [e.executionId, open.has(String(e.executionId))])));
  };
  const onPreview = (executionId: number, file: ExecutionFile) => setPreview({ taskId, executionId, file });

  return (
    <Flex vertical gap="middle" className="file-repo" data-testid="file-repository">
      <style>{css}</style>
      <Collapse
        activeKey={openKeys}
        onChange={onChange}
        items={executions.map((execution) => ({
          key: String(execution.executionId),
          label: <ExecutionHeader execution={execution} />,
          children: <ExecutionDetails summary={execution} onPreview={onPreview} />,
        }))}
      />
      <LoadMoreExecutions
        shown={executions.length}
        total={pages.total}
        hasMore={pages.hasNextPage}
        loading={pages.isFetchingNextPage}
        onMore={() => void pages.fetchNextPage()}
      />
      <SpreadsheetPreviewModal target={preview} onClose={() => setPreview(null)} />
    </Flex>
  );
}
