import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from 'antd';
import { CardGrid } from './CardGrid.js';

describe(CardGrid.name, () => {
  it('fits as many columns as the width allows, each never wider than the grid, spaced by the theme', () => {
    const markup = renderToString(
      <ConfigProvider theme={{ token: { marginLG: 20 } }}>
        <CardGrid minCardWidth={280} data-testid="cards">
          <div>a</div>
          <div>b</div>
        </CardGrid>
      </ConfigProvider>,
    );
    expect(markup).toContain('data-testid="cards"');
    expect(markup).toContain('grid-template-columns:repeat(auto-fill, minmax(min(100%, 280px), 1fr));gap:20px');
    expect(markup).toContain('<div>a</div><div>b</div>');
  });
});
