import { CheckCircleOutlined, Typography } from '@milestone/ui';
import { fileReadyText } from '../upload-rules.js';

/** 'File ready - N file(s) uploaded' when the task has current input files; nothing otherwise. */
export function FileReadyMessage({ count }: { count: number | null | undefined }) {
  if (!count || count <= 0) return null;
  return (
    <Typography.Text type="success" data-testid="file-ready">
      <CheckCircleOutlined /> {fileReadyText(count)}
    </Typography.Text>
  );
}
