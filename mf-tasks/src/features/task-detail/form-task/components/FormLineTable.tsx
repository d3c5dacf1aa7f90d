import type { CSSProperties } from 'react';
import { Button, Form, Typography } from '@milestone/ui';
import { formatFormValue, isNumeric, newFormRow, type ComputedValues, type FormTable } from '@milestone/contracts/forms';
import { FormFieldInput } from './FormFieldInput.js';

/** How wide a column is in the grid: text grows, numbers and units stay narrow. */
function track(type: string): string {
  if (type === 'number' || type === 'currency') return 'minmax(90px, 1fr)';
  return 'minmax(100px, 2fr)';
}

/**
 * A repeating line table (Form.List): a line per row with its columns, the computed ones (a line
 * total) shown, not typed; Add Line, and a remove button on each line. `error`: the table's own
 * issue (no lines).
 */
export function FormLineTable({ table, computed, error }: { table: FormTable; computed: ComputedValues; error: string | null }) {
  const columns = table.columns;
  const grid = { '--ft-columns': columns.map((column) => track(column.type)).join(' ') } as CSSProperties;
  return (
    <div className="ft-table" data-testid={`form-table-${table.id}`}>
      <Form.List name={table.id}>
        {(rows, { add, remove }) => (
          <>
            <div className="ft-lines" role="list" aria-label={table.label}>
              <div className="ft-line ft-line-head" style={grid} aria-hidden>
                {columns.map((column) => (
                  <span key={column.id}>{column.label}</span>
                ))}
                <span />
              </div>
              {rows.map((row, index) => (
                <div className="ft-line" style={grid} role="listitem" key={row.key} data-testid="form-line">
                  {columns.map((column) => {
                    const label = `${column.label}, line ${index + 1}`;
                    if (column.compute) {
                      const value = computed.rows[table.id]?.[index]?.[column.id] ?? null;
                      return (
                        <div key={column.id} className="ft-cell-computed">
                          <span className="ft-cell-label">{column.label}</span>
                          <span aria-label={label} data-testid={`${table.id}-${column.id}-${index}`}>
                            {value === null ? '-' : formatFormValue(column, value)}
                          </span>
                        </div>
                      );
                    }
                    return (
                      <div key={column.id} className={isNumeric(column) ? 'ft-cell ft-cell-number' : 'ft-cell'}>
                        <span className="ft-cell-label">{column.label}</span>
                        <Form.Item name={[row.name, column.id]}>
                          <FormFieldInput field={column} ariaLabel={label} />
                        </Form.Item>
                      </div>
                    );
                  })}
                  <Button type="text" danger aria-label={`Remove line ${index + 1}`} disabled={rows.length === 1} onClick={() => remove(row.name)}>
                    ×
                  </Button>
                </div>
              ))}
            </div>
            {error ? (
              <Typography.Paragraph type="danger" role="alert">
                {error}
              </Typography.Paragraph>
            ) : null}
            <Button disabled={table.maxRows !== undefined && rows.length >= table.maxRows} onClick={() => add(newFormRow(table))}>
              Add Line
            </Button>
          </>
        )}
      </Form.List>
    </div>
  );
}
