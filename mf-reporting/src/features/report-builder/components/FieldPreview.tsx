import { useMemo } from 'react';
import { Empty, Table, type TableColumnsType } from '@milestone/ui';
import { useEntityLabel } from '../../../entities/report-catalog/hooks/useEntityLabel.js';
import { selectedCatalogFields, type CatalogField } from '../../../entities/report-catalog/report-catalog.model.js';

/** The Field Preview tab: each selected field's label, entity, type and description, in the order picked. */
export function FieldPreview({ fields, selected }: { fields: readonly CatalogField[]; selected: readonly string[] }) {
  const entityLabel = useEntityLabel();
  const rows = useMemo(() => selectedCatalogFields(fields, selected), [fields, selected]);
  const columns = useMemo<TableColumnsType<CatalogField>>(
    () => [
      { key: 'label', title: 'Field', dataIndex: 'label' },
      { key: 'entity', title: 'Entity', render: (_: unknown, field: CatalogField) => entityLabel(field.entity) },
      { key: 'type', title: 'Type', dataIndex: 'type' },
      { key: 'description', title: 'Description', dataIndex: 'description' },
    ],
    [entityLabel],
  );
  if (rows.length === 0) return <Empty description="No fields selected." />;
  return (
    <Table<CatalogField>
      data-testid="field-preview"
      size="small"
      columns={columns}
      dataSource={rows}
      rowKey="id"
      pagination={false}
      scroll={{ x: 'max-content' }}
    />
  );
}
