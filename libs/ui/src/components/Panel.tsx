import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';

export interface PanelProps {
  children: ReactNode;
  style?: CSSProperties;
}

/**
 * A bordered surface that looks like an untitled antd Card, from the same theme tokens, for the
 * sign-in page. Card itself brings Tabs, Dropdown and Menu (21 KB gzip) for its title bar, which
 * that page does not have, so Card is one of the pieces loaded after sign-in.
 */
export function Panel({ children, style }: PanelProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        boxSizing: 'border-box',
        position: 'relative',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        background: token.colorBgContainer,
        border: `${token.lineWidth}px ${token.lineType} ${token.colorBorderSecondary}`,
        borderRadius: token.borderRadiusLG,
        padding: token.paddingLG,
        ...style,
      }}
    >
      {children}
    </div>
  );
}
