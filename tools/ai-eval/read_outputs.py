"""Reads the files a script wrote (CSV or XLSX) and prints them as JSON for the evaluation:
{ "<path>": { "format": "csv"|"xlsx"|"other", "sheets": [{ "name", "rows" }], "error"? } }.
Dates come out as ISO text, blanks as None; the comparison (compare.mjs) normalises the rest."""
import csv
import datetime as dt
import json
import sys


def cell(v):
    if isinstance(v, (dt.datetime, dt.date, dt.time)):
        return v.isoformat()
    return v


def read(path):
    low = path.lower()
    if low.endswith('.csv'):
        with open(path, newline='', encoding='utf-8-sig') as f:
            return {'format': 'csv', 'sheets': [{'name': 'csv', 'rows': [list(r) for r in csv.reader(f)]}]}
    if low.endswith('.xlsx') or low.endswith('.xlsm'):
        import openpyxl
        wb = openpyxl.load_workbook(path, data_only=True, read_only=True)
        sheets = [{'name': ws.title, 'rows': [[cell(v) for v in r] for r in ws.iter_rows(values_only=True)]} for ws in wb.worksheets]
        wb.close()
        return {'format': 'xlsx', 'sheets': sheets}
    return {'format': 'other', 'sheets': []}


out = {}
for p in sys.argv[1:]:
    try:
        out[p] = read(p)
    except Exception as e:  # a file that is not what its name says
        out[p] = {'format': 'other', 'sheets': [], 'error': '%s: %s' % (type(e).__name__, e)}
json.dump(out, sys.stdout)
