import { describe, expect, it, jest } from '@jest/globals';
import { renderToString } from 'react-dom/server';
import { prerender } from 'react-dom/static';
import { isDeferredUiLoaded, preloadDeferredUi } from './deferred.js';
import { Calendar, Descriptions, Dropdown, List, Table, Tag } from '../index.js';

async function html(node: React.ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

describe('deferred antd components', () => {
  it('shows no Dropdown trigger before its code is there, so nobody clicks a button that does nothing', () => {
    const markup = renderToString(
      <Dropdown menu={{ items: [{ key: 'a', label: 'Profile' }] }}>
        <button type="button">Account menu</button>
      </Dropdown>,
    );
    expect(markup).not.toContain('Account menu');
    expect(isDeferredUiLoaded()).toBe(false);
  });

  it('shows the Dropdown trigger once its code has loaded', async () => {
    const markup = await html(
      <Dropdown menu={{ items: [{ key: 'a', label: 'Profile' }] }}>
        <button type="button">Account menu</button>
      </Dropdown>,
    );
    expect(markup).toContain('Account menu');
  });

  it('renders the antd component once the deferred chunk has loaded', async () => {
    const markup = await html(<Tag color="green">active</Tag>);
    expect(markup).toMatch(/class="[^"]*ant-tag[^"]*"[^>]*>active</);
    expect(isDeferredUiLoaded()).toBe(true);
  });

  it('keeps Descriptions.Item items, which Descriptions reads from the children props', async () => {
    const markup = await html(
      <Descriptions column={1}>
        <Descriptions.Item label="Client ID">Not set</Descriptions.Item>
      </Descriptions>,
    );
    expect(markup).toMatch(/Client ID.*Not set/);
  });

  it('keeps static members such as List.Item and List.Item.Meta working', async () => {
    await preloadDeferredUi();
    // antd 6.6 logs that List will be replaced by Listy in its next major version.
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const markup = await html(
      <List
        dataSource={[['tasks', 'ok'] as const]}
        renderItem={([name, message]) => (
          <List.Item>
            <List.Item.Meta title={name} description={message} />
          </List.Item>
        )}
      />,
    );
    expect(markup).toContain('ant-list-item-meta-title');
    expect(markup).toContain('tasks');
    quiet.mockRestore();
  });

  it('renders the single-day Calendar (the date-selection dialog) from the deferred chunk', async () => {
    const markup = await html(<Calendar fullscreen={false} />);
    expect(markup).toContain('ant-picker-calendar');
  });

  it('renders a Table of typed rows (the Entity Relationships table) from the deferred chunk', async () => {
    const rows = [{ key: 'invoices.jobId', from: 'invoices', to: 'jobs' }];
    const markup = await html(
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
    expect(markup).toContain('ant-table');
    expect(markup).toMatch(/invoices.*jobs/);
  });
});
