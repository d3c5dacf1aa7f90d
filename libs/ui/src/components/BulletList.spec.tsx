/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { BulletList } from './BulletList.js';

describe(BulletList.name, () => {
  it("lists its items without a margin, indented by the theme's padding", () => {
    render(
      <ConfigProvider theme={{ token: { paddingLG: 22 } }}>
        <BulletList>
          <li>Set the client ID</li>
          <li>Set the tenant ID</li>
        </BulletList>
      </ConfigProvider>,
    );
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Set the client ID', 'Set the tenant ID']);
    expect(list.style.margin).toBe('0px');
    expect(list.style.paddingInlineStart).toBe('22px');
  });
});
