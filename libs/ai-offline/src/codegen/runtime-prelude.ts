/**
 * The fixed first half of every script the offline provider generates: the helpers that read a
 * CSV, XLSX or XLS file into a table, find a column by the name the user wrote, run each
 * operation of the Program and write the result. Written once, as plain Python, so a generated
 * script stays short (the program-specific half calls these) and a power user can read it. Only the
 * standard library, openpyxl, xlrd and the sandbox's `milestone` module are imported.
 *
 * Errors the script raises on purpose end it with exit code 1 and one last line on stderr,
 * `Milestone<Kind>Error: <plain text>`, no traceback: the offline diagnosis reads those shapes.
 *
 * Kept as String.raw so Python's backslashes stay as written (no backtick nor dollar-brace inside).
 */
export const RUNTIME_PRELUDE = String.raw`# =============================================================================
# Runtime helpers (the same in every generated script). The task itself is at the
# end of the file, after "THE TASK".
# =============================================================================
import csv
import datetime
import functools
import io
import os
import re
import sys
import warnings

import milestone

# openpyxl warns about workbook features it skips (data validation, styles): not the run's business.
warnings.filterwarnings('ignore', module='openpyxl')


# --- Errors: each ends the run with one plain line on stderr ------------------

class MilestoneError(Exception):
    """An error this script explains itself (no traceback)."""


class MilestoneInputError(MilestoneError):
    pass


class MilestoneEmptyInputError(MilestoneError):
    pass


class MilestoneSheetError(MilestoneError):
    pass


class MilestoneColumnError(MilestoneError):
    pass


class MilestoneValueError(MilestoneError):
    pass


class MilestoneDateError(MilestoneError):
    pass


# --- Tables: a header and rows; each row remembers its line in the file -------

class Row(list):
    """One row's cells; line is its row number in the input (for error messages)."""
    __slots__ = ('line',)

    def __init__(self, cells, line=None):
        list.__init__(self, cells)
        self.line = line


class Table(object):
    def __init__(self, name, source, header, rows):
        self.name = name        # the sheet's name (a CSV's is its file name without extension)
        self.source = source    # the file's name
        self.header = header    # column names
        self.rows = rows        # Row objects, each as long as the header

    def col(self, ref):
        """The index of the column the user called ref (see find_column)."""
        index = find_column(ref, self.header)
        if index < 0:
            near = nearest_column(ref, self.header)
            raise MilestoneColumnError('Column "%s" not found in sheet "%s". The columns are: %s%s'
                                       % (ref, self.name, ', '.join(self.header),
                                          '. The closest is "%s"' % near if near else ''))
        return index

    def with_rows(self, rows, header=None):
        return Table(self.name, self.source, list(self.header if header is None else header), rows)


def normalise_name(text):
    """'Hours Worked' -> 'hoursworked': case, spaces, '_', '-', punctuation and a plural 's' ignored."""
    text = re.sub(r'[\W_]+', '', str(text).lower())
    if len(text) > 2 and text.endswith('s'):
        text = text[:-1]
    return text


# The same synonyms and filler words as resolve-column.ts (add a pair in both).
COLUMN_SYNONYMS = [('technician', 'tech'), ('quantity', 'qty'), ('amount', 'amt'), ('number', 'no'),
                   ('telephone', 'phone'), ('cellphone', 'phone'), ('mobile', 'phone'), ('email', 'e-mail'),
                   ('cost', 'price'), ('vendor', 'supplier'), ('client', 'customer'), ('description', 'desc'),
                   ('department', 'dept'), ('hours', 'hrs')]
COLUMN_FILLER_WORDS = ['number', 'no', 'num', 'name', 'billed', 'charged', 'value', 'field', 'column', 'the', 'of',
                       'amount', 'total', 'address']


def _words(name):
    out = []
    for w in re.split(r'[\W_]+', str(name).lower()):
        if w:
            out.append(w[:-1] if len(w) > 3 and w.endswith('s') else w)
    return out


def _synonym(word):
    for a, b in COLUMN_SYNONYMS:
        if word == a:
            return b
        if word == b:
            return a
    return None


def _only(names, test):
    found = [i for i, name in enumerate(names) if test(name, i)]
    return found[0] if len(found) == 1 else -1


def find_column(ref, header, words=True):
    """Exact name, then the same name ignoring case/spaces/punctuation/plural, then a unique
    prefix, then a unique 'contains', then the one header it starts with, then each word's synonym,
    then the one header whose words are all in it (the rest filler: 'phone number' is Phone).
    -1 when none (or several) match. A sheet's name (words=False) stops after 'contains'."""
    for i, name in enumerate(header):
        if name == ref:
            return i
    want = normalise_name(ref)
    if not want:
        return -1
    names = [normalise_name(name) for name in header]
    for i, name in enumerate(names):
        if name == want:
            return i
    for test in (lambda name: name.startswith(want), lambda name: want in name):
        found = [i for i, name in enumerate(names) if test(name)]
        if len(found) == 1:
            return found[0]
    if not words:
        return -1
    found = _only(names, lambda name, i: len(name) >= 3 and len(_words(ref)) == 1 and want.startswith(name))
    if found >= 0:
        return found
    ref_words = _words(ref)
    swapped = ''.join(_synonym(w) or w for w in ref_words)
    if swapped != ''.join(ref_words):
        w2 = normalise_name(swapped)
        found = _only(names, lambda name, i: name == w2 or name.startswith(w2))
        if found >= 0:
            return found
    header_words = [_words(name) for name in header]

    def covers(name, i):
        hw = header_words[i]
        if not hw or not all(w in ref_words or (_synonym(w) or '\0') in ref_words for w in hw):
            return False
        return all(w in hw or (_synonym(w) or '\0') in hw or w in COLUMN_FILLER_WORDS for w in ref_words)
    return _only(names, covers)


def nearest_column(ref, header):
    """The header nearest to a name nothing matched: shared words, then shared start (None when none is near)."""
    want = normalise_name(ref)
    ref_words = _words(ref)
    best, best_score = None, 0
    for name in header:
        n = normalise_name(name)
        prefix = 0
        while prefix < len(n) and prefix < len(want) and n[prefix] == want[prefix]:
            prefix += 1
        score = len([w for w in _words(name) if w in ref_words or (_synonym(w) or '\0') in ref_words]) * 10 + prefix
        if score > best_score:
            best, best_score = name, score
    return best if best_score >= 3 else None


# --- Values: numbers, dates and text as a person reads them --------------------

def is_blank(value):
    return value is None or (isinstance(value, str) and value.strip() == '')


_NUMBER = re.compile(r'^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$')
_GROUPED = re.compile(r'^[+-]?\d{1,3}(,\d{3})+(\.\d*)?$')
_INTEGER = re.compile(r'^[+-]?\d+$')
_DIGIT = re.compile(r'\d')


def to_number(value):
    """The number a cell holds ('1,234.50', '$12', '(5)', '12%' included), else None."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        return value
    if not isinstance(value, str):
        return None
    text = value.strip()
    if _INTEGER.match(text):
        return int(text)
    if not _DIGIT.search(text):
        return None
    text = text.replace(' ', '').replace('\u00a0', '')
    negative = False
    if len(text) > 2 and text.startswith('(') and text.endswith(')'):
        negative, text = True, text[1:-1]
    for symbol in ('$', '\u20ac', '\u00a3', '\u00a5'):
        text = text.replace(symbol, '')
    if text.startswith('-') and negative:
        return None
    percent = text.endswith('%')
    if percent:
        text = text[:-1]
    if _GROUPED.match(text):
        text = text.replace(',', '')
    if not _NUMBER.match(text):
        return None
    number = float(text) if re.search(r'[.eE]', text) else int(text)
    if percent:
        number = number / 100.0
    return clean_number(-number if negative else number)


def clean_number(number):
    """Rounds away float noise (0.1 + 0.2) and shows whole numbers as integers."""
    if isinstance(number, float):
        if number != number or number in (float('inf'), float('-inf')):
            return None
        number = round(number, 10)
        if number == int(number) and abs(number) < 1e15:
            return int(number)
    return number


_ISO_DATE = re.compile(r'^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ](\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$')
_US_DATE = re.compile(r'^(\d{1,2})/(\d{1,2})/(\d{4}|\d{2})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp][Mm]))?)?$')


def to_date(value):
    """The date a cell holds (an Excel date, '2025-03-31', '3/31/2025'), else None."""
    if isinstance(value, datetime.datetime):
        return value
    if isinstance(value, datetime.date):
        return datetime.datetime(value.year, value.month, value.day)
    if not isinstance(value, str):
        return None
    text = value.strip()
    match = _ISO_DATE.match(text)
    if match:
        year, month, day = int(match.group(1)), int(match.group(2)), int(match.group(3))
        hour, minute, second = (int(match.group(k) or 0) for k in (4, 5, 6))
    else:
        match = _US_DATE.match(text)
        if not match:
            return None
        month, day, year = int(match.group(1)), int(match.group(2)), int(match.group(3))
        if year < 100:
            year += 2000
        hour, minute, second = (int(match.group(k) or 0) for k in (4, 5, 6))
        half = (match.group(7) or '').lower()
        if half == 'pm' and hour < 12:
            hour += 12
        elif half == 'am' and hour == 12:
            hour = 0
    try:
        return datetime.datetime(year, month, day, hour, minute, second)
    except ValueError:
        return None


def to_text(value):
    """A cell as text: '' for a blank, 12 not 12.0, dates as 2025-03-31."""
    if value is None:
        return ''
    if isinstance(value, bool):
        return 'TRUE' if value else 'FALSE'
    if isinstance(value, float):
        value = clean_number(value)
    if isinstance(value, datetime.datetime):
        if (value.hour, value.minute, value.second) == (0, 0, 0):
            return value.strftime('%Y-%m-%d')
        return value.strftime('%Y-%m-%d %H:%M:%S')
    if isinstance(value, datetime.date):
        return value.strftime('%Y-%m-%d')
    return str(value)


def to_bool(value):
    if isinstance(value, bool):
        return value
    number = to_number(value)
    if number is not None:
        return number != 0
    return to_text(value).strip().lower() in ('true', 'yes', 'y', 'x', 'done')


_KEYS = {}


def compare_key(value):
    """How a cell compares with others: numbers as numbers, dates as dates, text ignoring case."""
    if not isinstance(value, str):
        return read_key(value)
    # Columns repeat their values (teams, dates, statuses): each text is read once.
    key = _KEYS.get(value)
    if key is None:
        key = read_key(value)
        if len(_KEYS) < 200000:
            _KEYS[value] = key
    return key


def read_key(value):
    number = to_number(value)
    if number is not None:
        return (0, number)
    date = to_date(value)
    if date is not None:
        return (1, date)
    return (2, to_text(value).strip().lower())


def need_number(table, row, index):
    """The cell as a number (a blank counts as 0); stops on text that is not a number."""
    value = row[index]
    if is_blank(value):
        return 0
    number = to_number(value)
    if number is None:
        raise MilestoneValueError('Row %s, column "%s": "%s" is not a number.'
                                  % (row_label(row), table.header[index], to_text(value)))
    return number


def need_date(table, row, index):
    """The cell as a date, None when blank; stops on text that is not a date."""
    value = row[index]
    if is_blank(value):
        return None
    date = to_date(value)
    if date is None:
        raise MilestoneDateError('Row %s, column "%s": "%s" is not a date.'
                                 % (row_label(row), table.header[index], to_text(value)))
    return date


def row_label(row):
    return row.line if getattr(row, 'line', None) is not None else '?'


# --- Reading CSV, XLSX and XLS alike --------------------------------------------

def input_path(index):
    paths = milestone.inputs()
    if not paths:
        raise MilestoneInputError('This task needs an input file; upload one first.')
    if index >= len(paths):
        raise MilestoneInputError('This task needs %d input files; the run has %d.' % (index + 1, len(paths)))
    return paths[index]


def file_kind(path):
    """'xlsx', 'xls' or 'csv', from the file's first bytes (its name may not tell)."""
    with open(path, 'rb') as f:
        start = f.read(8)
    if start.startswith(b'PK'):
        return 'xlsx'
    if start.startswith(b'\xd0\xcf\x11\xe0') or start[:2] in (b'\x09\x00', b'\x09\x02', b'\x09\x04', b'\x09\x08'):
        return 'xls'
    return 'csv'


def sheet_names(path):
    kind = file_kind(path)
    if kind == 'csv':
        return [csv_sheet_name(path)]
    if kind == 'xls':
        import xlrd
        return open_xls(path).sheet_names()
    import openpyxl
    book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    try:
        return list(book.sheetnames)
    finally:
        book.close()


def open_xls(path):
    import xlrd
    # xlrd writes its warnings to stdout unless told otherwise: they would fill the run's log.
    with open(os.devnull, 'w') as quiet:
        return xlrd.open_workbook(path, logfile=quiet)


def csv_sheet_name(path):
    # Excel names a CSV's only sheet after the file.
    return os.path.splitext(os.path.basename(path))[0]


def pick_sheet(path, names, wanted):
    if wanted is None:
        return names[0]
    if wanted in names:
        return wanted
    index = find_column(wanted, names, words=False)
    if index < 0:
        raise MilestoneSheetError('Sheet "%s" not found in "%s". The sheets are: %s'
                                  % (wanted, os.path.basename(path), ', '.join(names)))
    return names[index]


def read_cells(path, sheet, strict=False):
    """(sheet name, raw rows as lists) of one sheet. A CSV is one sheet: the sheet asked for is
    ignored, unless strict (another sheet to merge with must exist)."""
    kind = file_kind(path)
    if kind == 'csv' and strict:
        pick_sheet(path, [csv_sheet_name(path)], sheet)
    if kind == 'csv':
        with open(path, 'rb') as f:
            data = f.read()
        try:
            text = data.decode('utf-8-sig')
        except UnicodeDecodeError:
            text = data.decode('cp1252', errors='replace')
        try:
            dialect = csv.Sniffer().sniff(text[:65536], delimiters=',;\t|')
            delimiter = dialect.delimiter
        except csv.Error:
            delimiter = ','
        return csv_sheet_name(path), [list(r) for r in csv.reader(io.StringIO(text, newline=''), delimiter=delimiter)]
    if kind == 'xls':
        import xlrd
        book = open_xls(path)
        name = pick_sheet(path, book.sheet_names(), sheet)
        ws = book.sheet_by_name(name)
        rows = []
        for r in range(ws.nrows):
            cells = []
            for c in range(ws.ncols):
                cell = ws.cell(r, c)
                if cell.ctype == xlrd.XL_CELL_DATE:
                    cells.append(xlrd.xldate_as_datetime(cell.value, book.datemode))
                elif cell.ctype == xlrd.XL_CELL_NUMBER:
                    cells.append(clean_number(cell.value))
                elif cell.ctype == xlrd.XL_CELL_BOOLEAN:
                    cells.append(bool(cell.value))
                elif cell.ctype == xlrd.XL_CELL_TEXT:
                    cells.append(cell.value)
                else:
                    cells.append(None)
            rows.append(cells)
        return name, rows
    import openpyxl
    book = openpyxl.load_workbook(path, read_only=True, data_only=True)
    try:
        name = pick_sheet(path, list(book.sheetnames), sheet)
        rows = [list(r) for r in book[name].iter_rows(values_only=True)]
    finally:
        book.close()
    return name, rows


def read_table(index=0, sheet=None, require_rows=False, strict=False):
    """Input file number index (its sheet 'sheet', else the first) as a Table. The header is the
    first row that is not blank; blank rows are skipped."""
    path = input_path(index)
    source = os.path.basename(path)
    try:
        name, raw = read_cells(path, sheet, strict)
    except MilestoneError:
        raise
    except Exception as error:
        raise MilestoneInputError('"%s" could not be read as a spreadsheet (%s).' % (source, error))
    table = build_table(name, source, raw)
    return ensure_rows(table) if require_rows else table


def ensure_rows(table):
    if not table.rows:
        raise MilestoneEmptyInputError('"%s" has no data rows.' % table.source)
    return table


def build_table(name, source, raw):
    start = 0
    while start < len(raw) and all(is_blank(c) for c in raw[start]):
        start += 1
    if start == len(raw):
        return Table(name, source, [], [])
    header = [to_text(c).strip() for c in raw[start]]
    width = max([len(header)] + [last_filled(r) for r in raw[start + 1:]])
    while len(header) > width:
        header.pop()
    header += [''] * (width - len(header))
    header = [h or 'Column %d' % (i + 1) for i, h in enumerate(header)]
    rows = []
    for offset, cells in enumerate(raw[start + 1:]):
        if all(is_blank(c) for c in cells):
            continue
        cells = [None if (isinstance(c, str) and c == '') else c for c in list(cells)[:width]]
        rows.append(Row(cells + [None] * (width - len(cells)), start + offset + 2))
    return Table(name, source, header, rows)


def last_filled(cells):
    for i in range(len(cells) - 1, -1, -1):
        if not is_blank(cells[i]):
            return i + 1
    return 0


# --- Operations -------------------------------------------------------------------

def matches(table, row, index, op, value):
    cell = row[index]
    if op == 'is_blank':
        return is_blank(cell)
    if op == 'not_blank':
        return not is_blank(cell)
    if op in ('in', 'not_in'):
        found = any(matches(table, row, index, 'eq', v) for v in value)
        return found if op == 'in' else not found
    if isinstance(value, bool):
        same = not is_blank(cell) and to_bool(cell) == value
        return same if op == 'eq' else (not same if op == 'ne' else False)
    text, wanted = to_text(cell).strip().lower(), to_text(value).strip().lower()
    if op == 'contains':
        return wanted in text
    if op == 'not_contains':
        return wanted not in text
    if op == 'starts_with':
        return text.startswith(wanted)
    if op == 'ends_with':
        return text.endswith(wanted)
    if op in ('eq', 'ne'):
        a, b = compare_key(cell), compare_key(value)
        same = a == b if a[0] == b[0] else text == wanted
        if is_blank(cell):
            same = is_blank(value)
        return same if op == 'eq' else not same
    # gt, ge, lt, le: numbers with numbers, dates with dates, else text.
    if is_blank(cell):
        return False
    if to_number(value) is not None:
        a, b = need_number(table, row, index), to_number(value)
    elif to_date(value) is not None:
        a, b = need_date(table, row, index), to_date(value)
    else:
        a, b = text, wanted
    return {'gt': a > b, 'ge': a >= b, 'lt': a < b, 'le': a <= b}[op]


def filter_rows(table, keep, combine, conditions):
    """Keeps (keep=True) or removes (keep=False) the rows matching all/any of the conditions."""
    resolved = [(table.col(column), op, value) for column, op, value in conditions]
    test = all if combine == 'all' else any
    rows = [row for row in table.rows
            if test(matches(table, row, i, op, value) for i, op, value in resolved) == keep]
    return table.with_rows(rows)


def remove_duplicates(table, columns=None, keep='first'):
    """Rows equal on these columns (all when None) count once; keep='last' keeps the last one."""
    indexes = [table.col(c) for c in columns] if columns else list(range(len(table.header)))
    seen = {}
    for position, row in enumerate(table.rows):
        key = tuple(compare_key(row[i]) if not is_blank(row[i]) else None for i in indexes)
        if key not in seen or keep == 'last':
            seen[key] = position
    kept = sorted(seen.values())
    return table.with_rows([table.rows[p] for p in kept])


def sort_rows(table, by):
    """Sorts by each (column, descending) in turn; numbers as numbers, dates as dates, blanks last."""
    keys = [(table.col(column), descending) for column, descending in by]
    # Each row's keys are worked out once: (row, [compare_key or None for a blank, ...]).
    decorated = [(row, [None if is_blank(row[i]) else compare_key(row[i]) for i, _ in keys]) for row in table.rows]

    def compare(a, b):
        for (_, descending), kx, ky in zip(keys, a[1], b[1]):
            if kx is None or ky is None:
                if kx is None and ky is None:
                    continue
                return 1 if kx is None else -1
            if kx[0] != ky[0]:
                kx, ky = kx[0], ky[0]
            if kx != ky:
                result = -1 if kx < ky else 1
                return -result if descending else result
        return 0

    return table.with_rows([row for row, _ in sorted(decorated, key=functools.cmp_to_key(compare))])


def keep_columns(table, columns):
    indexes = [table.col(c) for c in columns]
    return table.with_rows([Row([row[i] for i in indexes], row.line) for row in table.rows],
                           [table.header[i] for i in indexes])


def drop_columns(table, columns):
    dropped = set(table.col(c) for c in columns)
    indexes = [i for i in range(len(table.header)) if i not in dropped]
    return keep_columns(table, [table.header[i] for i in indexes]) if indexes else table.with_rows(
        [Row([], row.line) for row in table.rows], [])


def rename_columns(table, mapping):
    header = list(table.header)
    for old, new in [(table.col(old), new) for old, new in mapping]:
        header[old] = new
    return table.with_rows(table.rows, header)


def move_columns_first(table, columns):
    first = []
    for c in columns:
        index = table.col(c)
        if index not in first:
            first.append(index)
    order = first + [i for i in range(len(table.header)) if i not in first]
    return keep_columns(table, [table.header[i] for i in order])


class RowValues(object):
    """What a computed column's formula reads: this row's cells by column name."""

    def __init__(self, table):
        self.table, self.row, self.indexes = table, None, {}

    def index(self, name):
        if name not in self.indexes:
            self.indexes[name] = self.table.col(name)
        return self.indexes[name]

    def num(self, name):
        return need_number(self.table, self.row, self.index(name))

    def text(self, name):
        return to_text(self.row[self.index(name)])

    def value(self, name):
        return self.row[self.index(name)]

    def month(self, name):
        """The month of this row's date as '2025-10', blank when the cell is."""
        date = need_date(self.table, self.row, self.index(name))
        return None if date is None else '%04d-%02d' % (date.year, date.month)


def add(a, b):
    return None if a is None or b is None else a + b


def subtract(a, b):
    return None if a is None or b is None else a - b


def multiply(a, b):
    return None if a is None or b is None else a * b


def divide(a, b):
    # Division by zero (or by a blank) leaves the cell blank.
    return None if a is None or b is None or b == 0 else a / b


def round_half_up(a, digits=0):
    if a is None:
        return None
    factor = 10 ** digits
    return clean_number(float(int(abs(a) * factor + 0.5 + 1e-9)) / factor * (1 if a >= 0 else -1))


def absolute(a):
    return None if a is None else abs(a)


def as_text(value):
    return to_text(clean_number(value) if isinstance(value, float) else value)


def add_column(table, name, formula):
    """Sets column name (added at the end, or replaced when it exists) to formula(values) per row."""
    values = RowValues(table)
    existing = [i for i, h in enumerate(table.header) if h.strip().lower() == name.strip().lower()]
    header = list(table.header) if existing else table.header + [name]
    rows = []
    for row in table.rows:
        values.row = row
        result = formula(values)
        result = clean_number(result) if isinstance(result, float) else result
        cells = list(row)
        if existing:
            cells[existing[0]] = result
        else:
            cells.append(result)
        rows.append(Row(cells, row.line))
    return table.with_rows(rows, header)


def trim_spaces(table, columns=None, inner=False):
    indexes = [table.col(c) for c in columns] if columns else range(len(table.header))
    rows = []
    for row in table.rows:
        cells = list(row)
        for i in indexes:
            if isinstance(cells[i], str):
                text = re.sub(r'\s+', ' ', cells[i]) if inner else cells[i]
                cells[i] = text.strip() or None
        rows.append(Row(cells, row.line))
    return table.with_rows(rows)


def fill_blanks(table, columns=None, value=None, previous=False):
    """Blank cells get value, or (previous=True) the last value above them."""
    indexes = [table.col(c) for c in columns] if columns else list(range(len(table.header)))
    last = {}
    rows = []
    for row in table.rows:
        cells = list(row)
        for i in indexes:
            if is_blank(cells[i]):
                cells[i] = last.get(i) if previous else value
            else:
                last[i] = cells[i]
        rows.append(Row(cells, row.line))
    return table.with_rows(rows)


def run_date():
    """The run's date: the dateCreated parameter when the run has one, else today."""
    created = milestone.parameters().get('dateCreated')
    date = to_date(created[:10]) if isinstance(created, str) and len(created) >= 10 else None
    return (date or datetime.datetime.now()).date()


def keep_dates_between(table, column, start=None, end=None, last_days=None, month=None, period=None):
    """Rows whose date is within [start, end] (inclusive), or within the last last_days days of the run,
    or in a month of any year (month 1-12), or in a calendar period of the run's date (period)."""
    index = table.col(column)
    if month is not None:
        return table.with_rows([row for row in table.rows
                                if need_date(table, row, index) is not None and need_date(table, row, index).month == month])
    if period is not None:
        today = run_date()
        if period in ('last_week', 'this_week'):
            monday = today - datetime.timedelta(days=today.weekday())
            start = monday - datetime.timedelta(days=7) if period == 'last_week' else monday
            end = start + datetime.timedelta(days=6)
        else:
            first = today.replace(day=1)
            if period == 'last_month':
                end = first - datetime.timedelta(days=1)
                start = end.replace(day=1)
            else:
                start, end = first, today
        start, end = start.isoformat(), end.isoformat()
    if last_days is not None:
        end = run_date()
        start = end - datetime.timedelta(days=last_days)
    else:
        start = to_date(start).date() if start else None
        end = to_date(end).date() if end else None
    rows = []
    for row in table.rows:
        date = need_date(table, row, index)
        if date is None:
            continue
        day = date.date()
        if (start is None or day >= start) and (end is None or day <= end):
            rows.append(row)
    return table.with_rows(rows)


def aggregate(table, rows, fn, index):
    if fn == 'count':
        return len(rows)
    if fn in ('sum', 'average'):
        numbers = [need_number(table, row, index) for row in rows if not is_blank(row[index])]
        if fn == 'sum':
            return clean_number(sum(numbers))
        return clean_number(float(sum(numbers)) / len(numbers)) if numbers else None
    values = [row[index] for row in rows if not is_blank(row[index])]
    if not values:
        return None
    keys = [compare_key(v) for v in values]
    if len(set(k[0] for k in keys)) > 1:
        keys = [(2, to_text(v).strip().lower()) for v in values]
    pick = min if fn == 'min' else max
    position = keys.index(pick(keys))
    value = values[position]
    number = to_number(value)
    return number if number is not None else value


def group_rows(table, by, aggregates):
    """One row per distinct value of the by columns (first seen first), with each (fn, column, name)."""
    keys = [table.col(c) for c in by]
    measures = [(fn, table.col(column) if column is not None else None, name) for fn, column, name in aggregates]
    groups = {}
    for row in table.rows:
        key = tuple(compare_key(row[i]) if not is_blank(row[i]) else None for i in keys)
        groups.setdefault(key, []).append(row)
    rows = []
    for members in groups.values():
        cells = [members[0][i] for i in keys]
        cells += [aggregate(table, members, fn, index) for fn, index, _ in measures]
        rows.append(Row(cells))
    return table.with_rows(rows, [table.header[i] for i in keys] + [name for _, _, name in measures])


def add_total_row(table, label, columns=None):
    """A last row: label in the first column and the sum of each of columns under it (of every
    column whose cells are all numbers, but the first, when columns is None)."""
    if columns is None:
        indexes = [i for i in range(1, len(table.header))
                   if any(not is_blank(row[i]) for row in table.rows)
                   and all(is_blank(row[i]) or to_number(row[i]) is not None for row in table.rows)]
    else:
        indexes = [table.col(c) for c in columns]
    cells = [None] * len(table.header)
    if cells:
        cells[0] = label
    for i in indexes:
        cells[i] = clean_number(sum(need_number(table, row, i) for row in table.rows if not is_blank(row[i])))
    return table.with_rows(list(table.rows) + [Row(cells)])


def top_rows(table, n, column, descending):
    return table.with_rows(sort_rows(table, [(column, descending)]).rows[:n])


def merge_tables(table, other, on, how):
    """Joins other on the key columns: its other columns are added (' (2)' when a name is taken);
    how='left' keeps rows without a match (blank there), 'inner' drops them."""
    mine = [table.col(c) for c in on]
    theirs = [other.col(c) for c in on]
    extra = [i for i in range(len(other.header)) if i not in theirs]
    taken = set(h.lower() for h in table.header)
    names = []
    for i in extra:
        name, n = other.header[i], 2
        while name.lower() in taken:
            name, n = '%s (%d)' % (other.header[i], n), n + 1
        taken.add(name.lower())
        names.append(name)
    lookup = {}
    for row in other.rows:
        lookup.setdefault(tuple(compare_key(row[i]) for i in theirs), []).append(row)
    rows = []
    for row in table.rows:
        found = lookup.get(tuple(compare_key(row[i]) for i in mine))
        if found:
            rows.extend(Row(list(row) + [match[i] for i in extra], row.line) for match in found)
        elif how == 'left':
            rows.append(Row(list(row) + [None] * len(extra), row.line))
    return table.with_rows(rows, table.header + names)


def stack_tables(tables):
    """One table of every table's rows; columns matched by name (case, spaces, plural ignored)."""
    first = tables[0]
    header = list(first.header)
    rows = list(first.rows)
    for table in tables[1:]:
        places = []
        for name in table.header:
            want = normalise_name(name)
            place = next((i for i, h in enumerate(header) if h == name), -1)
            if place < 0:
                place = next((i for i, h in enumerate(header) if normalise_name(h) == want), -1)
            if place < 0:
                header.append(name)
                place = len(header) - 1
            places.append(place)
        for row in table.rows:
            cells = [None] * len(header)
            for value, place in zip(row, places):
                cells[place] = value
            rows.append(Row(cells, row.line))
    rows = [Row(list(r) + [None] * (len(header) - len(r)), r.line) for r in rows]
    return first.with_rows(rows, header)


def append_files(table):
    """This table, then every other input file's rows under it."""
    count = len(milestone.inputs())
    return stack_tables([table] + [read_table(i) for i in range(1, count)])


def append_sheets(table):
    """This table, then every other sheet of the first input file under it."""
    path = input_path(0)
    others = [name for name in sheet_names(path) if name != table.name]
    return stack_tables([table] + [read_table(0, sheet=name) for name in others])


# --- Writing -----------------------------------------------------------------------

_BAD_SHEET_CHARS = re.compile(r'[\[\]:*?/\\]')
_BAD_FILE_CHARS = re.compile(r'[\\/:*?"<>|\x00-\x1f]')
# Control characters a workbook cannot hold.
_ILLEGAL_XLSX_CHARS = re.compile(r'[\x00-\x08\x0b\x0c\x0e-\x1f]')


def sheet_title(value, used):
    """A valid sheet name (31 characters, none of []:*?/\\), unique among used."""
    base = _BAD_SHEET_CHARS.sub('_', to_text(value)).strip().strip("'") or '(blank)'
    title, n = base[:31], 2
    while title.lower() in used:
        suffix = ' (%d)' % n
        title, n = base[:31 - len(suffix)] + suffix, n + 1
    used.add(title.lower())
    return title


def output_cell(value):
    """What a cell becomes in a workbook: text that is a plain number ('1,234.5', not '$12' nor
    '007') or a date becomes one."""
    if isinstance(value, str):
        value = _ILLEGAL_XLSX_CHARS.sub('', value)
        text = value.strip()
        if (_NUMBER.match(text) or _GROUPED.match(text)) and not re.match(r'^[+-]?0\d', text):
            return to_number(text)
        date = to_date(text) if re.match(r'^\d', text) else None
        if date is not None:
            return date
    return value


def append_row(ws, cells):
    ws.append(cells)
    for i, value in enumerate(cells):
        # Text starting with '=' stays text: a cell of the input never becomes a formula.
        if isinstance(value, str) and value.startswith('='):
            ws.cell(row=ws.max_row, column=i + 1).data_type = 's'


def write_sheet(ws, table):
    from openpyxl.styles import Font
    from openpyxl.utils import get_column_letter
    append_row(ws, [_ILLEGAL_XLSX_CHARS.sub('', h) for h in table.header])
    for cell in ws[1]:
        cell.font = Font(bold=True)
    ws.freeze_panes = 'A2'
    widths = [len(h) for h in table.header]
    for count, row in enumerate(table.rows):
        cells = [output_cell(v) for v in row]
        append_row(ws, cells)
        if count < 1000:
            widths = [max(w, len(to_text(v))) for w, v in zip(widths, cells)]
    for i, width in enumerate(widths):
        ws.column_dimensions[get_column_letter(i + 1)].width = min(max(width + 2, 8), 60)
    for row in ws.iter_rows(min_row=2):
        for cell in row:
            if isinstance(cell.value, datetime.datetime):
                has_time = (cell.value.hour, cell.value.minute, cell.value.second) != (0, 0, 0)
                cell.number_format = 'yyyy-mm-dd hh:mm' if has_time else 'yyyy-mm-dd'


def save_xlsx(path, sheets):
    import openpyxl
    book = openpyxl.Workbook()
    book.remove(book.active)
    used = set()
    for title, table in sheets:
        write_sheet(book.create_sheet(sheet_title(title, used)), table)
    book.save(path)


def save_csv(path, table):
    with open(path, 'w', encoding='utf-8', newline='') as f:
        writer = csv.writer(f)
        writer.writerow(table.header)
        for row in table.rows:
            writer.writerow([to_text(v) for v in row])


def partition(table, column):
    """(value, table of its rows) per distinct value of column, first seen first."""
    index = table.col(column)
    parts = {}
    for row in table.rows:
        key = compare_key(row[index]) if not is_blank(row[index]) else None
        parts.setdefault(key, (row[index], []))[1].append(row)
    return [(value, table.with_rows(rows)) for value, rows in parts.values()]


def write_output(table, file_name, file_format, sheet_name=None, split_by=None, split_into=None):
    """Writes the result: one file (one sheet, or one sheet per value of split_by), or one file
    per value of split_by. Returns the names written."""
    stem, extension = os.path.splitext(file_name)
    if split_by is not None and split_into == 'sheets' and file_format == 'xlsx':
        save_xlsx(milestone.output_path(file_name), partition(table, split_by))
        return [file_name]
    if split_by is not None:
        written, used = [], set()
        for value, part in partition(table, split_by):
            label = _BAD_FILE_CHARS.sub('_', to_text(value)).strip() or '(blank)'
            name, n = '%s - %s%s' % (stem, label[:80], extension), 2
            while name.lower() in used:
                name, n = '%s - %s (%d)%s' % (stem, label[:80], n, extension), n + 1
            used.add(name.lower())
            write_one(part, name, file_format, sheet_name)
            written.append(name)
        return written
    write_one(table, file_name, file_format, sheet_name)
    return [file_name]


def write_one(table, file_name, file_format, sheet_name):
    if file_format == 'csv':
        save_csv(milestone.output_path(file_name), table)
    else:
        save_xlsx(milestone.output_path(file_name), [(sheet_name or table.name, table)])


# --- Running ------------------------------------------------------------------------

def report(percent, message):
    """Progress for the run's page, and a line in its log."""
    print(message)
    milestone.progress(percent, message)


def main(task):
    """Runs task(); an error this script explains ends the run with that one line, exit code 1."""
    try:
        task()
    except MilestoneError as error:
        sys.stdout.flush()
        sys.stderr.write('%s: %s\n' % (type(error).__name__, error))
        sys.exit(1)
`;
