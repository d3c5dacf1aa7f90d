import { beforeAll, describe, expect, it } from '@jest/globals';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { ToastProvider } from '@milestone/platform-sdk/testing';
import { preloadDeferredUi } from '@milestone/ui';
import { catalogQueryClient, markupText } from '../../../entities/report-catalog/report-catalog.fixture.js';
import { READ_ONLY_TEXT, type Task } from '../api-configuration.model.js';
import { taskQueryKey } from '../../../entities/task/hooks/useTask.js';
import ApiConfigurationEditor from './ApiConfigurationEditor.js';

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

function render(answer: Task) {
  const client = catalogQueryClient(['technicians.name']);
  client.setQueryData(taskQueryKey(answer.id), answer);
  return renderToString(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ApiConfigurationEditor taskId={answer.id} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe(ApiConfigurationEditor.name, () => {
  beforeAll(async () => {
    await preloadDeferredUi();
  });

  it('opens on the Field Selection tab with the fields the task saved, beside Filter Configuration and Reference Mappings, and a Save', () => {
    const markup = render(task());
    const text = markupText(markup);
    for (const tab of ['Field Selection', 'Filter Configuration', 'Reference Mappings']) expect(text).toContain(tab);
    expect(text).toContain('Selected fields (1) Technician Name');
    expect(markup).toContain('data-testid="api-configuration-save"');
    expect(text).not.toContain(READ_ONLY_TEXT);
  });

  it('shows a viewer the configuration read only, with nothing to save or remove', () => {
    const markup = render(task({ permissionLevel: 'viewer' }));
    expect(markupText(markup)).toContain(READ_ONLY_TEXT);
    expect(markup).not.toContain('data-testid="api-configuration-save"');
    expect(markup).not.toContain('Remove Technician Name');
  });
});
