"""Reads a case's first input as the product reads a sample file for the AI builder (svc-tasks'
script-check sample reader: each sheet's header and first 5 rows, texts and dates as str, up to 60
columns of 200 characters) and prints the InputSample JSON { "fileName", "sheets": [{ "name",
"columns", "rows" }] }. The evaluation's own reading, so it does not depend on svc-tasks' layout."""
import csv
import itertools
import json
import os
import sys


def plain(value):
    return value if value is None or isinstance(value, (bool, int, float)) else str(value)[:200]


def sheet(name, rows):
    filled = (list(r)[:60] for r in rows if any(c not in (None, '') for c in r))
    header = next(filled, [])
    return {'name': name, 'columns': [str('' if c is None else c).strip()[:200] for c in header],
            'rows': [[plain(c) for c in r] for r in itertools.islice(filled, 5)]}


path = sys.argv[1]
name = os.path.basename(path)
if name.lower().endswith('.xlsx'):
    import openpyxl
    book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    sheets = [sheet(ws.title, ws.iter_rows(values_only=True)) for ws in book.worksheets[:10]]
else:
    with open(path, encoding='utf-8-sig', errors='replace', newline='') as f:
        sheets = [sheet(os.path.splitext(name)[0], csv.reader(f))]
json.dump({'fileName': name, 'sheets': sheets}, sys.stdout)
