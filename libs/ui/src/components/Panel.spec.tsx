/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { Panel } from './Panel.js';

describe(Panel.name, () => {
  it('draws a bordered surface from the theme in force, like an untitled Card', () => {
    render(
      <ConfigProvider theme={{ token: { borderRadiusLG: 12, colorBorderSecondary: '#abcdef' } }}>
        <Panel>Sign In</Panel>
      </ConfigProvider>,
    );
    const panel = screen.getByText('Sign In');
    const style = getComputedStyle(panel);
    expect(style.borderRadius).toBe('12px');
    expect(style.border).toBe('1px solid rgb(171, 205, 239)');
  });
});
