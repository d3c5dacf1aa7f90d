import { describe, expect, it } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { ConfigProvider } from 'antd';
import { BulletList } from './BulletList.js';

describe(BulletList.name, () => {
  it("lists its items without a margin, indented by the theme's padding", () => {
    const markup = renderToString(
      <ConfigProvider theme={{ token: { paddingLG: 22 } }}>
        <BulletList>
          <li>Set the client ID</li>
          <li>Set the tenant ID</li>
        </BulletList>
      </ConfigProvider>,
    );
    expect(markup).toBe('<ul style="margin:0;padding-inline-start:22px"><li>Set the client ID</li><li>Set the tenant ID</li></ul>');
  });
});
