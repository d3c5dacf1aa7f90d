import { columnName, previewWidth } from '../execution-files.model.js';

/** A preview's rows as a spreadsheet shows them: column letters above, row numbers beside. */
export function PreviewTable({ rows, label }: { rows: readonly (readonly string[])[]; label: string }) {
  const width = previewWidth(rows);
  const columns = Array.from({ length: width }, (_, i) => columnName(i));
  return (
    <div className="sheet-preview-scroll" tabIndex={0} role="region" aria-label={`${label}, scrollable`}>
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col" aria-label="Row" />
            {columns.map((name) => (
              <th key={name} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{r + 1}</th>
              {columns.map((name, c) => (
                <td key={name} title={row[c] ?? ''}>
                  {row[c] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
