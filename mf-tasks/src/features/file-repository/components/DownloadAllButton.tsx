import { Button, DownloadOutlined } from '@milestone/ui';

/** 'Download All': the zip of an execution's generated files. */
export function DownloadAllButton({ busy, onClick }: { busy: boolean; onClick: () => void }) {
  return (
    <Button size="small" type="primary" icon={<DownloadOutlined />} loading={busy} onClick={onClick}>
      Download All
    </Button>
  );
}
