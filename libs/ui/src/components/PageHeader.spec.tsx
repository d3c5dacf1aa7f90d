import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from 'antd';
import { PageHeader } from './PageHeader.js';

describe(PageHeader.name, () => {
  it('puts the heading at the level asked, without its top margin, with the actions beside it', () => {
    const markup = renderToString(
      <ConfigProvider theme={{ token: { margin: 14 } }}>
        <PageHeader title="Integration Status" level={3} extra={<button type="button">Refresh</button>} />
      </ConfigProvider>,
    );
    expect(markup).toMatch(/<h3[^>]*style="margin:0"[^>]*>Integration Status<\/h3>/);
    expect(markup).toContain('justify-content:space-between');
    expect(markup).toContain('gap:14px;margin-bottom:14px');
    expect(markup).toContain('<button type="button">Refresh</button>');
  });

  it('shows the subtitle as muted text under the heading, at level 2 by default', () => {
    const markup = renderToString(<PageHeader title="Task Management" subtitle="Every task of your company" />);
    expect(markup).toMatch(/<h2[^>]*>Task Management<\/h2>/);
    expect(markup).toMatch(/<span[^>]*ant-typography-secondary[^>]*>Every task of your company<\/span>/);
  });
});
