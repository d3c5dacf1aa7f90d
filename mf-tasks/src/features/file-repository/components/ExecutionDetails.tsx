import { Flex, Spin } from '@milestone/ui';
import { failureBlocks, outcomeBadge, showsDownloadAll, type ExecutionFile, type ExecutionFiles } from '../execution-files.model.js';
import { useExecutionDetail } from '../hooks/useExecutionDetail.js';
import { useFileDownload } from '../hooks/useFileDownload.js';
import { DownloadAllButton } from './DownloadAllButton.js';
import { ExecutionFailed } from './ExecutionFailed.js';
import { FileGroup } from './FileGroup.js';

interface ExecutionDetailsProps {
  summary: ExecutionFiles;
  onPreview: (executionId: number, file: ExecutionFile) => void;
}

/**
 * An open execution row (spec 001 section 2.8): the 'Execution Failed' block of a failed run, the
 * input files and the generated files, each with its download button, and Download All for the
 * generated ones. Its detail is asked for when it opens; the list's summary shows meanwhile.
 */
export function ExecutionDetails({ summary, onPreview }: ExecutionDetailsProps) {
  const { execution, loading } = useExecutionDetail(summary);
  const { busy, download, downloadAll } = useFileDownload(execution.taskId, execution.executionId);
  const failed = outcomeBadge(execution).text === 'Failed';
  const preview = (file: ExecutionFile) => onPreview(execution.executionId, file);
  return (
    <Flex vertical gap="small" data-testid="execution-details">
      {loading ? <Spin size="small" /> : null}
      {failed && !loading ? <ExecutionFailed blocks={failureBlocks(execution)} /> : null}
      <FileGroup
        title="Input Files"
        files={execution.inputFiles}
        busy={busy}
        onDownload={(file) => void download(file)}
        onPreview={preview}
        emptyText="No input files."
      />
      <FileGroup
        title="Generated Files"
        files={execution.outputFiles}
        busy={busy}
        onDownload={(file) => void download(file)}
        onPreview={preview}
        action={showsDownloadAll(execution.outputFiles) ? <DownloadAllButton busy={busy === 'all'} onClick={() => void downloadAll()} /> : null}
        emptyText="No files were generated."
      />
    </Flex>
  );
}
