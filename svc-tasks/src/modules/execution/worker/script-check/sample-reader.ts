import type { InputSampleV1 } from '@milestone/contracts';

/**
 * A tiny reader run in the sandbox on a task's first input: its sheets' headers and first rows as
 * JSON on stdout (the InputSample the provider gets, so it can name the real columns). CSV, XLSX
 * and XLS alike, with the standard library, openpyxl and xlrd.
 */
export const SAMPLE_ROWS = 5;

export const SAMPLE_READER_PY = `import csv, json, os, sys
import milestone

MAX_SHEETS, MAX_ROWS, MAX_COLS, MAX_TEXT = 10, ${SAMPLE_ROWS}, 60, 200

def cell(v):
    if v is None or isinstance(v, (bool, int, float)):
        return v
    return str(v)[:MAX_TEXT]

def table(rows):
    rows = [r for r in rows if any(c not in (None, '') for c in r)]
    if not rows:
        return [], []
    header = [str(c if c is not None else '').strip()[:MAX_TEXT] for c in rows[0][:MAX_COLS]]
    return header, [[cell(c) for c in r[:MAX_COLS]] for r in rows[1:MAX_ROWS + 1]]

def first_rows(iterable, n):
    out = []
    for row in iterable:
        out.append(list(row))
        if len(out) > n + 20:
            break
    return out

path = milestone.input_path(0)
name = os.path.basename(path)
ext = name.lower().rsplit('.', 1)[-1] if '.' in name else ''
sheets = []
if ext == 'xlsx':
    import openpyxl
    book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    for ws in book.worksheets[:MAX_SHEETS]:
        columns, rows = table(first_rows(ws.iter_rows(values_only=True), MAX_ROWS))
        sheets.append({'name': ws.title, 'columns': columns, 'rows': rows})
elif ext == 'xls':
    import xlrd
    book = xlrd.open_workbook(path, on_demand=True)
    for ws in book.sheets()[:MAX_SHEETS]:
        columns, rows = table([ws.row_values(i) for i in range(min(ws.nrows, MAX_ROWS + 20))])
        sheets.append({'name': ws.name, 'columns': columns, 'rows': rows})
else:
    with open(path, encoding='utf-8-sig', errors='replace', newline='') as f:
        text = f.read(256 * 1024)
    try:
        dialect = csv.Sniffer().sniff(text.split('\\n', 1)[0] or ',', delimiters=',;\\t|')
    except csv.Error:
        dialect = csv.excel
    columns, rows = table(first_rows(csv.reader(text.splitlines(), dialect), MAX_ROWS))
    sheets.append({'name': os.path.splitext(name)[0], 'columns': columns, 'rows': rows})
json.dump({'fileName': name, 'sheets': sheets}, sys.stdout)
`;

/** The most of a sample that goes back to the API (NATS' default message limit is 1 MiB). */
export const SAMPLE_REPLY_BYTES = 256 * 1024;

/**
 * The sample within `maxBytes` of JSON: the last sheets dropped first, then the first sheet's last
 * rows (a reader's sheets hold at most 60 columns of 200 characters, which one sheet's header fits).
 */
export function fitSample(sample: InputSampleV1, maxBytes = SAMPLE_REPLY_BYTES): InputSampleV1 {
  const size = (value: InputSampleV1) => Buffer.byteLength(JSON.stringify(value));
  const fitted: InputSampleV1 = { fileName: sample.fileName, sheets: sample.sheets.map((sheet) => ({ ...sheet, rows: [...sheet.rows] })) };
  while (fitted.sheets.length > 1 && size(fitted) > maxBytes) fitted.sheets.pop();
  const first = fitted.sheets[0];
  while (first && first.rows.length > 0 && size(fitted) > maxBytes) first.rows.pop();
  return fitted;
}
