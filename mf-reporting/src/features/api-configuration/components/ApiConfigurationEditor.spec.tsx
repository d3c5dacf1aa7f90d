/** @jest-environment jsdom */
import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogQueryClient } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { READ_ONLY_TEXT, type Task } from '../api-configuration.model.js';
import { taskQueryKey } from '../../../entities/task/hooks/useTask.js';
import ApiConfigurationEditor from './ApiConfigurationEditor.js';

// antd in jsdom is slow on a busy machine (three tabs, a field selector, a table).
jest.setTimeout(60_000);

function task(changes: Partial<Task> = {}): Task {
  return {
    id: 7,
    name: 'Revenue by business unit',
    description: '',
    type: 'api-reporting',
    status: 'active',
    config: { apiConfiguration: { selectedFields: ['technicians.name'], filterConfigs: [], referenceMappings: [] } },
    customSections: [],
    aiScript: null,
    pythonScript: null,
    instructions: null,
    hasScript: false,
    inputFileCount: 0,
    companyId: 1,
    ownerId: 1,
    permissionLevel: 'admin',
    version: 3,
    createdAt: '2026-11-24T15:00:00.000Z',
    updatedAt: '2026-11-24T15:00:00.000Z',
    ...changes,
  };
}

function show(answer: Task) {
  const client = catalogQueryClient(['technicians.name']);
  client.setQueryData(taskQueryKey(answer.id), answer);
  // The task is the answer above: not fetched again once drawn (no server here).
  client.setQueryDefaults(taskQueryKey(answer.id), { staleTime: Infinity });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ApiConfigurationEditor taskId={answer.id} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe(ApiConfigurationEditor.name, () => {
  beforeAll(() => preloadDeferredUi());

  it('opens on the Field Selection tab with the fields the task saved, beside Filter Configuration and Reference Mappings, and a Save', () => {
    const { container } = show(task());
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Field Selection', 'Filter Configuration', 'Reference Mappings']);
    expect(screen.getByRole('tab', { name: 'Field Selection' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('Selected fields (1)')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Selected fields' })).getByRole('listitem').textContent).toBe('Technician Name');
    expect(screen.getByRole('button', { name: 'Save Configuration' })).toBeTruthy();
    expect(container.textContent).not.toContain(READ_ONLY_TEXT);
  });

  it('switches to the Filter Configuration tab when it is clicked, where a filter can be added', async () => {
    show(task());
    await userEvent.click(screen.getByRole('tab', { name: 'Filter Configuration' }));
    expect(screen.getByRole('tab', { name: 'Filter Configuration' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByText('No filters configured.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Add Filter' }));
    expect(screen.getByRole('textbox', { name: 'Filter 1 label' })).toBeTruthy();
  });

  it('saves nothing while a filter lacks its field and label: Save lists what to fill in and opens its tab', async () => {
    const filterConfigs = [{ field: '', type: 'text', label: '', defaultValue: '', options: [] }];
    show(task({ config: { apiConfiguration: { selectedFields: ['technicians.name'], filterConfigs, referenceMappings: [] } } }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Configuration' }));
    expect(screen.getByText('The configuration cannot be saved yet:')).toBeTruthy();
    const problems = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(problems).toContain('Filter 1: choose the field it filters.');
    expect(problems).toContain('Filter 1: enter the label users see.');
    expect(screen.getByRole('tab', { name: 'Filter Configuration' }).getAttribute('aria-selected')).toBe('true');
  });

  it('shows a viewer the configuration read only, with nothing to save or remove', () => {
    show(task({ permissionLevel: 'viewer' }));
    expect(screen.getByRole('alert').textContent).toContain(READ_ONLY_TEXT);
    expect(screen.queryByRole('button', { name: 'Save Configuration' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Technician Name' })).toBeNull();
  });
});
