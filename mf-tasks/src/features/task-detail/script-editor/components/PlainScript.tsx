import { theme } from '@milestone/ui';
import type { PythonEditorProps } from './PythonEditor.js';

/** The script as plain text: what shows while the editor's chunk loads. */
export function PlainScript({ value, label, maxHeight = 600 }: PythonEditorProps) {
  const { token } = theme.useToken();
  return (
    <pre
      aria-label={label}
      style={{
        background: token.colorFillQuaternary,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadius,
        padding: token.paddingSM,
        margin: 0,
        overflow: 'auto',
        maxHeight,
        fontFamily: token.fontFamilyCode,
        fontSize: token.fontSizeSM + 1,
        whiteSpace: 'pre',
      }}
    >
      <code>{value}</code>
    </pre>
  );
}
