import { Button, DownloadOutlined, Flex, Typography } from '@milestone/ui';
import { formatFileSize } from '@milestone/platform-sdk';
import type { ExecutionOutputFileDto } from '../execution.model.js';
import { useOutputDownload } from '../hooks/useOutputDownload.js';

/** The files a run generated, each with its size (KB) and a Download button. */
export function ExecutionOutputFiles({ files }: { files: readonly ExecutionOutputFileDto[] }) {
  const { busy, download } = useOutputDownload();
  if (files.length === 0) return null;
  return (
    <Flex vertical gap={4} aria-label="Generated Files" role="list">
      {files.map((file) => (
        <Flex key={file.name} align="center" gap="small" wrap role="listitem" data-testid="execution-file">
          <Typography.Text className="execution-file">{file.name}</Typography.Text>
          <span className="execution-file-size">{formatFileSize(file.size)}</span>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            aria-label={`Download ${file.name}`}
            loading={busy === file.name}
            onClick={() => void download(file)}
          >
            Download
          </Button>
        </Flex>
      ))}
    </Flex>
  );
}
