import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from 'antd';
import { PageContainer } from './PageContainer.js';

describe(PageContainer.name, () => {
  it('centres the page at its width, padded from the theme, never wider than the screen', () => {
    const markup = renderToString(
      <ConfigProvider theme={{ token: { paddingLG: 20, padding: 12 } }}>
        <PageContainer maxWidth={960}>Users</PageContainer>
      </ConfigProvider>,
    );
    expect(markup).toContain('Users');
    expect(markup).toContain('box-sizing:border-box;width:100%;max-width:960px;margin:0 auto;padding:20px 12px');
  });

  it('is 1200 px wide at most unless told otherwise', () => {
    expect(renderToString(<PageContainer>Home</PageContainer>)).toContain('max-width:1200px');
  });
});
