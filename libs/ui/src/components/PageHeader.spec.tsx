/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { PageHeader } from './PageHeader.js';

describe(PageHeader.name, () => {
  it('puts the heading at the level asked, without its top margin, with the actions beside it', () => {
    render(
      <ConfigProvider theme={{ token: { margin: 14 } }}>
        <PageHeader title="Integration Status" level={3} extra={<button type="button">Refresh</button>} />
      </ConfigProvider>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'Integration Status' });
    expect(heading.style.margin).toBe('0px');
    const row = heading.parentElement!.parentElement!;
    expect(row.contains(screen.getByRole('button', { name: 'Refresh' }))).toBe(true);
    expect([row.style.justifyContent, row.style.gap, row.style.marginBottom]).toEqual(['space-between', '14px', '14px']);
  });

  it('shows the subtitle as muted text under the heading, at level 2 by default', () => {
    render(<PageHeader title="Task Management" subtitle="Every task of your company" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Task Management' })).toBeTruthy();
    expect(screen.getByText('Every task of your company').className).toContain('ant-typography-secondary');
  });
});
