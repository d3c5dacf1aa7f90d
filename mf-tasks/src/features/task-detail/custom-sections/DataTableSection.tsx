import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent as ReactPointerEvent } from 'react';
import { Alert, Button, Input, Space, Typography, theme } from '@milestone/ui';
import {
  PLACEHOLDER_TABLE,
  addColumn,
  addRow,
  applyPaste,
  canDeleteColumn,
  clampWidth,
  deleteColumn,
  deleteRow,
  fitWidths,
  moveColumn,
  moveWidth,
  parseTsv,
  serializeTsv,
  setCell,
  setHeader,
  type TableData,
} from './table-data.js';
import { dateCreatedColumn } from './section-content.js';
import { DateDialog } from './DateDialog.js';
import { dataTableCss } from './data-table.styles.js';

export interface DataTableSectionProps {
  content: string;
  readOnly?: boolean;
  /** Offers the date dialog in the 'Date Created' column (the Purchase Order Template). */
  withDateCreated?: boolean;
  /** Called with the new tab-separated content after every change (saved after a pause). */
  onChange: (content: string) => void;
}

/** Which cell is being edited: row -1 is the header row. */
interface EditingCell {
  row: number;
  col: number;
  draft: string;
}

const HELP = [
  'Click a cell or a column header to edit it; Enter saves, Escape cancels.',
  'Drag a column header to move the column; drag its right edge to resize it (at least 100 px).',
  'Add Row and Add Column add an empty row or column; ✕ deletes one (the last column stays).',
  'Paste Data replaces the table with text copied from a spreadsheet (tab or comma separated).',
  'Every change is saved to the section automatically.',
];

/** The editable data table of a data-table section (spec 001 section 2.10). */
export function DataTableSection({ content, readOnly = false, withDateCreated = false, onChange }: DataTableSectionProps) {
  const { token } = theme.useToken();
  const css = useMemo(() => dataTableCss(token), [token]);
  const [table, setTable] = useState<TableData>(() => parseTsv(content));
  const [widths, setWidths] = useState<number[]>([]);
  const [editing, setEditing] = useState<EditingCell | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [pasteOpen, setPasteOpen] = useState(false);
  const [pasted, setPasted] = useState('');
  const [dateRow, setDateRow] = useState<number | null>(null);
  const dragFrom = useRef<number | null>(null);
  const resizing = useRef(false);
  // The contents this table produced; any other content (saved elsewhere, then reloaded) replaces the table.
  const produced = useRef(new Set<string>([content]));
  useEffect(() => {
    if (produced.current.has(content)) return;
    produced.current = new Set([content]);
    setTable(parseTsv(content));
    setEditing(null);
  }, [content]);

  // An empty table shows 3 example columns; the first change saves them with it.
  const empty = table.headers.length === 0;
  const shown: TableData = empty ? { headers: PLACEHOLDER_TABLE.headers, rows: [] } : table;
  const colWidths = fitWidths(widths, shown.headers.length);
  const dateCol = withDateCreated ? dateCreatedColumn(shown.headers) : -1;

  const change = (next: TableData, nextWidths: number[] = colWidths) => {
    setTable(next);
    setWidths(nextWidths);
    const text = serializeTsv(next);
    produced.current.add(text);
    onChange(text);
  };

  const commitEdit = () => {
    if (!editing) return;
    const { row, col, draft } = editing;
    setEditing(null);
    const current = row === -1 ? shown.headers[col] : shown.rows[row]?.[col];
    if (current === draft) return;
    change(row === -1 ? setHeader(shown, col, draft) : setCell(shown, row, col, draft));
  };

  const onKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      commitEdit();
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setEditing(null);
    }
  };

  const startResize = (col: number, e: ReactPointerEvent<HTMLSpanElement>) => {
    e.preventDefault();
    e.stopPropagation();
    resizing.current = true;
    const startX = e.clientX;
    const startWidth = colWidths[col]!;
    const onMove = (ev: PointerEvent) =>
      setWidths((w) => fitWidths(w, shown.headers.length).map((x, i) => (i === col ? clampWidth(startWidth + ev.clientX - startX) : x)));
    const onUp = () => {
      resizing.current = false;
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerup', onUp);
    };
    window.addEventListener('pointermove', onMove);
    window.addEventListener('pointerup', onUp);
  };

  const editor = (value: string, label: string) => (
    <Input
      size="small"
      autoFocus
      aria-label={label}
      value={value}
      onChange={(e) => setEditing((c) => (c ? { ...c, draft: e.target.value } : c))}
      onKeyDown={onKey}
      onBlur={commitEdit}
    />
  );

  return (
    <section className={readOnly ? 'data-table-section' : 'data-table-section dt-editable'}>
      <style>{css}</style>
      <Space wrap className="dt-toolbar">
        {!readOnly ? (
          <>
            <Button onClick={() => change(addRow(shown))}>Add Row</Button>
            <Button onClick={() => change(addColumn(shown))}>Add Column</Button>
            <Button aria-expanded={pasteOpen} onClick={() => setPasteOpen(!pasteOpen)}>
              Paste Data
            </Button>
          </>
        ) : null}
        <Button type="text" aria-expanded={helpOpen} onClick={() => setHelpOpen(!helpOpen)}>
          {helpOpen ? '▾ Hide help' : '▸ How to use this table'}
        </Button>
      </Space>
      {helpOpen ? (
        <ul className="data-table-help">
          {HELP.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
      {pasteOpen && !readOnly ? (
        <div className="data-table-paste">
          <Typography.Text strong>Paste Data</Typography.Text>
          <Typography.Paragraph type="secondary" className="dt-gap-bottom">
            Paste rows copied from a spreadsheet or a CSV file. A first line naming columns (code, name, qty, quantity, on hand) becomes the header; otherwise
            the current header is kept.
          </Typography.Paragraph>
          <Input.TextArea aria-label="Pasted data" rows={6} value={pasted} onChange={(e) => setPasted(e.target.value)} />
          <Button
            type="primary"
            className="dt-gap-top"
            disabled={pasted.trim() === ''}
            onClick={() => {
              const next = applyPaste(empty ? { headers: [], rows: [] } : table, pasted);
              change(next, fitWidths([], next.headers.length));
              setPasted('');
              setPasteOpen(false);
            }}
          >
            Replace Table Data
          </Button>
        </div>
      ) : null}
      {empty ? (
        <Alert
          type="info"
          showIcon
          className="dt-gap-bottom"
          title="This table is empty. The columns below are an example: rename them, add rows or paste data."
        />
      ) : null}
      <div className="dt-scroll">
        <table aria-label="Data table" style={{ width: colWidths.reduce((a, b) => a + b, 0) + (readOnly ? 0 : 48) }}>
          <colgroup>
            {colWidths.map((w, i) => (
              <col key={i} style={{ width: w }} />
            ))}
            {!readOnly ? <col style={{ width: 48 }} /> : null}
          </colgroup>
          <thead>
            <tr>
              {shown.headers.map((h, col) => (
                <th
                  key={col}
                  scope="col"
                  draggable={!readOnly && editing === null}
                  onDragStart={(e) => {
                    // A drag that starts on the resize edge resizes; it never moves the column.
                    if (resizing.current) {
                      e.preventDefault();
                      return;
                    }
                    dragFrom.current = col;
                    e.dataTransfer.effectAllowed = 'move';
                    e.dataTransfer.setData('text/plain', String(col));
                  }}
                  onDragOver={(e) => {
                    if (dragFrom.current !== null) e.preventDefault();
                  }}
                  onDrop={(e) => {
                    e.preventDefault();
                    const from = dragFrom.current;
                    dragFrom.current = null;
                    if (from === null || from === col) return;
                    change(moveColumn(shown, from, col), moveWidth(colWidths, from, col));
                  }}
                  className={[empty ? 'dt-example' : '', readOnly ? '' : 'dt-movable'].filter(Boolean).join(' ') || undefined}
                >
                  {editing?.row === -1 && editing.col === col ? (
                    editor(editing.draft, `Column ${col + 1} name`)
                  ) : (
                    <span className="dt-cell">
                      <span className="dt-head-text" onClick={() => !readOnly && setEditing({ row: -1, col, draft: h })}>
                        {h || '\u00a0'}
                      </span>
                      {!readOnly ? (
                        <Button
                          type="text"
                          size="small"
                          aria-label={`Delete column ${h}`}
                          disabled={!canDeleteColumn(shown)}
                          onClick={() =>
                            change(
                              deleteColumn(shown, col),
                              colWidths.filter((_, i) => i !== col),
                            )
                          }
                        >
                          ✕
                        </Button>
                      ) : null}
                    </span>
                  )}
                  <span
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={`Resize column ${h}`}
                    onPointerDown={(e) => startResize(col, e)}
                    onMouseDown={(e) => e.preventDefault()}
                    className="dt-resize"
                  />
                </th>
              ))}
              {!readOnly ? <th aria-label="Row actions" /> : null}
            </tr>
          </thead>
          <tbody>
            {shown.rows.map((r, row) => (
              <tr key={row}>
                {r.map((cell, col) => (
                  <td key={col}>
                    {editing?.row === row && editing.col === col ? (
                      editor(editing.draft, `Row ${row + 1} ${shown.headers[col]}`)
                    ) : (
                      <span className="dt-cell">
                        <span className="dt-text" onClick={() => !readOnly && setEditing({ row, col, draft: cell })}>
                          {cell || '\u00a0'}
                        </span>
                        {col === dateCol && !readOnly ? (
                          <Button type="link" size="small" aria-label={`Select date for row ${row + 1}`} onClick={() => setDateRow(row)}>
                            Pick
                          </Button>
                        ) : null}
                      </span>
                    )}
                  </td>
                ))}
                {!readOnly ? (
                  <td className="dt-actions">
                    <Button type="text" size="small" danger aria-label={`Delete row ${row + 1}`} onClick={() => change(deleteRow(shown, row))}>
                      ✕
                    </Button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {shown.rows.length === 0 && !empty ? <Typography.Paragraph type="secondary">No rows yet.</Typography.Paragraph> : null}
      {dateCol >= 0 ? (
        <DateDialog
          open={dateRow !== null}
          title="Select Date for Purchase Order"
          onCancel={() => setDateRow(null)}
          onConfirm={(date) => {
            if (dateRow !== null) change(setCell(shown, dateRow, dateCol, date));
            setDateRow(null);
          }}
        />
      ) : null}
    </section>
  );
}
