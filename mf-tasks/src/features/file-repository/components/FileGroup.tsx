import type { ReactNode } from 'react';
import { Flex, Typography } from '@milestone/ui';
import type { ExecutionFile } from '../execution-files.model.js';
import { FileRow } from './FileRow.js';

interface FileGroupProps {
  title: string;
  files: readonly ExecutionFile[];
  /** The download under way ('input-3', 'output-7', 'all'), or null. */
  busy: string | null;
  onDownload: (file: ExecutionFile) => void;
  onPreview?: (file: ExecutionFile) => void;
  /** Beside the title: Download All. */
  action?: ReactNode;
  emptyText: string;
}

/** A titled list of files (an execution's inputs, or the files it generated). */
export function FileGroup({ title, files, busy, onDownload, onPreview, action, emptyText }: FileGroupProps) {
  return (
    <section aria-label={title}>
      <Flex className="file-group-title" align="center" justify="space-between" gap="small" wrap>
        <Typography.Text strong>{title}</Typography.Text>
        {action}
      </Flex>
      {files.length === 0 ? (
        <Typography.Text className="file-group-empty">{emptyText}</Typography.Text>
      ) : (
        files.map((file) => (
          <FileRow key={`${file.kind}-${file.id}`} file={file} downloading={busy === `${file.kind}-${file.id}`} onDownload={onDownload} onPreview={onPreview} />
        ))
      )}
    </section>
  );
}
