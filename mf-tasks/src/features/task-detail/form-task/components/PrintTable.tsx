import { formatFormValue, isNumeric, type ComputedValues, type FormTable, type FormValues } from '@milestone/contracts/forms';

/** A line table as it prints: its columns, its lines, the computed cells as computed. */
export function PrintTable({ table, values, computed }: { table: FormTable; values: FormValues; computed: ComputedValues }) {
  const rows = Array.isArray(values[table.id]) ? (values[table.id] as Array<Record<string, unknown>>) : [];
  return (
    <table aria-label={table.label}>
      <thead>
        <tr>
          {table.columns.map((column) => (
            <th key={column.id} className={isNumeric(column) ? 'ft-num' : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, i) => (
          <tr key={i}>
            {table.columns.map((column) => (
              <td key={column.id} data-label={column.label} className={isNumeric(column) ? 'ft-num' : undefined}>
                {formatFormValue(column, column.compute ? computed.rows[table.id]?.[i]?.[column.id] : row[column.id])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
