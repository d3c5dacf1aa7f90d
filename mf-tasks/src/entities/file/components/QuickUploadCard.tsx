import { useId, useMemo, useRef, useState, type CSSProperties, type DragEvent } from 'react';
import { Button, CheckCircleOutlined, InboxOutlined, Progress, Typography, theme, type GlobalToken } from '@milestone/ui';
import type { UploadResult } from '../file.model.js';
import { useFileUpload } from '../hooks/useFileUpload.js';
import { firstFile, UPLOAD_ACCEPT } from '../upload-rules.js';

function dropStyles(token: GlobalToken, over: boolean, busy: boolean) {
  return {
    area: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      gap: token.marginXS,
      padding: `${token.paddingLG}px ${token.padding}px`,
      border: `${token.lineWidth}px dashed ${over ? token.colorPrimary : token.colorBorder}`,
      borderRadius: token.borderRadiusLG,
      background: over ? token.colorPrimaryBg : token.colorFillAlter,
      textAlign: 'center',
      transition: `border-color ${token.motionDurationMid}, background ${token.motionDurationMid}`,
      opacity: busy ? 0.7 : 1,
    },
    icon: { fontSize: token.fontSizeHeading2, color: token.colorPrimary },
    status: { marginTop: token.marginSM, minHeight: token.controlHeight },
    hidden: { display: 'none' },
  } satisfies Record<string, CSSProperties>;
}

/**
 * The quick upload card (spec 000 section 2): a drop area, Browse Files, the hint text, the
 * progress bar and 'Upload complete'. Only the first file of a drop or selection is used.
 */
export function QuickUploadCard({ taskId, onUploaded }: { taskId: number; onUploaded?: (result: UploadResult) => void }) {
  const { token } = theme.useToken();
  const upload = useFileUpload(taskId, onUploaded);
  const busy = upload.phase === 'uploading';
  const [over, setOver] = useState(false);
  const styles = useMemo(() => dropStyles(token, over, busy), [token, over, busy]);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = busy ? 'none' : 'copy';
    if (!busy) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = firstFile(event.dataTransfer.files);
    if (file && !busy) upload.start(file);
  };

  return (
    <div data-testid="quick-upload">
      <div style={styles.area} onDragOver={onDragOver} onDragLeave={() => setOver(false)} onDrop={onDrop} data-testid="upload-drop-area">
        <InboxOutlined style={styles.icon} aria-hidden />
        <Typography.Text strong>Drag and drop your file here</Typography.Text>
        <Typography.Text type="secondary">or</Typography.Text>
        <Button type="primary" disabled={busy} onClick={() => input.current?.click()} aria-describedby={hintId}>
          Browse Files
        </Button>
        <Typography.Text type="secondary" id={hintId}>
          Excel (.xlsx, .xls) or CSV, up to 10MB. A new upload replaces the task&apos;s current files.
        </Typography.Text>
        <input
          ref={input}
          type="file"
          accept={UPLOAD_ACCEPT}
          style={styles.hidden}
          aria-label="Choose a file to upload"
          onChange={(event) => {
            const file = firstFile(event.target.files);
            // Picking the same file again must fire a change too.
            event.target.value = '';
            if (file) upload.start(file);
          }}
        />
      </div>
      <div style={styles.status} aria-live="polite">
        {upload.progress > 0 ? (
          <Progress percent={upload.progress} status={upload.phase === 'complete' ? 'success' : 'active'} aria-label="Upload progress" />
        ) : null}
        {upload.phase === 'complete' ? (
          <Typography.Text type="success">
            <CheckCircleOutlined /> Upload complete
          </Typography.Text>
        ) : null}
      </div>
    </div>
  );
}
