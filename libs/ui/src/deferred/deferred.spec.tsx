/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { isDeferredUiLoaded, preloadDeferredUi } from './deferred.js';
import { Calendar, Descriptions, Dropdown, List, Table, Tag } from '../index.js';

// antd in jsdom is slow on a busy machine (a Calendar or a Table takes seconds to draw there).
jest.setTimeout(30_000);

describe('deferred antd components', () => {
  it('shows no Dropdown trigger before its code is there, so nobody clicks a button that does nothing', () => {
    const { unmount } = render(
      <Dropdown menu={{ items: [{ key: 'a', label: 'Profile' }] }}>
        <button type="button">Account menu</button>
      </Dropdown>,
    );
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(isDeferredUiLoaded()).toBe(false);
    unmount();
  });

  it('shows the Dropdown trigger once its code has loaded, and a click opens its menu', async () => {
    await preloadDeferredUi();
    render(
      <Dropdown menu={{ items: [{ key: 'a', label: 'Profile' }] }} trigger={['click']}>
        <button type="button">Account menu</button>
      </Dropdown>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Account menu' }));
    expect(await screen.findByRole('menuitem', { name: 'Profile' })).toBeTruthy();
    expect(isDeferredUiLoaded()).toBe(true);
  });

  it('renders the antd component once the deferred chunk has loaded', async () => {
    render(<Tag color="green">active</Tag>);
    expect((await screen.findByText('active')).closest('.ant-tag')).not.toBeNull();
  });

  it('keeps Descriptions.Item items, which Descriptions reads from the children props', async () => {
    render(
      <Descriptions column={1}>
        <Descriptions.Item label="Client ID">Not set</Descriptions.Item>
      </Descriptions>,
    );
    const label = await screen.findByText('Client ID');
    expect(label.closest('tr')?.textContent).toBe('Client IDNot set');
  });

  it('keeps static members such as List.Item and List.Item.Meta working', async () => {
    await preloadDeferredUi();
    // antd 6.6 logs that List will be replaced by Listy in its next major version.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <List
        dataSource={[['tasks', 'ok'] as const]}
        renderItem={([name, message]) => (
          <List.Item>
            <List.Item.Meta title={name} description={message} />
          </List.Item>
        )}
      />,
    );
    expect((await screen.findByText('tasks')).className).toContain('ant-list-item-meta-title');
    expect(screen.getByText('ok')).toBeTruthy();
    quiet.mockRestore();
  });

  it('renders the single-day Calendar (the date-selection dialog) from the deferred chunk, its days clickable', async () => {
    const onSelect = jest.fn();
    render(<Calendar fullscreen={false} onSelect={onSelect} />);
    const cells = await screen.findAllByRole('cell');
    const fifteenth = cells.find((cell) => cell.textContent === '15' && !cell.className.includes('ant-picker-cell-disabled'))!;
    await userEvent.click(fifteenth);
    expect(onSelect).toHaveBeenCalled();
  });

  it('renders a Table of typed rows (the Entity Relationships table) from the deferred chunk', async () => {
    const rows = [{ key: 'invoices.jobId', from: 'invoices', to: 'jobs' }];
    render(
      <Table
        rowKey="key"
        pagination={false}
        dataSource={rows}
        columns={[
          { title: 'From', dataIndex: 'from' },
          { title: 'To', dataIndex: 'to' },
        ]}
      />,
    );
    expect((await screen.findAllByRole('columnheader')).map((header) => header.textContent)).toEqual(['From', 'To']);
    expect(screen.getAllByRole('row')[1]!.textContent).toBe('invoicesjobs');
  });
});
