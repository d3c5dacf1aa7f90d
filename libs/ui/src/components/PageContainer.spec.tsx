/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { PageContainer } from './PageContainer.js';

describe(PageContainer.name, () => {
  it('centres the page at its width, padded from the theme, never wider than the screen', () => {
    render(
      <ConfigProvider theme={{ token: { paddingLG: 20, padding: 12 } }}>
        <PageContainer maxWidth={960}>Users</PageContainer>
      </ConfigProvider>,
    );
    const { style } = screen.getByText('Users');
    expect([style.boxSizing, style.width, style.maxWidth, style.margin, style.padding]).toEqual(['border-box', '100%', '960px', '0px auto', '20px 12px']);
  });

  it('is 1200 px wide at most unless told otherwise', () => {
    render(<PageContainer>Home</PageContainer>);
    expect(screen.getByText('Home').style.maxWidth).toBe('1200px');
  });
});
