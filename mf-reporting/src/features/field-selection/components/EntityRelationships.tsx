import { Alert, Collapse, Spin, Table, Typography, type TableColumnsType } from '@milestone/ui';
import { useEntityLabel } from '../../../entities/report-catalog/hooks/useEntityLabel.js';
import { useJoinRules } from '../../../entities/report-catalog/hooks/useJoinRules.js';
import { CATALOG_LOAD_FAILURE_TEXT, ENTITY_RELATIONSHIPS_TITLE, type JoinRule } from '../../../entities/report-catalog/report-catalog.model.js';

export interface EntityRelationshipsProps {
  /** Open at first (the selector shows it closed, under its fields). */
  defaultOpen?: boolean;
}

/**
 * The collapsible 'Entity Relationships' table (spec 001 section 2.6): the join rules of the
 * catalog, one row each (15), naming which key of one entity leads to which other.
 */
export function EntityRelationships({ defaultOpen = false }: EntityRelationshipsProps) {
  const rules = useJoinRules();
  const label = useEntityLabel();
  const columns: TableColumnsType<JoinRule> = [
    { key: 'from', title: 'From', render: (_, rule) => label(rule.from) },
    { key: 'to', title: 'To', render: (_, rule) => label(rule.to) },
    { key: 'key', title: 'Key', render: (_, rule) => <Typography.Text code>{`${rule.fromField} → ${rule.toField}`}</Typography.Text> },
    { key: 'cardinality', title: 'Cardinality', dataIndex: 'cardinality' },
    { key: 'description', title: 'Description', dataIndex: 'description', responsive: ['md'] },
  ];
  let body;
  if (rules.isError) body = <Alert type="error" showIcon title={CATALOG_LOAD_FAILURE_TEXT} />;
  else if (!rules.data) body = <Spin />;
  else
    body = (
      <Table<JoinRule>
        data-testid="entity-relationships-table"
        aria-label={ENTITY_RELATIONSHIPS_TITLE}
        rowKey="key"
        size="small"
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={rules.data}
      />
    );
  const count = rules.data ? ` (${rules.data.length})` : '';
  return (
    <Collapse
      data-testid="entity-relationships"
      size="small"
      defaultActiveKey={defaultOpen ? ['relationships'] : []}
      items={[{ key: 'relationships', label: `${ENTITY_RELATIONSHIPS_TITLE}${count}`, children: body }]}
    />
  );
}
