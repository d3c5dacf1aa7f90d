import { Button, DownloadOutlined, EyeOutlined, Flex } from '@milestone/ui';
import { formatFileSize } from '@milestone/platform-sdk';
import type { ExecutionFile } from '../execution-files.model.js';

interface FileRowProps {
  file: ExecutionFile;
  downloading: boolean;
  onDownload: (file: ExecutionFile) => void;
  /** Absent: no preview offered (only CSV and spreadsheets have one). */
  onPreview?: (file: ExecutionFile) => void;
}

/** One file of an execution: its name and size, Preview for a CSV or spreadsheet, and Download. */
export function FileRow({ file, downloading, onDownload, onPreview }: FileRowProps) {
  return (
    <Flex className="file-row" align="center" gap="small" wrap data-testid="file-row">
      <span className="file-row-name">{file.name}</span>
      <span className="file-row-size">{formatFileSize(file.size)}</span>
      <Flex gap="small">
        {onPreview && file.previewUrl ? (
          <Button size="small" icon={<EyeOutlined />} aria-label={`Preview ${file.name}`} onClick={() => onPreview(file)}>
            Preview
          </Button>
        ) : null}
        <Button size="small" icon={<DownloadOutlined />} aria-label={`Download ${file.name}`} loading={downloading} onClick={() => onDownload(file)}>
          Download
        </Button>
      </Flex>
    </Flex>
  );
}
