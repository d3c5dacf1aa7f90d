#!/usr/bin/env python3
"""HAND-WRITTEN REFERENCE (not the product's generator): writes each evaluation case of
tools/ai-eval/cases/<nn>-<slug>/ (case.json, the input files, expected.json).

Every expected output below is computed by a small plain-Python reference written by hand from the
case's description, independently of svc-tasks' offline provider (never by running our generator).
Run with a python3 that has openpyxl (/usr/bin/python3): `/usr/bin/python3 tools/ai-eval/reference/build_cases.py`.
The inputs are fixed literals or drawn from a seeded random generator, so the output is the same on
every run.
"""
import csv
import datetime as dt
import json
import os
import random
import shutil
import zipfile

import openpyxl

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'cases')
CASES = []


def case(slug, description, inputs, expect='solve', files=None, any_row_order=False, sheet_names=False, mentions=None,
         sample=False, any_header=False, any_sheet_order=False, fmt=False, named=False, answers=None):
    CASES.append(dict(slug=slug, description=description, inputs=inputs, expect=expect, files=files or [],
                      any_row_order=any_row_order, sheet_names=sheet_names, mentions=mentions, sample=sample,
                      any_header=any_header, any_sheet_order=any_sheet_order, fmt=fmt, named=named, answers=answers))


# Cases whose description names the output's format (Excel / CSV) or its file name: checked.
FORMAT_NAMED = {'01', '02', '04', '09', '10', '12', '13', '14', '28', '40', '55', '56'}
FILE_NAMED = {'01', '09', '12', '40', '55'}


def iso(d):
    return d.isoformat() if isinstance(d, (dt.date, dt.datetime)) else d


def table(header, dict_rows):
    return [list(header)] + [[iso(r.get(h, '')) for h in header] for r in dict_rows]


def r2(x):
    return round(x + 0.0, 2)


# ---------- input data ----------
rng = random.Random(13)
TECHS = [('Ana Lopez', 'Electrical'), ('Ben Carter', 'HVAC'), ('Chris Diaz', 'Plumbing'),
         ('Dana Kim', 'Electrical'), ('Eli Novak', 'HVAC'), ('Fay Osei', 'Plumbing')]
TS_HEADER = ['Technician', 'Team', 'Date', 'Hours', 'Status']
timesheet = []
days = [dt.date(2025, 3, 1) + dt.timedelta(days=i) for i in range(10)]  # 1..10 March
for i in range(24):
    tech, team = TECHS[i % 6] if i < 6 else rng.choice(TECHS)
    timesheet.append({'Technician': tech, 'Team': team, 'Date': days[(i * 7 + 3) % 10],
                      'Hours': rng.choice([2, 3.5, 4, 5, 6.5, 7, 8, 8.5, 9, 10]),
                      'Status': 'Void' if i in (4, 11, 19) else ('Pending' if i in (2, 8, 15, 22) else 'Approved')})

timesheet[3]['Hours'] += 1  # Dana Kim: no tie at the top-3 cut of case 26

INV_HEADER = ['Invoice No', 'Customer', 'Date', 'Amount', 'Status']
CUSTOMERS = ['Harper Homes', 'Maple Court HOA', 'J. Whitfield', 'Riverside Dental', 'Oak Street Cafe', 'S. Patel']
invoices = []
for i in range(20):
    invoices.append({'Invoice No': f'INV-{1040 + i}', 'Customer': CUSTOMERS[(i * 5) % 6],
                     'Date': dt.date(2025, 2, 20) + dt.timedelta(days=i * 3),
                     'Amount': [185.0, 1240.5, 349.99, 89.0, 2310.0, 560.25, 975.0, 129.5, 4120.0, 310.0,
                                1499.0, 72.5, 860.0, 215.75, 3305.4, 445.0, 99.99, 1875.0, 640.0, 258.0][i],
                     'Status': ['Paid', 'Unpaid', 'Overdue', 'Paid', 'Unpaid'][i % 5]})

JOB_TYPES = ['Panel Upgrade', 'Water Heater Install', 'AC Tune-Up', 'Drain Cleaning', 'Furnace Repair', 'Outlet Repair']


def write_csv(path, header, rows):
    with open(path, 'w', newline='', encoding='utf-8') as f:
        w = csv.writer(f)
        w.writerow(header)
        for r in rows:
            w.writerow(['' if v is None else (v.strftime('%Y-%m-%d') if isinstance(v, dt.date) else v) for v in r])


def write_xlsx(path, sheets):
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, header, rows in sheets:
        ws = wb.create_sheet(name)
        ws.append(header)
        for r in rows:
            ws.append(list(r))
        for row in ws.iter_rows(min_row=2):
            for c in row:
                if isinstance(c.value, dt.date):
                    c.number_format = 'yyyy-mm-dd'
    wb.properties.created = wb.properties.modified = dt.datetime(2025, 6, 1)
    wb.save(path)
    # the same bytes on every run (zip entries carry the time they were written)
    with zipfile.ZipFile(path) as z:
        entries = [(i.filename, z.read(i.filename)) for i in z.infolist()]
    with zipfile.ZipFile(path, 'w', zipfile.ZIP_DEFLATED) as z:
        for name, data in entries:
            z.writestr(zipfile.ZipInfo(name, date_time=(2025, 6, 1, 0, 0, 0)), data, zipfile.ZIP_DEFLATED)


def rows_of(header, dict_rows):
    return [[r[h] for h in header] for r in dict_rows]


INPUTS = {}  # case slug -> list of (filename, writer)

# ---------- 01: drop void, total per technician ----------
kept = [r for r in timesheet if r['Status'] != 'Void']
tot = {}
for r in kept:
    tot[r['Technician']] = tot.get(r['Technician'], 0) + r['Hours']
case('01-timesheet-total-hours-per-technician',
     'Take the weekly timesheet export, drop the rows where Status is Void, then total the Hours per Technician '
     'in a column called Total Hours, sorted by Technician A to Z. Save it as an Excel file named hours-by-technician.',
     ['timesheet.csv'],
     files=[{'name': 'hours-by-technician.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [['Technician', 'Total Hours']] + [[t, tot[t]] for t in sorted(tot)]}]}],
     )
INPUTS['01-timesheet-total-hours-per-technician'] = [('timesheet.csv', lambda p: write_csv(p, TS_HEADER, rows_of(TS_HEADER, timesheet)))]

# ---------- 02: unpaid invoices sorted, keep columns, csv ----------
sel = sorted([r for r in invoices if r['Status'] == 'Unpaid'], key=lambda r: -r['Amount'])
case('02-unpaid-invoices-by-amount',
     'From the invoice list, keep only the invoices whose Status is Unpaid, sort them by Amount from highest to lowest '
     'and keep just the Invoice No, Customer and Amount columns. I need it as a CSV file.',
     ['invoices.xlsx'],
     files=[{'name': 'unpaid-invoices.csv', 'sheets': [{'name': 'csv', 'rows': table(['Invoice No', 'Customer', 'Amount'], sel)}]}])
INPUTS['02-unpaid-invoices-by-amount'] = [('invoices.xlsx', lambda p: write_xlsx(p, [('Invoices', INV_HEADER, rows_of(INV_HEADER, invoices))]))]

# ---------- 03: dedupe jobs by Job ID, sort by date ----------
JOB_HEADER = ['Job ID', 'Customer', 'Job Type', 'Technician', 'Date', 'Amount']
jobs = []
for i in range(16):
    jobs.append({'Job ID': f'J-{2200 + i}', 'Customer': CUSTOMERS[i % 6], 'Job Type': JOB_TYPES[(i * 3) % 6],
                 'Technician': TECHS[i % 6][0], 'Date': dt.date(2025, 4, 1) + dt.timedelta(days=(i * 5) % 14),
                 'Amount': [450, 1200, 180, 95, 2600, 310, 720, 150, 880, 1340, 265, 540, 99, 1980, 410, 635][i]})
jobs_dup = list(jobs)
for idx, at in [(2, 5), (7, 10), (2, 14), (11, 18)]:
    d = dict(jobs[idx])
    d['Amount'] = d['Amount'] + 10  # a re-export with a corrected amount: the first one is kept
    jobs_dup.insert(at, d)
seen = set()
first = []
for r in jobs_dup:
    if r['Job ID'] in seen:
        continue
    seen.add(r['Job ID'])
    first.append(r)
first_sorted = sorted(first, key=lambda r: r['Date'])  # stable: same-day jobs keep file order
case('03-jobs-remove-duplicate-ids',
     'Our job export has the same job more than once. Remove duplicate rows that have the same Job ID, keeping the first one, '
     'then sort by Date with the oldest first.',
     ['jobs.csv'],
     files=[{'name': 'jobs.csv', 'sheets': [{'name': 'csv', 'rows': table(JOB_HEADER, first_sorted)}]}])
INPUTS['03-jobs-remove-duplicate-ids'] = [('jobs.csv', lambda p: write_csv(p, JOB_HEADER, rows_of(JOB_HEADER, jobs_dup)))]

# ---------- 04: price list rename + drop + to xlsx ----------
PL_HEADER = ['SKU', 'Desc', 'Unit Price', 'Supplier']
price_list = [
    ('EL-1001', '20A Breaker', 12.4, 'Ferguson'), ('EL-1002', 'GFCI Outlet', 18.95, 'Graybar'),
    ('EL-1003', '12/2 Romex 250ft', 129.0, 'Graybar'), ('PL-2001', '1/2in PEX 100ft', 42.5, 'Ferguson'),
    ('PL-2002', 'Wax Ring', 4.25, 'Ferguson'), ('PL-2003', '50gal Water Heater', 689.0, 'Ferguson'),
    ('HV-3001', 'MERV 11 Filter 16x25', 14.8, 'Johnstone'), ('HV-3002', 'Capacitor 45/5 uF', 22.1, 'Johnstone'),
    ('HV-3003', 'Thermostat T6', 148.0, 'Johnstone'), ('EL-1004', 'LED Wafer 6in', 9.99, 'Graybar'),
]
case('04-price-list-rename-and-convert',
     'In the supplier price list, rename the Desc column to Description and Unit Price to Price, remove the Supplier column, '
     'and give it back to me as an Excel workbook.',
     ['price-list.csv'],
     files=[{'name': 'price-list.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [['SKU', 'Description', 'Price']] + [[s, d, p] for s, d, p, _ in price_list]}]}])
INPUTS['04-price-list-rename-and-convert'] = [('price-list.csv', lambda p: write_csv(p, PL_HEADER, price_list))]

# ---------- 05: PO computed line total, sorted ----------
PO_HEADER = ['PO Number', 'Item', 'Qty', 'Unit Cost']
pos = [('PO-5510', 'Copper Pipe 3/4in 10ft', 12, 31.5), ('PO-5510', 'Ball Valve 3/4in', 20, 14.2),
       ('PO-5511', 'Condenser Fan Motor', 3, 186.0), ('PO-5512', 'Breaker Panel 200A', 2, 412.75),
       ('PO-5512', 'Wire Nuts (box)', 15, 6.4), ('PO-5513', 'Refrigerant R-410A 25lb', 4, 289.0),
       ('PO-5514', 'Toilet Flange', 30, 7.85), ('PO-5514', 'Supply Line 20in', 40, 5.1),
       ('PO-5515', 'Smart Thermostat', 6, 159.0), ('PO-5516', 'Sump Pump 1/2hp', 5, 134.99)]
po_rows = [[a, b, q, c, r2(q * c)] for a, b, q, c in pos]
po_rows.sort(key=lambda r: -r[4])
case('05-purchase-orders-line-total',
     'For the purchase order lines, add a new column Line Total that is Qty multiplied by Unit Cost, '
     'then sort the lines by Line Total, largest first.',
     ['purchase-orders.xlsx'],
     files=[{'name': 'purchase-orders.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [PO_HEADER + ['Line Total']] + po_rows}]}])
INPUTS['05-purchase-orders-line-total'] = [('purchase-orders.xlsx', lambda p: write_xlsx(p, [('Sheet1', PO_HEADER, pos)]))]

# ---------- 06: date range ----------
rng6 = [r for r in timesheet if dt.date(2025, 3, 3) <= r['Date'] <= dt.date(2025, 3, 7)]
rng6.sort(key=lambda r: (r['Date'], r['Technician']))
case('06-timesheet-one-week',
     'Only keep timesheet entries dated from 2025-03-03 to 2025-03-07 (both days included) and sort them by Date, then by Technician.',
     ['timesheet.csv'],
     files=[{'name': 'timesheet.csv', 'sheets': [{'name': 'csv', 'rows': table(TS_HEADER, rng6)}]}])
INPUTS['06-timesheet-one-week'] = INPUTS['01-timesheet-total-hours-per-technician']

# ---------- 07: group by team and technician ----------
g = {}
for r in timesheet:
    if r['Status'] != 'Approved':
        continue
    k = (r['Team'], r['Technician'])
    s, n = g.get(k, (0, 0))
    g[k] = (s + r['Hours'], n + 1)
case('07-approved-hours-by-team-and-technician',
     'Keep only Approved timesheet rows. Then for each Team and Technician give the sum of Hours as Total Hours '
     'and the number of rows as Entries. Sort by Team, then Technician.',
     ['timesheet.xlsx'],
     files=[{'name': 'hours.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [['Team', 'Technician', 'Total Hours', 'Entries']] + [[k[0], k[1], v[0], v[1]] for k, v in sorted(g.items())]}]}])
INPUTS['07-approved-hours-by-team-and-technician'] = [('timesheet.xlsx', lambda p: write_xlsx(p, [('Timesheet', TS_HEADER, rows_of(TS_HEADER, timesheet))]))]

# ---------- 08: top 5 invoices ----------
top5 = sorted(invoices, key=lambda r: -r['Amount'])[:5]
case('08-top-five-invoices',
     'Show me the top 5 invoices by Amount (biggest first), with all their columns.',
     ['invoices.csv'],
     files=[{'name': 'top-invoices.csv', 'sheets': [{'name': 'csv', 'rows': table(INV_HEADER, top5)}]}])
INPUTS['08-top-five-invoices'] = [('invoices.csv', lambda p: write_csv(p, INV_HEADER, rows_of(INV_HEADER, invoices)))]

# ---------- 09: split per team into sheets ----------
# rows arranged so that the teams first appear in alphabetical order (Electrical, HVAC, Plumbing)
ts9 = sorted(timesheet, key=lambda r: r['Date'])
ts9 = [r for r in ts9 if r['Team'] == 'Electrical'][:1] + [r for r in ts9 if r['Team'] == 'HVAC'][:1] + \
      [r for r in ts9 if not (r is [x for x in ts9 if x['Team'] == 'Electrical'][0] or r is [x for x in ts9 if x['Team'] == 'HVAC'][0])]
teams = []
for r in ts9:
    if r['Team'] not in teams:
        teams.append(r['Team'])
assert teams == ['Electrical', 'HVAC', 'Plumbing'], teams
kept9 = [r for r in ts9 if r['Status'] != 'Void']
case('09-timesheet-one-sheet-per-team',
     'Remove the Void rows from the timesheet and put each Team on its own sheet of one workbook called team-hours.xlsx.',
     ['timesheet.csv'], sheet_names=True,
     files=[{'name': 'team-hours.xlsx', 'sheets': [{'name': t, 'rows': table(TS_HEADER, [r for r in kept9 if r['Team'] == t])} for t in teams]}])
INPUTS['09-timesheet-one-sheet-per-team'] = [('timesheet.csv', lambda p: write_csv(p, TS_HEADER, rows_of(TS_HEADER, ts9)))]

# ---------- 10: split per technician into files ----------
techs10 = []
for r in timesheet:
    if r['Technician'] not in techs10:
        techs10.append(r['Technician'])
sel10 = ['Technician', 'Date', 'Hours']
case('10-timesheet-one-file-per-technician',
     'Make a separate CSV file for every Technician with only their rows, keeping the Technician, Date and Hours columns.',
     ['timesheet.csv'],
     files=[{'name': f'{t}.csv', 'sheets': [{'name': 'csv', 'rows': table(sel10, [r for r in timesheet if r['Technician'] == t])}]} for t in techs10])
INPUTS['10-timesheet-one-file-per-technician'] = INPUTS['01-timesheet-total-hours-per-technician']

# ---------- 11: merge two files on Customer ID ----------
CJ_HEADER = ['Job ID', 'Customer ID', 'Job Type', 'Amount']
cust = [('C-01', 'Harper Homes', 'Austin'), ('C-02', 'Maple Court HOA', 'Round Rock'), ('C-03', 'J. Whitfield', 'Austin'),
        ('C-04', 'Riverside Dental', 'Pflugerville'), ('C-05', 'Oak Street Cafe', 'Georgetown')]
cjobs = [(f'J-{3100 + i}', ['C-03', 'C-01', 'C-05', 'C-02', 'C-01', 'C-06', 'C-04', 'C-03', 'C-02', 'C-05', 'C-01', 'C-04'][i],
          JOB_TYPES[i % 6], [320, 145, 980, 2200, 75, 410, 660, 1290, 185, 540, 860, 95][i]) for i in range(12)]
cmap = {c[0]: c for c in cust}
m11 = [[j, c, t, a, cmap[c][1] if c in cmap else '', cmap[c][2] if c in cmap else ''] for j, c, t, a in cjobs]
case('11-jobs-with-customer-details',
     'Combine the jobs file with the customers file on Customer ID so that every job also shows the Customer Name and City. '
     'Keep every job, even when the customer is missing from the customer list.',
     ['jobs.csv', 'customers.csv'],
     files=[{'name': 'jobs-with-customers.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [CJ_HEADER + ['Customer Name', 'City']] + m11}]}])
INPUTS['11-jobs-with-customer-details'] = [('jobs.csv', lambda p: write_csv(p, CJ_HEADER, cjobs)),
                                           ('customers.csv', lambda p: write_csv(p, ['Customer ID', 'Customer Name', 'City'], cust))]

# ---------- 12: append monthly files ----------
jan = [r for r in invoices if r['Date'].month == 2]
mar = [r for r in invoices if r['Date'].month == 3]
apr = [r for r in invoices if r['Date'].month == 4]
case('12-append-monthly-invoice-files',
     'Stack the February, March and April invoice files into one list (one header row) and save it as all-invoices.csv.',
     ['invoices-feb.csv', 'invoices-mar.csv', 'invoices-apr.csv'],
     files=[{'name': 'all-invoices.csv', 'sheets': [{'name': 'csv', 'rows': table(INV_HEADER, jan + mar + apr)}]}])
INPUTS['12-append-monthly-invoice-files'] = [('invoices-feb.csv', lambda p: write_csv(p, INV_HEADER, rows_of(INV_HEADER, jan))),
                                             ('invoices-mar.csv', lambda p: write_csv(p, INV_HEADER, rows_of(INV_HEADER, mar))),
                                             ('invoices-apr.csv', lambda p: write_csv(p, INV_HEADER, rows_of(INV_HEADER, apr)))]

# ---------- 13: csv -> xlsx with sheet name ----------
case('13-price-list-csv-to-excel',
     'Convert the parts price list from CSV to an Excel file with the sheet named Price List. Nothing else changes.',
     ['parts.csv'], sheet_names=True,
     files=[{'name': 'parts.xlsx', 'sheets': [{'name': 'Price List', 'rows': [PL_HEADER] + [list(r) for r in price_list]}]}])
INPUTS['13-price-list-csv-to-excel'] = [('parts.csv', lambda p: write_csv(p, PL_HEADER, price_list))]

# ---------- 14: xlsx -> csv with trim ----------
CL_HEADER = ['Customer', 'Phone', 'City', 'Plan']
clients = [('  Harper Homes', '512-555-0101', 'Austin ', 'Gold'), ('Maple Court HOA ', '512-555-0144', ' Round Rock', 'Silver'),
           ('J. Whitfield', ' 737-555-0190', 'Austin', 'Basic'), (' Riverside Dental ', '512-555-0112', 'Pflugerville', 'Gold'),
           ('Oak Street Cafe', '512-555-0175 ', 'Georgetown', 'Silver'), ('S. Patel  ', '737-555-0133', '  Cedar Park', 'Basic'),
           ('Lakeview Apartments', '512-555-0168', 'Austin', 'Gold'), ('  T. Nguyen', '512-555-0109', 'Leander  ', 'Basic')]
case('14-client-list-trim-to-csv',
     'Clean up the client list: trim the extra spaces at the start and end of every cell, and export it as CSV.',
     ['clients.xlsx'],
     files=[{'name': 'clients.csv', 'sheets': [{'name': 'csv', 'rows': [CL_HEADER] + [[v.strip() for v in r] for r in clients]}]}])
INPUTS['14-client-list-trim-to-csv'] = [('clients.xlsx', lambda p: write_xlsx(p, [('Clients', CL_HEADER, clients)]))]

# ---------- 15: fill blanks with a value ----------
SC_HEADER = ['Ticket', 'Customer', 'Team', 'Priority']
tickets = [('T-901', 'Harper Homes', 'Electrical', 'High'), ('T-902', 'Maple Court HOA', '', 'Low'),
           ('T-903', 'J. Whitfield', 'Plumbing', ''), ('T-904', 'Riverside Dental', '', 'High'),
           ('T-905', 'Oak Street Cafe', 'HVAC', 'Medium'), ('T-906', 'S. Patel', 'Plumbing', ''),
           ('T-907', 'Lakeview Apartments', '', 'Medium'), ('T-908', 'T. Nguyen', 'HVAC', 'Low'),
           ('T-909', 'Harper Homes', 'Electrical', 'Low')]
case('15-service-tickets-fill-blank-team',
     'In the service tickets, fill the empty Team cells with Unassigned and the empty Priority cells with Normal.',
     ['tickets.csv'],
     files=[{'name': 'tickets.csv', 'sheets': [{'name': 'csv', 'rows': [SC_HEADER] + [[a, b, c or 'Unassigned', d or 'Normal'] for a, b, c, d in tickets]}]}])
INPUTS['15-service-tickets-fill-blank-team'] = [('tickets.csv', lambda p: write_csv(p, SC_HEADER, tickets))]

# ---------- 16: fill down ----------
FD_HEADER = ['Technician', 'Date', 'Job ID', 'Hours']
fd = [('Ana Lopez', '2025-05-05', 'J-4001', 3), ('', '2025-05-05', 'J-4002', 2.5), ('', '2025-05-06', 'J-4007', 4),
      ('Ben Carter', '2025-05-05', 'J-4003', 6), ('', '2025-05-06', 'J-4009', 1.5), ('Chris Diaz', '2025-05-05', 'J-4004', 8),
      ('Dana Kim', '2025-05-06', 'J-4010', 2), ('', '2025-05-06', 'J-4011', 2), ('', '2025-05-07', 'J-4015', 5)]
filled = []
last = ''
for t, d, j, h in fd:
    last = t or last
    filled.append([last, d, j, h])
case('16-dispatch-log-fill-down-technician',
     'The dispatch log only writes the Technician on their first row. Fill each blank Technician cell with the name from the row above.',
     ['dispatch.xlsx'],
     files=[{'name': 'dispatch.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [FD_HEADER] + filled}]}])
INPUTS['16-dispatch-log-fill-down-technician'] = [('dispatch.xlsx', lambda p: write_xlsx(p, [('Log', FD_HEADER, [(t or None, dt.date.fromisoformat(d), j, h) for t, d, j, h in fd])]))]

# ---------- 17: avg/min/max per job type ----------
CALL_HEADER = ['Call ID', 'Job Type', 'Technician', 'Duration Minutes']
calls = []
for i in range(18):
    calls.append((f'SC-{700 + i}', ['AC Tune-Up', 'Drain Cleaning', 'Panel Upgrade'][i % 3], TECHS[i % 6][0], [45, 60, 240, 50, 35, 300, 70, 90, 180, 40, 55, 275, 65, 30, 210, 55, 75, 260][i]))
stats = {}
for _, jt, _, m in calls:
    stats.setdefault(jt, []).append(m)
case('17-call-duration-stats-per-job-type',
     'For each Job Type, work out the average, the shortest and the longest Duration Minutes, in columns named '
     'Average Minutes, Shortest and Longest. Sort by Job Type.',
     ['service-calls.csv'],
     files=[{'name': 'durations.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [['Job Type', 'Average Minutes', 'Shortest', 'Longest']] + [[k, r2(sum(v) / len(v)), min(v), max(v)] for k, v in sorted(stats.items())]}]}])
INPUTS['17-call-duration-stats-per-job-type'] = [('service-calls.csv', lambda p: write_csv(p, CALL_HEADER, calls))]

# ---------- 18: count per status ----------
cnt = {}
for r in invoices:
    cnt[r['Status']] = cnt.get(r['Status'], 0) + 1
case('18-invoice-count-per-status',
     'How many invoices do we have per Status? One row per Status with the count in a column called Invoices, sorted by Status.',
     ['invoices.xlsx'],
     files=[{'name': 'invoice-status.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [['Status', 'Invoices']] + [[k, cnt[k]] for k in sorted(cnt)]}]}])
INPUTS['18-invoice-count-per-status'] = INPUTS['02-unpaid-invoices-by-amount']

# ---------- 19: contains filter + select ----------
WO_HEADER = ['Work Order', 'Customer', 'Description', 'Technician', 'Amount']
wo = [('WO-11', 'Harper Homes', 'Replace water heater anode rod', 'Chris Diaz', 220), ('WO-12', 'Maple Court HOA', 'Install 2 GFCI outlets', 'Ana Lopez', 310),
      ('WO-13', 'J. Whitfield', 'Flush Water Heater and check valve', 'Fay Osei', 140), ('WO-14', 'Riverside Dental', 'AC not cooling - recharge', 'Ben Carter', 480),
      ('WO-15', 'Oak Street Cafe', 'New 50 gal water heater', 'Chris Diaz', 1650), ('WO-16', 'S. Patel', 'Kitchen drain clog', 'Fay Osei', 190),
      ('WO-17', 'Lakeview Apartments', 'Water heater leaking at base', 'Chris Diaz', 360), ('WO-18', 'T. Nguyen', 'Panel inspection', 'Dana Kim', 150),
      ('WO-19', 'Harper Homes', 'Thermostat swap', 'Eli Novak', 210), ('WO-20', 'Maple Court HOA', 'Tankless water heater descale', 'Fay Osei', 260)]
wh = [[w, c, a] for w, c, d, t, a in wo if 'water heater' in d.lower()]
case('19-water-heater-work-orders',
     'Find the work orders whose Description contains "water heater" and keep only the Work Order, Customer and Amount columns.',
     ['work-orders.csv'],
     files=[{'name': 'water-heaters.csv', 'sheets': [{'name': 'csv', 'rows': [['Work Order', 'Customer', 'Amount']] + wh}]}])
INPUTS['19-water-heater-work-orders'] = [('work-orders.csv', lambda p: write_csv(p, WO_HEADER, wo))]

# ---------- 20: two conditions ----------
ot = [r for r in timesheet if r['Hours'] > 8 and r['Status'] == 'Approved']
case('20-approved-long-shifts',
     'List the timesheet rows where Hours is greater than 8 and Status is Approved.',
     ['timesheet.csv'],
     files=[{'name': 'long-shifts.csv', 'sheets': [{'name': 'csv', 'rows': table(TS_HEADER, ot)}]}])
INPUTS['20-approved-long-shifts'] = INPUTS['01-timesheet-total-hours-per-technician']

# ---------- 21: reorder columns ----------
RO_HEADER = ['Date', 'Hours', 'Status', 'Team', 'Technician']
ts21 = timesheet[:14]
case('21-timesheet-columns-technician-first',
     'Move the Technician and Team columns to the front (Technician first, then Team); leave the other columns in the order they are.',
     ['timesheet.xlsx'],
     files=[{'name': 'timesheet.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': table(['Technician', 'Team', 'Date', 'Hours', 'Status'], ts21)}]}])
INPUTS['21-timesheet-columns-technician-first'] = [('timesheet.xlsx', lambda p: write_xlsx(p, [('Sheet1', RO_HEADER, rows_of(RO_HEADER, ts21))]))]

# ---------- 22: merge two sheets of one workbook ----------
JS_HEADER = ['Job ID', 'Tech ID', 'Date', 'Hours']
TE_HEADER = ['Tech ID', 'Technician', 'Hourly Rate']
techtab = [('T1', 'Ana Lopez', 48), ('T2', 'Ben Carter', 52), ('T3', 'Chris Diaz', 45), ('T4', 'Dana Kim', 50)]
jobsheet = [(f'J-{5000 + i}', ['T2', 'T1', 'T4', 'T3', 'T1', 'T2', 'T3', 'T4', 'T1', 'T3'][i], dt.date(2025, 6, 2 + i % 5), [2, 3.5, 6, 1.5, 4, 8, 2.5, 5, 3, 7][i]) for i in range(10)]
tmap = {t[0]: t for t in techtab}
m22 = [[j, t, iso(d), h, tmap[t][1], tmap[t][2]] for j, t, d, h in jobsheet]
case('22-job-hours-with-technician-rates',
     'The workbook has a Jobs sheet and a Technicians sheet. Merge the Technicians sheet into the Jobs sheet on Tech ID, '
     'so each job gets the Technician and Hourly Rate.',
     ['job-hours.xlsx'],
     files=[{'name': 'job-hours.xlsx', 'sheets': [{'name': 'Jobs', 'rows': [JS_HEADER + ['Technician', 'Hourly Rate']] + m22}]}])
INPUTS['22-job-hours-with-technician-rates'] = [('job-hours.xlsx', lambda p: write_xlsx(p, [('Jobs', JS_HEADER, jobsheet), ('Technicians', TE_HEADER, techtab)]))]

# ---------- 23: append sheets ----------
MS_HEADER = ['Invoice No', 'Customer', 'Amount']
q1 = {'Jan': [('INV-1', 'Harper Homes', 420), ('INV-2', 'S. Patel', 95.5), ('INV-3', 'Oak Street Cafe', 1300)],
      'Feb': [('INV-4', 'Maple Court HOA', 780), ('INV-5', 'J. Whitfield', 215), ('INV-6', 'Harper Homes', 64.75), ('INV-7', 'T. Nguyen', 330)],
      'Mar': [('INV-8', 'Riverside Dental', 2150), ('INV-9', 'Lakeview Apartments', 445)]}
case('23-quarter-sheets-into-one',
     'Our Q1 invoice workbook has one sheet per month (Jan, Feb, Mar). Put all the sheets together into a single sheet, one under the other.',
     ['q1-invoices.xlsx'],
     files=[{'name': 'q1-invoices.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [MS_HEADER] + [list(r) for m in ('Jan', 'Feb', 'Mar') for r in q1[m]]}]}])
INPUTS['23-quarter-sheets-into-one'] = [('q1-invoices.xlsx', lambda p: write_xlsx(p, [(m, MS_HEADER, q1[m]) for m in ('Jan', 'Feb', 'Mar')]))]

# ---------- 24: exact duplicates + sort ----------
CO_HEADER = ['Customer', 'Email', 'Phone']
contacts = [('Oak Street Cafe', 'info@oakstcafe.com', '512-555-0175'), ('Harper Homes', 'office@harperhomes.com', '512-555-0101'),
            ('Oak Street Cafe', 'info@oakstcafe.com', '512-555-0175'), ('Maple Court HOA', 'board@maplecourt.org', '512-555-0144'),
            ('Harper Homes', 'office@harperhomes.com', '512-555-0101'), ('Harper Homes', 'ap@harperhomes.com', '512-555-0102'),
            ('J. Whitfield', 'jwhit@mail.com', '737-555-0190'), ('Maple Court HOA', 'board@maplecourt.org', '512-555-0144'),
            ('Riverside Dental', 'frontdesk@riversidedental.com', '512-555-0112')]
uniq = []
for r in contacts:
    if r not in uniq:
        uniq.append(r)
uniq_sorted = sorted(uniq, key=lambda r: r[0])
case('24-contacts-remove-exact-duplicates',
     'Remove duplicate rows from the customer contacts (rows that are exactly the same) and sort the list by Customer alphabetically.',
     ['contacts.csv'],
     files=[{'name': 'contacts.csv', 'sheets': [{'name': 'csv', 'rows': [CO_HEADER] + [list(r) for r in uniq_sorted]}]}])
INPUTS['24-contacts-remove-exact-duplicates'] = [('contacts.csv', lambda p: write_csv(p, CO_HEADER, contacts))]

# ---------- 25: date range + group sum + sort desc ----------
mar_tot = {}
for r in invoices:
    if dt.date(2025, 3, 1) <= r['Date'] <= dt.date(2025, 3, 31):
        mar_tot[r['Customer']] = mar_tot.get(r['Customer'], 0) + r['Amount']
case('25-march-revenue-per-customer',
     'Take only the invoices dated between 2025-03-01 and 2025-03-31, add up the Amount for each Customer as Total Amount, '
     'and sort from the highest Total Amount to the lowest.',
     ['invoices.csv'],
     files=[{'name': 'march-revenue.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [['Customer', 'Total Amount']] + [[k, r2(v)] for k, v in sorted(mar_tot.items(), key=lambda kv: -kv[1])]}]}])
INPUTS['25-march-revenue-per-customer'] = INPUTS['08-top-five-invoices']

# ---------- 26: group then top 3 ----------
tot26 = {}
for r in timesheet:
    if r['Status'] != 'Void':
        tot26[r['Technician']] = tot26.get(r['Technician'], 0) + r['Hours']
vals = sorted(tot26.items(), key=lambda kv: -kv[1])
assert vals[2][1] != vals[3][1], 'tie at the cut'
case('26-top-three-technicians-by-hours',
     'Ignore Void rows. Total the Hours per Technician (call it Total Hours) and give me the top 3 technicians with the most hours.',
     ['timesheet.csv'],
     files=[{'name': 'top-technicians.csv', 'sheets': [{'name': 'csv', 'rows': [['Technician', 'Total Hours']] + [list(kv) for kv in vals[:3]]}]}])
INPUTS['26-top-three-technicians-by-hours'] = INPUTS['01-timesheet-total-hours-per-technician']

# ---------- 27: computed cost then group ----------
LB_HEADER = ['Technician', 'Team', 'Hours', 'Rate']
labour = []
for i in range(14):
    tech, team = TECHS[i % 6]
    labour.append((tech, team, [6, 7.5, 4, 8, 3.25, 5, 9, 2.5, 6.75, 4, 8, 7, 1.5, 5.5][i], {'Electrical': 48.5, 'HVAC': 52, 'Plumbing': 45.75}[team]))
cost = {}
for t, tm, h, rt in labour:
    cost[tm] = cost.get(tm, 0) + h * rt
case('27-labour-cost-per-team',
     'Calculate Labour Cost as Hours times Rate for each row, then total the Labour Cost per Team (column Total Labour Cost), sorted by Team.',
     ['labour.xlsx'],
     files=[{'name': 'labour-cost.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [['Team', 'Total Labour Cost']] + [[k, r2(cost[k])] for k in sorted(cost)]}]}])
INPUTS['27-labour-cost-per-team'] = [('labour.xlsx', lambda p: write_xlsx(p, [('Labour', LB_HEADER, labour)]))]

# ---------- 28: not-equal filter + drop column, to csv ----------
JX_HEADER = ['Job ID', 'Customer', 'Status', 'Amount', 'Internal Notes']
jx = [(f'J-{6100 + i}', CUSTOMERS[i % 6], ['Completed', 'Cancelled', 'Scheduled', 'Completed', 'Cancelled', 'Completed', 'Scheduled', 'Completed', 'Completed', 'Cancelled', 'Scheduled', 'Completed'][i],
       [350, 0, 780, 1220, 0, 95, 410, 2300, 165, 0, 640, 870][i], ['gate code 4411', 'customer rescheduled', '', 'paid by check', 'duplicate', '', 'dog in yard', '', 'warranty', 'no show', '', 'needs follow-up'][i]) for i in range(12)]
case('28-jobs-without-cancelled-for-customer',
     'Take the jobs workbook, remove every job whose Status is Cancelled, delete the Internal Notes column and save the result as CSV.',
     ['jobs.xlsx'],
     files=[{'name': 'jobs.csv', 'sheets': [{'name': 'csv', 'rows': [JX_HEADER[:4]] + [list(r[:4]) for r in jx if r[2] != 'Cancelled']}]}])
INPUTS['28-jobs-without-cancelled-for-customer'] = [('jobs.xlsx', lambda p: write_xlsx(p, [('Jobs', JX_HEADER, jx)]))]

# ---------- 29: remove blank emails ----------
EM_HEADER = ['Customer', 'Customer Email', 'Last Service']
em = [('Harper Homes', 'office@harperhomes.com', '2025-02-11'), ('Maple Court HOA', '', '2025-01-28'), ('J. Whitfield', 'jwhit@mail.com', '2025-03-02'),
      ('Riverside Dental', '', '2024-12-15'), ('Oak Street Cafe', 'info@oakstcafe.com', '2025-03-09'), ('S. Patel', '', '2025-02-20'),
      ('Lakeview Apartments', 'mgr@lakeviewapts.com', '2025-01-05'), ('T. Nguyen', 'tn@mail.com', '2025-03-11')]
case('29-customers-with-an-email',
     'Drop the customers that have no Customer Email (the cell is empty) we need the list for the spring maintenance reminders.',
     ['customers.csv'],
     files=[{'name': 'customers.csv', 'sheets': [{'name': 'csv', 'rows': [EM_HEADER] + [list(r) for r in em if r[1]]}]}])
INPUTS['29-customers-with-an-email'] = [('customers.csv', lambda p: write_csv(p, EM_HEADER, em))]

# ---------- 30: money text, filter > 1000, sort ----------
BL_HEADER = ['Bill', 'Vendor', 'Amount']
bills = [('B-301', 'Ferguson', '$1,234.50'), ('B-302', 'Graybar', '$318.00'), ('B-303', 'Johnstone Supply', '$2,980.75'),
         ('B-304', 'Home Depot Pro', '$96.40'), ('B-305', 'Ferguson', '$1,010.00'), ('B-306', 'Graybar', '$4,400.00'),
         ('B-307', 'Johnstone Supply', '$999.99'), ('B-308', 'Sunbelt Rentals', '$1,500.00')]
def money(s):
    return float(s.replace('$', '').replace(',', ''))
b30 = sorted([b for b in bills if money(b[2]) > 1000], key=lambda b: -money(b[2]))
case('30-supplier-bills-over-1000',
     'Keep the supplier bills with an Amount over 1000 and sort them by Amount, highest first.',
     ['bills.csv'],
     files=[{'name': 'bills.csv', 'sheets': [{'name': 'csv', 'rows': [BL_HEADER] + [[a, b, money(c)] for a, b, c in b30]}]}])
INPUTS['30-supplier-bills-over-1000'] = [('bills.csv', lambda p: write_csv(p, BL_HEADER, bills))]

# ---------- 31: US dates range ----------
VS_HEADER = ['Visit', 'Customer', 'Visit Date', 'Technician']
visits = [(f'V-{80 + i}', CUSTOMERS[(i * 2) % 6], dt.date(2025, 4, 24) + dt.timedelta(days=i * 2), TECHS[i % 6][0]) for i in range(12)]
v31 = [v for v in visits if dt.date(2025, 5, 1) <= v[2] <= dt.date(2025, 5, 10)]
case('31-visits-first-ten-days-of-may',
     'Keep only the visits whose Visit Date is from May 1 2025 through May 10 2025.',
     ['visits.csv'],
     files=[{'name': 'visits.csv', 'sheets': [{'name': 'csv', 'rows': [VS_HEADER] + [[a, b, c.isoformat(), d] for a, b, c, d in v31]}]}])
INPUTS['31-visits-first-ten-days-of-may'] = [('visits.csv', lambda p: write_csv(p, VS_HEADER, [(a, b, f'{c.month}/{c.day}/{c.year}', d) for a, b, c, d in visits]))]

# ---------- 32: min/max/count per supplier ----------
per = {}
for s, d, p, sup in price_list:
    per.setdefault(sup, []).append(p)
case('32-price-range-per-supplier',
     'For each Supplier in the price list, show the number of items as Items, the lowest Unit Price as Lowest Price and the highest Unit Price as Highest Price, sorted by Supplier.',
     ['price-list.xlsx'],
     files=[{'name': 'suppliers.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [['Supplier', 'Items', 'Lowest Price', 'Highest Price']] + [[k, len(v), min(v), max(v)] for k, v in sorted(per.items())]}]}])
INPUTS['32-price-range-per-supplier'] = [('price-list.xlsx', lambda p: write_xlsx(p, [('Prices', PL_HEADER, price_list)]))]

# ---------- 38-44: written after the offline provider's first version, other phrasings (held out) ----------
PQ_HEADER = ['PO Number', 'Vendor', 'Item', 'Qty', 'Unit Cost']
pq = [('PO-7001', 'Ferguson', 'Copper elbow 3/4in', 40, 1.85), ('PO-7001', 'Ferguson', 'Solder 1lb', 0, 24.0),
      ('PO-7002', 'Graybar', 'Wire 14/2 250ft', 6, 89.0), ('PO-7002', 'Graybar', 'Single pole switch', 25, 2.4),
      ('PO-7002', 'Graybar', 'Box of wire nuts', 0, 6.4), ('PO-7003', 'Johnstone', 'Contactor 30A', 4, 31.5),
      ('PO-7001', 'Ferguson', 'PEX crimp rings (100)', 3, 18.75), ('PO-7004', 'Ferguson', 'Shutoff valve', 12, 9.9),
      ('PO-7003', 'Johnstone', 'Condensate pump', 2, 72.0), ('PO-7004', 'Ferguson', 'Flex connector', 0, 7.25),
      ('PO-7002', 'Graybar', 'Duplex outlet', 30, 1.95)]
agg = {}
for po, v, it, q, c in pq:
    if q == 0:
        continue
    n, t = agg.get(po, (0, 0))
    agg[po] = (n + 1, t + q)
case('38-purchase-order-lines-per-po',
     'Can you go through the PO export and get rid of any line where Qty is 0? Then show each PO Number with how many lines it has '
     '(call that Lines) and the sum of Qty as Total Qty, ordered by PO Number.',
     ['po-export.csv'],
     files=[{'name': 'po-summary.csv', 'sheets': [{'name': 'csv', 'rows': [['PO Number', 'Lines', 'Total Qty']] + [[k, v[0], v[1]] for k, v in sorted(agg.items())]}]}])
INPUTS['38-purchase-order-lines-per-po'] = [('po-export.csv', lambda p: write_csv(p, PQ_HEADER, pq))]

hv = sorted([r for r in timesheet if r['Team'] == 'HVAC'], key=lambda r: r['Date'], reverse=True)
case('39-hvac-team-hours-newest-first',
     "I only need the HVAC team's rows from the timesheet (Team = HVAC), just the Technician, Date and Hours columns, newest date at the top.",
     ['timesheet.csv'],
     files=[{'name': 'hvac.csv', 'sheets': [{'name': 'csv', 'rows': table(['Technician', 'Date', 'Hours'], hv)}]}])
INPUTS['39-hvac-team-hours-newest-first'] = INPUTS['01-timesheet-total-hours-per-technician']
# rows of the same date keep the input's order (a stable sort, as Python's sorted with reverse=True)

AG_HEADER = ['Agreement', 'Cust', 'Plan', 'Renewal Date']
agreements = [('SA-101', 'Harper Homes', 'Gold', dt.date(2025, 5, 14)), ('SA-102', 'Maple Court HOA', 'Silver', dt.date(2025, 8, 2)),
              ('SA-103', 'J. Whitfield', 'Basic', dt.date(2025, 6, 30)), ('SA-104', 'Riverside Dental', 'Gold', dt.date(2025, 7, 1)),
              ('SA-105', 'Oak Street Cafe', 'Silver', dt.date(2025, 6, 3)), ('SA-106', 'S. Patel', 'Basic', dt.date(2025, 9, 19)),
              ('SA-107', 'Lakeview Apartments', 'Gold', dt.date(2025, 4, 28)), ('SA-108', 'T. Nguyen', 'Basic', dt.date(2025, 6, 12))]
ren = [[a, c, pl, d.isoformat()] for a, c, pl, d in agreements if d <= dt.date(2025, 6, 30)]
case('40-agreements-renewing-by-end-of-june',
     "Service agreements: keep the ones with a Renewal Date up to 2025-06-30, rename the Cust column to Customer and save the list as renewals.csv.",
     ['agreements.xlsx'],
     files=[{'name': 'renewals.csv', 'sheets': [{'name': 'csv', 'rows': [['Agreement', 'Customer', 'Plan', 'Renewal Date']] + ren}]}])
INPUTS['40-agreements-renewing-by-end-of-june'] = [('agreements.xlsx', lambda p: write_xlsx(p, [('Agreements', AG_HEADER, agreements)]))]

fer = [r for r in price_list if r[3] == 'Ferguson']
gra = [r for r in price_list if r[3] == 'Graybar']
both = sorted(fer + gra, key=lambda r: r[2])
case('41-two-supplier-sheets-cheapest-first',
     'The price workbook has a Ferguson sheet and a Graybar sheet with the same columns. Put both sheets into one list and sort it by Unit Price from cheapest to most expensive.',
     ['supplier-prices.xlsx'],
     files=[{'name': 'prices.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [PL_HEADER] + [list(r) for r in both]}]}])
INPUTS['41-two-supplier-sheets-cheapest-first'] = [('supplier-prices.xlsx', lambda p: write_xlsx(p, [('Ferguson', PL_HEADER, fer), ('Graybar', PL_HEADER, gra)]))]

done = {}
for r in jx:
    if r[2] == 'Completed':
        done.setdefault(r[1], []).append(r[3])
avg42 = sorted(((k, len(v), r2(sum(v) / len(v))) for k, v in done.items()), key=lambda t: -t[2])
assert len({t[2] for t in avg42}) == len(avg42), 'case 42: tie'
case('42-completed-jobs-per-customer',
     'Looking only at jobs with Status Completed: per Customer, count the jobs (Jobs) and take the average Amount (Average Amount). Highest average first.',
     ['jobs.xlsx'],
     files=[{'name': 'customers.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [['Customer', 'Jobs', 'Average Amount']] + [list(t) for t in avg42]}]}])
INPUTS['42-completed-jobs-per-customer'] = INPUTS['28-jobs-without-cancelled-for-customer']

TM_HEADER = ['Technician', 'Date', 'Job ID', 'Hours']
tm = [('Ana Lopez ', '2025-05-06', 'J-4401', 3), ('Ben Carter', '2025-05-05', 'J-4402', 2), (' Ana Lopez', '2025-05-05', 'J-4403', 4),
      ('Ben Carter  ', '2025-05-05', 'J-4402', 2), ('Chris Diaz', '2025-05-07', 'J-4405', 6), ('Ana Lopez', '2025-05-06', 'J-4401', 3),
      ('Chris Diaz', '2025-05-06', 'J-4406', 1.5), (' Dana Kim', '2025-05-05', 'J-4407', 5), ('Dana Kim', '2025-05-05', 'J-4407', 5)]
trimmed = [(a.strip(), b, c, d) for a, b, c, d in tm]
u43 = []
for r in trimmed:
    if r not in u43:
        u43.append(r)
u43.sort(key=lambda r: (r[0], r[1]))
case('43-job-log-clean-names-and-duplicates',
     'The job log has stray spaces around the names in the Technician column, which hides duplicates. Strip those spaces, then remove the duplicate rows, and sort by Technician and then Date.',
     ['job-log.csv'],
     files=[{'name': 'job-log.csv', 'sheets': [{'name': 'csv', 'rows': [TM_HEADER] + [list(r) for r in u43]}]}])
INPUTS['43-job-log-clean-names-and-duplicates'] = [('job-log.csv', lambda p: write_csv(p, TM_HEADER, tm))]

case('44-price-list-five-percent-increase',
     'Prices go up 5% next month. Add a column New Price = Unit Price * 1.05, rounded to 2 decimals, and keep only SKU, Desc, Unit Price and New Price.',
     ['price-list.csv'],
     files=[{'name': 'new-prices.csv', 'sheets': [{'name': 'csv', 'rows': [['SKU', 'Desc', 'Unit Price', 'New Price']] + [[sk, d, p, round(p * 1.05 + 1e-9, 2)] for sk, d, p, _ in price_list]}]}])
INPUTS['44-price-list-five-percent-increase'] = INPUTS['04-price-list-rename-and-convert']

# ---------- 46-51: written at 15:20, after the understanding had seen 01-45 (held out again) ----------
od = sorted([r for r in invoices if r['Status'] == 'Overdue'], key=lambda r: r['Date'])
case('46-overdue-invoices-oldest-first',
     'Please sort the invoice list so the oldest invoices come first, and only show the ones that are Overdue.',
     ['invoices.xlsx'],
     files=[{'name': 'overdue.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': table(INV_HEADER, od)}]}])
INPUTS['46-overdue-invoices-oldest-first'] = INPUTS['02-unpaid-invoices-by-amount']

st = {}
for r in invoices:
    st[r['Status']] = st.get(r['Status'], 0) + r['Amount']
st_rows = sorted(st.items(), key=lambda kv: -kv[1])
assert len({v for _, v in st_rows}) == len(st_rows)
case('47-invoice-total-by-status',
     'Give me the total Amount by Status, call it Total, biggest total first.',
     ['invoices.csv'],
     files=[{'name': 'status-totals.csv', 'sheets': [{'name': 'csv', 'rows': [['Status', 'Total']] + [[k, r2(v)] for k, v in st_rows]}]}])
INPUTS['47-invoice-total-by-status'] = INPUTS['08-top-five-invoices']

case('48-contacts-email-first-without-phone',
     'Take the Phone column out of the contact list and make Email the first column.',
     ['contacts.csv'],
     files=[{'name': 'contacts.csv', 'sheets': [{'name': 'csv', 'rows': [['Email', 'Customer']] + [[e, c] for c, e, _ in contacts]}]}])
INPUTS['48-contacts-email-first-without-phone'] = INPUTS['24-contacts-remove-exact-duplicates']

big = [[a, b, q, c, r2(q * c)] for a, b, q, c in pos if q * c >= 500]
case('49-purchase-order-lines-of-500-or-more',
     'For the purchase orders, work out the Line Total (Qty x Unit Cost) and give me only the lines where the Line Total is at least 500.',
     ['purchase-orders.xlsx'],
     files=[{'name': 'big-lines.xlsx', 'sheets': [{'name': 'Sheet1', 'rows': [PO_HEADER + ['Line Total']] + big}]}])
INPUTS['49-purchase-order-lines-of-500-or-more'] = INPUTS['05-purchase-orders-line-total']

t3 = sorted(wo, key=lambda r: -r[4])[:3]
case('50-three-most-expensive-work-orders',
     'Which 3 work orders were the most expensive? Show the Work Order, Technician and Amount.',
     ['work-orders.csv'],
     files=[{'name': 'top-work-orders.csv', 'sheets': [{'name': 'csv', 'rows': [['Work Order', 'Technician', 'Amount']] + [[w, t, a] for w, c, d, t, a in t3]}]}])
INPUTS['50-three-most-expensive-work-orders'] = INPUTS['19-water-heater-work-orders']

ts_count = {}
for r in timesheet:
    k = (r['Team'], r['Status'])
    ts_count[k] = ts_count.get(k, 0) + 1
case('51-timesheet-entries-per-team-and-status',
     'Count how many timesheet entries each Team has per Status (call it Entries), sorted by Team and then Status.',
     ['timesheet.csv'],
     files=[{'name': 'entries.csv', 'sheets': [{'name': 'csv', 'rows': [['Team', 'Status', 'Entries']] + [[k[0], k[1], v] for k, v in sorted(ts_count.items())]}]}])
INPUTS['51-timesheet-entries-per-team-and-status'] = INPUTS['01-timesheet-total-hours-per-technician']

# ---------- 52-56 (+57): written at 15:30, after the understanding had seen 01-51 (held out again) ----------
el = {}
for r in timesheet:
    if r['Team'] == 'Electrical':
        el[r['Technician']] = el.get(r['Technician'], 0) + r['Hours']
case('52-electrical-team-hours-per-technician',
     'Just the electricians please (Team is Electrical): add up their Hours per Technician into a column Hours Total, A-Z by Technician.',
     ['timesheet.csv'],
     files=[{'name': 'electrical.csv', 'sheets': [{'name': 'csv', 'rows': [['Technician', 'Hours Total']] + [[k, el[k]] for k in sorted(el)]}]}])
INPUTS['52-electrical-team-hours-per-technician'] = INPUTS['01-timesheet-total-hours-per-technician']

cheap = sorted([r for r in price_list if r[2] < 20], key=lambda r: r[2])
case('53-price-list-items-under-20',
     'Cut the price list down to the items with a Unit Price under 20, cheapest on top, and leave out the Supplier column.',
     ['price-list.csv'],
     files=[{'name': 'cheap.csv', 'sheets': [{'name': 'csv', 'rows': [PL_HEADER[:3]] + [list(r[:3]) for r in cheap]}]}])
INPUTS['53-price-list-items-under-20'] = INPUTS['04-price-list-rename-and-convert']

inner = [[j, c, t, a, cmap[c][1], cmap[c][2]] for j, c, t, a in cjobs if c in cmap]
case('54-jobs-with-known-customers-only',
     'Bring the customers file into the jobs file by Customer ID, but only keep the jobs whose customer is found in the customers file.',
     ['jobs.csv', 'customers.csv'],
     files=[{'name': 'jobs.csv', 'sheets': [{'name': 'csv', 'rows': [CJ_HEADER + ['Customer Name', 'City']] + inner}]}])
INPUTS['54-jobs-with-known-customers-only'] = INPUTS['11-jobs-with-customer-details']

since = [r for r in invoices if r['Date'] >= dt.date(2025, 3, 10) and r['Status'] == 'Unpaid']
case('55-unpaid-invoices-since-march-10',
     'I need the invoices dated 2025-03-10 or later that are still Unpaid, saved as unpaid-since-march-10.csv.',
     ['invoices.xlsx'],
     files=[{'name': 'unpaid-since-march-10.csv', 'sheets': [{'name': 'csv', 'rows': table(INV_HEADER, since)}]}])
INPUTS['55-unpaid-invoices-since-march-10'] = INPUTS['02-unpaid-invoices-by-amount']

statuses = sorted({r['Status'] for r in invoices})
case('56-one-csv-per-invoice-status',
     'Save the invoices as one CSV file for each Status.',
     ['invoices.xlsx'],
     files=[{'name': f'{st}.csv', 'sheets': [{'name': 'csv', 'rows': table(INV_HEADER, [r for r in invoices if r['Status'] == st])}]} for st in statuses])
INPUTS['56-one-csv-per-invoice-status'] = INPUTS['02-unpaid-invoices-by-amount']

# ---------- refusals: the offline provider must not pretend ----------
case('33-refuse-email-each-technician',
     'Total the Hours per Technician from the timesheet and email each technician their own total.',
     ['timesheet.csv'], expect='refuse', mentions=['email'])
INPUTS['33-refuse-email-each-technician'] = INPUTS['01-timesheet-total-hours-per-technician']
case('34-refuse-predict-next-month',
     "Look at the timesheet and predict next month's hours for every technician.",
     ['timesheet.csv'], expect='refuse', mentions=['predict'])
INPUTS['34-refuse-predict-next-month'] = INPUTS['01-timesheet-total-hours-per-technician']
case('35-refuse-translate-notes',
     'Translate the Internal Notes column of the jobs file into Spanish for the new crew.',
     ['jobs.xlsx'], expect='refuse', mentions=['translate', 'spanish'])
INPUTS['35-refuse-translate-notes'] = INPUTS['28-jobs-without-cancelled-for-customer']
case('36-refuse-driving-distance',
     'Remove duplicate customers, then look up each customer on Google Maps and add the driving distance from our shop.',
     ['contacts.csv'], expect='refuse', mentions=['google maps', 'driving distance'])
INPUTS['36-refuse-driving-distance'] = INPUTS['24-contacts-remove-exact-duplicates']
case('37-refuse-summarise-complaints',
     'Read the work order descriptions and write a short paragraph summarising what customers complain about most.',
     ['work-orders.csv'], expect='refuse', mentions=['summar', 'paragraph', 'complain'])
INPUTS['37-refuse-summarise-complaints'] = INPUTS['19-water-heater-work-orders']
case('45-refuse-text-the-on-call-plumber',
     "Every Friday, keep the Plumbing rows of the timesheet and text the on-call plumber tomorrow's schedule.",
     ['timesheet.csv'], expect='refuse', mentions=['text', 'on-call'])
INPUTS['45-refuse-text-the-on-call-plumber'] = INPUTS['01-timesheet-total-hours-per-technician']
case('57-refuse-highlight-long-shifts-in-red',
     'Highlight in red the timesheet rows where Hours is over 8 so I can spot them.',
     ['timesheet.csv'], expect='refuse', mentions=['highlight', 'red'])
INPUTS['57-refuse-highlight-long-shifts-in-red'] = INPUTS['01-timesheet-total-hours-per-technician']


exec(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), 'office_cases.py')).read())


def expected_json(files):
    """One row a line, so a diff of expected.json reads like the table."""
    out = ['{ "files": [']
    for fi, fl in enumerate(files):
        out.append(f'  {{ "name": {json.dumps(fl["name"])}, "sheets": [')
        for si, sh in enumerate(fl['sheets']):
            out.append(f'    {{ "name": {json.dumps(sh["name"])}, "rows": [')
            out.append(',\n'.join('      ' + json.dumps(r) for r in sh['rows']))
            out.append('    ] }' + (',' if si < len(fl['sheets']) - 1 else ''))
        out.append('  ] }' + (',' if fi < len(files) - 1 else ''))
    out.append('] }')
    return '\n'.join(out) + '\n'


def main():
    if os.path.isdir(ROOT):
        shutil.rmtree(ROOT)
    for c in CASES:
        d = os.path.join(ROOT, c['slug'])
        os.makedirs(d)
        meta = {'description': c['description'], 'taskType': 'excel-processing', 'inputs': c['inputs'], 'expect': c['expect']}
        if c['any_row_order']:
            meta['anyRowOrder'] = True
        if c['sheet_names']:
            meta['sheetNames'] = True
        if c['slug'].split('-')[0] in FORMAT_NAMED or c['fmt']:
            meta['formatNamed'] = True
        if c['slug'].split('-')[0] in FILE_NAMED or c['named']:
            meta['fileNamed'] = True
        if c['any_header']:
            meta['anyHeader'] = True
        if c['any_sheet_order']:
            meta['anySheetOrder'] = True
        if c['sample']:
            meta['sample'] = True
        if c['answers']:
            meta['answers'] = c['answers']
        if c['mentions']:
            meta['refuseMentions'] = c['mentions']
        with open(os.path.join(d, 'case.json'), 'w') as f:
            json.dump(meta, f, indent=2)
            f.write('\n')
        for name, writer in INPUTS[c['slug']]:
            writer(os.path.join(d, name))
        assert sorted(n for n, _ in INPUTS[c['slug']]) == sorted(c['inputs']), c['slug']
        if c['expect'] == 'solve':
            with open(os.path.join(d, 'expected.json'), 'w') as f:
                f.write(expected_json(c['files']))
    print(f'{len(CASES)} cases written to {os.path.normpath(ROOT)}')


main()
