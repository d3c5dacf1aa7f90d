import type { ReactNode } from 'react';
import { theme } from 'antd';

export interface BulletListProps {
  /** The list's `<li>` elements. */
  children: ReactNode;
}

/**
 * A bulleted list inside a card, a notice or a help text: no margin of its own (the container
 * spaces it) and the theme's indent instead of the browser's 40 px.
 */
export function BulletList({ children }: BulletListProps) {
  const { token } = theme.useToken();
  return <ul style={{ margin: 0, paddingInlineStart: token.paddingLG }}>{children}</ul>;
}
