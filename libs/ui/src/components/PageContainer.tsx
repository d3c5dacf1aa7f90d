import type { ReactNode } from 'react';
import { theme } from 'antd';

export interface PageContainerProps {
  children: ReactNode;
  /** The widest the page's content gets, in px; narrower screens use their whole width. */
  maxWidth?: number;
  className?: string;
}

/**
 * The box every page of the shell and the remotes sits in: centred, at most `maxWidth` wide, with
 * the theme's page padding. Its width never exceeds the screen's (box-sizing), so a phone never
 * scrolls sideways because of it.
 */
export function PageContainer({ children, maxWidth = 1200, className }: PageContainerProps) {
  const { token } = theme.useToken();
  return (
    <div
      className={className}
      style={{
        boxSizing: 'border-box',
        width: '100%',
        maxWidth,
        margin: '0 auto',
        padding: `${token.paddingLG}px ${token.padding}px`,
      }}
    >
      {children}
    </div>
  );
}
