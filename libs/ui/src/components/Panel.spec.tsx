import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from 'antd';
import { Panel } from './Panel.js';

describe(Panel.name, () => {
  it('draws a bordered surface from the theme in force, like an untitled Card', () => {
    const markup = renderToString(
      <ConfigProvider theme={{ token: { borderRadiusLG: 12, colorBorderSecondary: '#abcdef' } }}>
        <Panel>Sign In</Panel>
      </ConfigProvider>,
    );
    expect(markup).toContain('Sign In');
    expect(markup).toContain('border-radius:12px');
    expect(markup).toContain('border:1px solid #abcdef');
  });
});
