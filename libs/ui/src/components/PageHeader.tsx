import type { ReactNode } from 'react';
import { theme, Typography } from 'antd';

export interface PageHeaderProps {
  title: ReactNode;
  /** The heading's level: 2 for a page, 3 or 4 for a page inside a card or a narrow form. */
  level?: 1 | 2 | 3 | 4 | 5;
  /** A line of muted text under the title. */
  subtitle?: ReactNode;
  /** Actions at the right of the title; they wrap under it on a narrow screen. */
  extra?: ReactNode;
}

/** A page's title row: the heading (no top margin), its subtitle, and the page's actions. */
export function PageHeader({ title, level = 2, subtitle, extra }: PageHeaderProps) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        justifyContent: 'space-between',
        alignItems: subtitle ? 'flex-end' : 'center',
        gap: token.margin,
        marginBottom: token.margin,
      }}
    >
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={level} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle ? (
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: token.marginXXS }}>
            {subtitle}
          </Typography.Text>
        ) : null}
      </div>
      {extra ? <div style={{ display: 'flex', flexWrap: 'wrap', gap: token.marginXS }}>{extra}</div> : null}
    </div>
  );
}
