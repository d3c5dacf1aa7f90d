import { useMemo, useState } from 'react';
import { Alert, Empty, Flex, Input, Spin, Table, Tag, Typography, type TableColumnsType } from '@milestone/ui';
import { useEntityLabel } from '../../../entities/report-catalog/hooks/useEntityLabel.js';
import { useFieldCatalog } from '../../../entities/report-catalog/hooks/useFieldCatalog.js';
import { CATALOG_LOAD_FAILURE_TEXT, groupFields, searchFields, type CatalogField } from '../../../entities/report-catalog/report-catalog.model.js';
import { EntityRelationships } from '../../field-selection/components/EntityRelationships.js';

/**
 * The Field Catalog view of an api-reporting task's overview (spec 001 section 2.1): every field a
 * report can use, searchable by label and description, under its field group (name, ServiceTitan
 * module, description), with the Entity Relationships table under them.
 */
export function FieldCatalogView() {
  const catalog = useFieldCatalog();
  const label = useEntityLabel();
  const [query, setQuery] = useState('');
  const sections = useMemo(() => groupFields(searchFields(catalog.data?.fields ?? [], query), catalog.data?.fieldGroups ?? []), [catalog.data, query]);
  const columns: TableColumnsType<CatalogField> = [
    { key: 'label', title: 'Field', render: (_, field) => <Typography.Text strong>{field.label}</Typography.Text> },
    { key: 'description', title: 'Description', dataIndex: 'description' },
    { key: 'entity', title: 'Entity', render: (_, field) => <Tag>{label(field.entity)}</Tag> },
    { key: 'type', title: 'Type', render: (_, field) => <Tag variant="filled">{field.currency ? `${field.type} (currency)` : field.type}</Tag> },
  ];

  let body;
  if (catalog.isError) body = <Alert type="error" showIcon title={CATALOG_LOAD_FAILURE_TEXT} />;
  else if (!catalog.data) body = <Spin />;
  else if (sections.length === 0) body = <Empty description="No fields match the search." />;
  else
    body = sections.map(({ group, fields }) => (
      <section key={group.id} aria-label={group.name}>
        <Flex wrap align="baseline" gap="small">
          <Typography.Title level={5}>{group.name}</Typography.Title>
          {group.officialModule ? <Tag color="blue">{group.officialModule}</Tag> : null}
        </Flex>
        {group.description ? <Typography.Paragraph type="secondary">{group.description}</Typography.Paragraph> : null}
        <Table<CatalogField> rowKey="id" size="small" pagination={false} scroll={{ x: 'max-content' }} columns={columns} dataSource={fields} />
      </section>
    ));

  return (
    <Flex vertical gap="middle" data-testid="field-catalog">
      <Input.Search
        allowClear
        placeholder="Search fields by label or description"
        aria-label="Search fields"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {body}
      <EntityRelationships />
    </Flex>
  );
}
