import { useMemo, useState } from 'react';
import { isHttpStatus } from '@milestone/platform-sdk';
import { Alert, Button, Flex, Result, Spin, Tabs, theme, type TabsProps } from '@milestone/ui';
import { useEntityLabel } from '../../../entities/report-catalog/hooks/useEntityLabel.js';
import { useFieldCatalog } from '../../../entities/report-catalog/hooks/useFieldCatalog.js';
import { FieldSelector } from '../../field-selection/components/FieldSelector.js';
import {
  LOAD_FAILURE_TEXT,
  LOAD_FAILURE_TITLE,
  NOT_FOUND_TITLE,
  READ_ONLY_TEXT,
  TABS,
  canEditConfiguration,
  fieldOptions,
  fromDraft,
  readApiConfiguration,
  toDraft,
  validateDraft,
  type ApiConfigurationDraft,
  type ApiConfigurationTab,
  type Task,
} from '../api-configuration.model.js';
import { apiConfigurationCss } from '../api-configuration.styles.js';
import { useSaveApiConfiguration } from '../hooks/useSaveApiConfiguration.js';
import { useTask } from '../../../entities/task/hooks/useTask.js';
import { FilterConfigurationTab } from './FilterConfigurationTab.js';
import { ReferenceMappingsTab } from './ReferenceMappingsTab.js';

export interface ApiConfigurationEditorProps {
  taskId: number;
}

/**
 * './ApiConfiguration': the API Configuration editor of a task (spec 001 section 2.5), hosted by
 * mf-tasks' task detail (its api-configuration section) and by the api-reporting overview's
 * drawer. Three tabs, saved together into the task's config.apiConfiguration.
 */
export default function ApiConfigurationEditor({ taskId }: ApiConfigurationEditorProps) {
  const task = useTask(taskId);
  if (task.isError) {
    return isHttpStatus(task.error, 404) ? (
      <Result status="404" title={NOT_FOUND_TITLE} />
    ) : (
      <Result status="error" title={LOAD_FAILURE_TITLE} subTitle={LOAD_FAILURE_TEXT} />
    );
  }
  if (!task.data) {
    return (
      <Flex justify="center">
        <Spin />
      </Flex>
    );
  }
  return <ApiConfigurationForm key={task.data.id} task={task.data} />;
}

export { ApiConfigurationEditor };

function ApiConfigurationForm({ task }: { task: Task }) {
  const readOnly = !canEditConfiguration(task.permissionLevel);
  const [draft, setDraft] = useState<ApiConfigurationDraft>(() => toDraft(readApiConfiguration(task.config)));
  const [tab, setTab] = useState<ApiConfigurationTab>('fields');
  // Errors show once a save was tried, then follow the edits.
  const [tried, setTried] = useState(false);
  const save = useSaveApiConfiguration(task.id);
  const catalog = useFieldCatalog();
  const label = useEntityLabel();
  const { token } = theme.useToken();
  const css = useMemo(() => apiConfigurationCss(token), [token]);
  const errors = useMemo(() => (tried ? validateDraft(draft) : []), [tried, draft]);
  const kept = [...draft.filterConfigs.map((f) => f.field), ...draft.referenceMappings.map((m) => m.sourceField)];
  const options = fieldOptions(catalog.data?.fields ?? [], draft.selectedFields, label, kept);

  const onSave = () => {
    const problems = validateDraft(draft);
    setTried(true);
    if (problems.length > 0) {
      setTab(problems[0]!.tab);
      return;
    }
    save.mutate(fromDraft(draft));
  };

  const items: TabsProps['items'] = [
    {
      key: 'fields',
      label: TABS.fields,
      children: <FieldSelector value={draft.selectedFields} onChange={(selectedFields) => setDraft({ ...draft, selectedFields })} disabled={readOnly} />,
    },
    {
      key: 'filters',
      label: TABS.filters,
      children: (
        <FilterConfigurationTab
          filters={draft.filterConfigs}
          onChange={(filterConfigs) => setDraft({ ...draft, filterConfigs })}
          fieldOptions={options}
          errors={errors}
          readOnly={readOnly}
        />
      ),
    },
    {
      key: 'mappings',
      label: TABS.mappings,
      children: (
        <ReferenceMappingsTab
          mappings={draft.referenceMappings}
          onChange={(referenceMappings) => setDraft({ ...draft, referenceMappings })}
          fieldOptions={options}
          errors={errors}
          readOnly={readOnly}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap="middle" className="api-configuration" data-testid="api-configuration" data-task-id={task.id}>
      <style>{css}</style>
      {readOnly ? <Alert type="info" showIcon title={READ_ONLY_TEXT} /> : null}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as ApiConfigurationTab)} items={items} />
      {errors.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title="The configuration cannot be saved yet:"
          description={
            <ul>
              {errors.map((error) => (
                <li key={`${error.row}-${error.input}`}>{error.message}</li>
              ))}
            </ul>
          }
        />
      ) : null}
      {readOnly ? null : (
        <Flex justify="end">
          <Button type="primary" data-testid="api-configuration-save" loading={save.isPending} onClick={onSave}>
            Save Configuration
          </Button>
        </Flex>
      )}
    </Flex>
  );
}
