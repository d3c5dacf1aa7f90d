import type { ReactNode } from 'react';
import { theme } from 'antd';

export interface CardGridProps {
  children: ReactNode;
  /** The narrowest a card gets before the grid drops a column, in px. */
  minCardWidth?: number;
  'data-testid'?: string;
}

/**
 * Cards in as many equal columns as fit, one column on a phone. A card is never wider than the
 * grid (min(100%, ...)), so a narrow screen does not scroll sideways.
 */
export function CardGrid({ children, minCardWidth = 300, 'data-testid': testId }: CardGridProps) {
  const { token } = theme.useToken();
  return (
    <div
      data-testid={testId}
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, ${minCardWidth}px), 1fr))`,
        gap: token.marginLG,
      }}
    >
      {children}
    </div>
  );
}
