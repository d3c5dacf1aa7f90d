import { useMemo, useState } from 'react';
import { Alert, Empty, Flex, Segmented, Spin, Typography, theme } from '@milestone/ui';
import { messageOrFallback } from '@milestone/platform-sdk';
import { previewNote } from '../execution-files.model.js';
import { fileRepositoryCss } from '../file-repository.styles.js';
import { useSpreadsheetPreview, type PreviewTarget } from '../hooks/useSpreadsheetPreview.js';
import { PreviewTable } from './PreviewTable.js';

/** The first rows of the file, a tab per sheet of a workbook. */
export function SheetPreview({ target }: { target: PreviewTarget }) {
  const { token } = theme.useToken();
  const css = useMemo(() => fileRepositoryCss(token), [token]);
  const [sheet, setSheet] = useState<string | undefined>(undefined);
  const preview = useSpreadsheetPreview(target, sheet);
  const data = preview.data;
  return (
    <div className="sheet-preview" data-testid="sheet-preview">
      <style>{css}</style>
      {data && data.kind !== 'csv' && data.sheets.length > 0 ? (
        <div className="sheet-preview-tabs">
          <Segmented aria-label="Sheets" options={data.sheets} value={sheet ?? data.sheet ?? data.sheets[0]} onChange={(value) => setSheet(String(value))} />
        </div>
      ) : null}
      {data ? (
        data.rows.length === 0 ? (
          <Empty description={data.sheet ? `The sheet ${data.sheet} is empty.` : 'The file is empty.'} />
        ) : (
          <Spin spinning={preview.isPlaceholderData}>
            <PreviewTable rows={data.rows} label={data.sheet ? `Sheet ${data.sheet}` : data.name} />
            <Typography.Paragraph className="sheet-preview-note">{previewNote(data)}</Typography.Paragraph>
          </Spin>
        )
      ) : preview.isError ? (
        <Alert
          type="error"
          showIcon
          title="The preview could not be loaded."
          description={messageOrFallback(preview.error, 'Please try again, or download the file.')}
        />
      ) : (
        <Flex align="center" gap="small" role="status">
          <Spin size="small" />
          <Typography.Text type="secondary">Loading preview...</Typography.Text>
        </Flex>
      )}
    </div>
  );
}
