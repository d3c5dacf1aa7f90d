# Cases 58-99 (issue 30): requests as the office staff of a home-services company type them, in
# their own words, written without looking at the offline builder's catalogue. Run by
# build_cases.py (exec'd in its namespace: case, INPUTS, write_csv, write_xlsx, table, r2, dt).
# New files, each a small literal table checked by eye; every expected output below is computed by
# the plain Python next to it.
#   sample=True  the request comes with the file (the builder sees its header and first rows);
#                without it the request is typed before any file exists (the quick creator).
#   any_header   the request does not name the output's columns: only the header's width counts.
#   expect='ask' ambiguous or not a file's job: a question, a refusal, or the part named as not
#                understood; never a file made as if understood.

D = dt.date


def by(rows, key, reverse=False):
    return sorted(rows, key=key, reverse=reverse)  # stable: ties keep the file's order


def group(rows, key):
    out = {}
    for r in rows:
        out.setdefault(key(r), []).append(r)
    return out


def csv_file(name, header, rows):
    return (name, lambda p: write_csv(p, header, rows))


def xlsx_file(name, sheet, header, rows):
    return (name, lambda p: write_xlsx(p, [(sheet, header, rows)]))


def out(name, header, rows, sheet='Sheet1'):
    return [{'name': name, 'sheets': [{'name': sheet, 'rows': [list(header)] + [[iso(c) for c in r] for r in rows]}]}]


def num(v):
    return 0 if v in (None, '') else v


# ---------- a weekly timesheet export (xlsx), two hours left blank ----------
TX_HEADER = ['Technician', 'Date', 'Job #', 'Hours', 'Status']
tx = [
    ('Maria Gomez', D(2025, 9, 29), 'J-7101', 6.5, 'Approved'),
    ('Tom Reed', D(2025, 9, 30), 'J-7102', 9, 'Approved'),
    ('Sam Patel', D(2025, 10, 1), 'J-7103', 4, 'Pending'),
    ('Maria Gomez', D(2025, 10, 2), 'J-7104', 8.5, 'Approved'),
    ('Lisa Wong', D(2025, 10, 2), 'J-7105', 3, 'Approved'),
    ('Tom Reed', D(2025, 10, 6), 'J-7106', 10, 'Pending'),
    ('Sam Patel', D(2025, 10, 7), 'J-7107', None, 'Approved'),
    ('Lisa Wong', D(2025, 10, 9), 'J-7108', 7.5, 'Approved'),
    ('Maria Gomez', D(2025, 10, 14), 'J-7109', 5, 'Pending'),
    ('Tom Reed', D(2025, 10, 15), 'J-7110', 2, 'Approved'),
    ('Sam Patel', D(2025, 10, 21), 'J-7111', 11, 'Approved'),
    ('Lisa Wong', D(2025, 10, 28), 'J-7112', None, 'Pending'),
    ('Maria Gomez', D(2025, 11, 3), 'J-7113', 4.5, 'Approved'),
    ('Tom Reed', D(2025, 11, 4), 'J-7114', 8, 'Approved'),
]
TX = [xlsx_file('timesheet-export.xlsx', 'Export', TX_HEADER, tx)]


def hours_per_tech(rows):
    totals = {}
    for t, d, j, h, s in rows:
        totals[t] = totals.get(t, 0) + num(h)
    return totals


tx_tot = hours_per_tech(tx)  # Maria 24.5, Tom 29, Sam 15, Lisa 10.5
assert tx_tot == {'Maria Gomez': 24.5, 'Tom Reed': 29, 'Sam Patel': 15, 'Lisa Wong': 10.5}

case('58-how-many-hours-did-each-tech-work', 'how many hours did each tech work?', ['timesheet-export.xlsx'], sample=True,
     any_header=True, any_row_order=True, files=out('hours.xlsx', ['Technician', 'Hours'], tx_tot.items()))
INPUTS['58-how-many-hours-did-each-tech-work'] = TX

case('59-monday-timesheet-summary-before-the-file',
     'Every Monday I get a timesheet export xlsx with technician, date, hours; produce a summary of total hours per technician as xlsx',
     ['timesheet-export.xlsx'], fmt=True, any_header=True, any_row_order=True,
     files=out('summary.xlsx', ['Technician', 'Total Hours'], tx_tot.items()))
INPUTS['59-monday-timesheet-summary-before-the-file'] = TX

oct_tot = hours_per_tech([r for r in tx if r[1].month == 10])
assert oct_tot == {'Sam Patel': 15, 'Maria Gomez': 13.5, 'Tom Reed': 12, 'Lisa Wong': 10.5}
case('60-october-hours-per-tech-most-first', 'Total hours per tech for October only, most hours first', ['timesheet-export.xlsx'], sample=True,
     any_header=True, files=out('october.xlsx', ['Technician', 'Hours'], by(oct_tot.items(), lambda kv: -kv[1])))
INPUTS['60-october-hours-per-tech-most-first'] = TX

case('61-shifts-longer-than-8-hours', 'Show me the shifts longer than 8 hours', ['timesheet-export.xlsx'], sample=True,
     files=out('long.xlsx', TX_HEADER, [r for r in tx if num(r[3]) > 8]))
INPUTS['61-shifts-longer-than-8-hours'] = TX

case('62-which-tech-worked-the-most-hours', 'Which technician worked the most hours?', ['timesheet-export.xlsx'],
     any_header=True, files=out('most.xlsx', ['Technician', 'Hours'], [('Tom Reed', 29)]))
INPUTS['62-which-tech-worked-the-most-hours'] = TX

gt = sorted(tx_tot.items()) + [('Grand Total', sum(tx_tot.values()))]
assert gt[-1][1] == 79
case('63-hours-per-tech-with-grand-total',
     'Total the hours for each technician, A to Z, and add a grand total row at the bottom called Grand Total',
     ['timesheet-export.xlsx'], sample=True, any_header=True, files=out('totals.xlsx', ['Technician', 'Hours'], gt))
INPUTS['63-hours-per-tech-with-grand-total'] = TX

case('64-which-jobs-are-missing-hours', 'Which jobs are missing hours?', ['timesheet-export.xlsx'], sample=True,
     files=out('missing.xlsx', TX_HEADER, [r for r in tx if r[3] is None]))
INPUTS['64-which-jobs-are-missing-hours'] = TX

case('65-pending-entries-newest-to-oldest', 'list the pending entries from newest to oldest', ['timesheet-export.xlsx'], sample=True,
     files=out('pending.xlsx', TX_HEADER, by([r for r in tx if r[4] == 'Pending'], lambda r: r[1], reverse=True)))
INPUTS['65-pending-entries-newest-to-oldest'] = TX

appr = [(t, sum(1 for r in tx if r[0] == t and r[4] == 'Approved'), sum(1 for r in tx if r[0] == t)) for t in tx_tot]
assert appr == [('Maria Gomez', 3, 4), ('Tom Reed', 3, 4), ('Sam Patel', 2, 3), ('Lisa Wong', 2, 3)]
case('66-approved-and-total-entries-per-technician', 'count the approved entries and the total entries for each technician',
     ['timesheet-export.xlsx'], sample=True, any_header=True, any_row_order=True, files=out('counts.xlsx', ['Technician', 'Approved', 'Entries'], appr))
INPUTS['66-approved-and-total-entries-per-technician'] = TX

tabs = group(tx, lambda r: r[0])
case('67-one-tab-for-each-technician', 'make one tab for each technician', ['timesheet-export.xlsx'], sample=True,
     sheet_names=True, any_sheet_order=True,
     files=[{'name': 'by-technician.xlsx', 'sheets': [{'name': t, 'rows': [TX_HEADER] + [[iso(c) for c in r] for r in rs]} for t, rs in tabs.items()]}])
INPUTS['67-one-tab-for-each-technician'] = TX

case('68-timesheet-export-into-a-csv', 'turn the timesheet export into a CSV file', ['timesheet-export.xlsx'], fmt=True,
     files=out('timesheet-export.csv', TX_HEADER, tx, sheet='csv'))
INPUTS['68-timesheet-export-into-a-csv'] = TX

# ---------- an invoice list (csv, US dates as the accounting system writes them) ----------
IV_HEADER = ['Invoice #', 'Customer', 'Invoice Date', 'Amount', 'Status']
iv = [
    ('INV-2201', 'Harper Homes', D(2025, 9, 22), 420.0, 'Paid'),
    ('INV-2202', 'Oak Street Cafe', D(2025, 9, 29), 1250.0, 'Unpaid'),
    ('INV-2203', 'Maple Court HOA', D(2025, 10, 1), 89.5, 'Paid'),
    ('INV-2204', 'Harper Homes', D(2025, 10, 3), 640.0, 'Unpaid'),
    ('INV-2205', 'Riverside Dental', D(2025, 10, 8), 2300.0, 'Paid'),
    ('INV-2206', 'S. Patel', D(2025, 10, 10), 175.25, 'Void'),
    ('INV-2207', 'Oak Street Cafe', D(2025, 10, 15), 399.99, 'Paid'),
    ('INV-2208', 'Maple Court HOA', D(2025, 10, 17), 980.0, 'Unpaid'),
    ('INV-2209', 'Riverside Dental', D(2025, 10, 24), 410.0, 'Paid'),
    ('INV-2210', 'Harper Homes', D(2025, 10, 30), 1500.0, 'Paid'),
    ('INV-2211', 'S. Patel', D(2025, 11, 4), 260.0, 'Unpaid'),
    ('INV-2212', 'Oak Street Cafe', D(2025, 11, 6), 845.0, 'Paid'),
]
IV = [('invoices.csv', lambda p: write_csv(p, IV_HEADER, [(n, c, d.strftime('%m/%d/%Y'), f'{a:.2f}', s) for n, c, d, a, s in iv]))]


def sums(rows, key, value):
    totals = {}
    for r in rows:
        totals[key(r)] = totals.get(key(r), 0) + value(r)
    return totals


case('69-which-invoices-are-still-unpaid', 'which invoices are still unpaid?', ['invoices.csv'], sample=True,
     files=out('unpaid.csv', IV_HEADER, [r for r in iv if r[4] == 'Unpaid'], sheet='csv'))
INPUTS['69-which-invoices-are-still-unpaid'] = IV

paid = sums([r for r in iv if r[4] == 'Paid'], lambda r: r[1], lambda r: r[3])
assert by(paid.items(), lambda kv: -kv[1])[0] == ('Riverside Dental', 2710.0)
case('70-paid-total-per-customer-biggest-first-excel',
     'total Amount per Customer for the Paid invoices, biggest first, as an Excel file', ['invoices.csv'], sample=True, fmt=True,
     any_header=True, files=out('paid.xlsx', ['Customer', 'Amount'], by(paid.items(), lambda kv: -kv[1])))
INPUTS['70-paid-total-per-customer-biggest-first-excel'] = IV

case('71-invoices-over-400-biggest-first', 'invoices over $400, biggest first', ['invoices.csv'],
     files=out('over-400.csv', IV_HEADER, by([r for r in iv if r[3] > 400], lambda r: -r[3]), sheet='csv'))
INPUTS['71-invoices-over-400-biggest-first'] = IV

avg = {c: sum(r[3] for r in rs) / len(rs) for c, rs in group(iv, lambda r: r[1]).items()}
case('72-average-invoice-amount-per-customer', "what's the average invoice amount for each customer?", ['invoices.csv'], sample=True,
     any_header=True, any_row_order=True, files=out('average.csv', ['Customer', 'Average Amount'], avg.items(), sheet='csv'))
INPUTS['72-average-invoice-amount-per-customer'] = IV

case('73-the-two-largest-invoices', 'the two largest invoices', ['invoices.csv'], sample=True,
     files=out('largest.csv', IV_HEADER, by(iv, lambda r: -r[3])[:2], sheet='csv'))
INPUTS['73-the-two-largest-invoices'] = IV

cnt_sum = [(c, len(rs), sum(r[3] for r in rs)) for c, rs in group(iv, lambda r: r[1]).items()]
case('74-invoices-per-customer-count-and-total', 'How many invoices does each customer have, and what do they add up to?', ['invoices.csv'],
     sample=True, any_header=True, any_row_order=True, files=out('per-customer.csv', ['Customer', 'Invoices', 'Amount'], cnt_sum, sheet='csv'))
INPUTS['74-invoices-per-customer-count-and-total'] = IV

case('75-invoices-newest-to-oldest-as-excel', 'Put the invoices in order from newest to oldest and save it as an Excel spreadsheet',
     ['invoices.csv'], sample=True, fmt=True, files=out('invoices.xlsx', IV_HEADER, by(iv, lambda r: r[2], reverse=True)))
INPUTS['75-invoices-newest-to-oldest-as-excel'] = IV

case('76-just-the-october-invoices', 'just the invoices from October', ['invoices.csv'],
     files=out('october.csv', IV_HEADER, [r for r in iv if r[2].month == 10], sheet='csv'))
INPUTS['76-just-the-october-invoices'] = IV

owed = sums([r for r in iv if r[4] == 'Unpaid'], lambda r: r[1], lambda r: r[3])
assert by(owed.items(), lambda kv: -kv[1]) == [('Oak Street Cafe', 1250.0), ('Maple Court HOA', 980.0), ('Harper Homes', 640.0), ('S. Patel', 260.0)]
case('77-amount-owed-per-customer-highest-first', 'unpaid invoices per customer with the amount owed, highest first', ['invoices.csv'],
     sample=True, any_header=True, files=out('owed.csv', ['Customer', 'Amount Owed'], by(owed.items(), lambda kv: -kv[1]), sheet='csv'))
INPUTS['77-amount-owed-per-customer-highest-first'] = IV

# ---------- a job export (csv) ----------
JX_HEADER = ['Job Number', 'Customer', 'Job Type', 'Tech', 'Scheduled Date', 'Status', 'Job Total']
jx = [
    (10451, 'Harper Homes', 'AC Tune-Up', 'Maria Gomez', D(2025, 8, 4), 'Completed', 129),
    (10452, 'Oak Street Cafe', 'Drain Cleaning', 'Tom Reed', D(2025, 8, 11), 'Completed', 245),
    (10453, 'Riverside Dental', 'Panel Upgrade', 'Sam Patel', D(2025, 8, 19), 'Canceled', 0),
    (10454, 'Maple Court HOA', 'Water Heater Install', 'Tom Reed', D(2025, 8, 27), 'Completed', 1850),
    (10455, 'S. Patel', 'AC Tune-Up', 'Lisa Wong', D(2025, 9, 2), 'Completed', 129),
    (10456, 'Harper Homes', 'Furnace Repair', 'Maria Gomez', D(2025, 9, 9), 'Completed', 410),
    (10457, 'Oak Street Cafe', 'Drain Cleaning', 'Sam Patel', D(2025, 9, 15), 'Canceled', 0),
    (10458, 'Riverside Dental', 'Outlet Repair', 'Lisa Wong', D(2025, 9, 23), 'Completed', 165),
    (10459, 'Maple Court HOA', 'Panel Upgrade', 'Sam Patel', D(2025, 10, 1), 'Completed', 2400),
    (10460, 'J. Whitfield', 'Water Heater Install', 'Tom Reed', D(2025, 10, 7), 'Scheduled', 1725),
    (10461, 'Harper Homes', 'AC Tune-Up', 'Lisa Wong', D(2025, 10, 14), 'Scheduled', 129),
    (10462, 'S. Patel', 'Furnace Repair', 'Maria Gomez', D(2025, 10, 20), 'Completed', 560),
    (10463, 'J. Whitfield', 'Outlet Repair', 'Sam Patel', D(2025, 10, 27), 'Scheduled', 190),
    (10464, 'Riverside Dental', 'Drain Cleaning', 'Tom Reed', D(2025, 10, 29), 'Completed', 310),
]
JX = [csv_file('jobs-export.csv', JX_HEADER, jx)]

per_tech = [(t, len(rs)) for t, rs in group(jx, lambda r: r[3]).items()]
assert sorted(per_tech) == [('Lisa Wong', 3), ('Maria Gomez', 3), ('Sam Patel', 4), ('Tom Reed', 4)]
case('78-how-many-jobs-does-each-tech-have', 'how many jobs does each tech have?', ['jobs-export.csv'], sample=True,
     any_header=True, any_row_order=True, files=out('jobs.csv', ['Tech', 'Jobs'], per_tech, sheet='csv'))
INPUTS['78-how-many-jobs-does-each-tech-have'] = JX

done = [(t, sum(1 for r in rs if r[5] == 'Completed'), len(rs)) for t, rs in group(jx, lambda r: r[3]).items()]
assert sorted(done) == [('Lisa Wong', 2, 3), ('Maria Gomez', 3, 3), ('Sam Patel', 1, 4), ('Tom Reed', 3, 4)]
case('79-completed-and-total-jobs-per-technician', 'count the completed jobs and the total jobs for each technician', ['jobs-export.csv'],
     sample=True, any_header=True, any_row_order=True, files=out('jobs.csv', ['Tech', 'Completed', 'Jobs'], done, sheet='csv'))
INPUTS['79-completed-and-total-jobs-per-technician'] = JX

case('80-top-5-jobs-by-total', 'top 5 jobs by total', ['jobs-export.csv'],
     files=out('top.csv', JX_HEADER, by(jx, lambda r: -r[6])[:5], sheet='csv'))
INPUTS['80-top-5-jobs-by-total'] = JX

months = [(f'{d.year}-{d.month:02d}', n) for d, n in [(D(2025, 8, 1), 4), (D(2025, 9, 1), 4), (D(2025, 10, 1), 6)]]
assert [(m, sum(1 for r in jx if f'{r[4].year}-{r[4].month:02d}' == m)) for m, _ in months] == months
case('81-how-many-jobs-each-month', 'How many jobs did we book each month?', ['jobs-export.csv'], sample=True,
     any_header=True, any_row_order=True, files=out('months.csv', ['Month', 'Jobs'], months, sheet='csv'))
INPUTS['81-how-many-jobs-each-month'] = JX

case('82-no-canceled-jobs-customer-a-to-z', 'take out the canceled jobs and sort by customer A to Z', ['jobs-export.csv'], sample=True,
     files=out('jobs.csv', JX_HEADER, by([r for r in jx if r[5] != 'Canceled'], lambda r: r[1]), sheet='csv'))
INPUTS['82-no-canceled-jobs-customer-a-to-z'] = JX

case('83-one-tab-for-each-job-type', 'Give me one tab for each job type', ['jobs-export.csv'], sample=True, sheet_names=True, any_sheet_order=True,
     files=[{'name': 'job-types.xlsx', 'sheets': [{'name': k, 'rows': [JX_HEADER] + [[iso(c) for c in r] for r in rs]}
                                                  for k, rs in group(jx, lambda r: r[2]).items()]}])
INPUTS['83-one-tab-for-each-job-type'] = JX

ju = [r if i not in (2, 6) else r[:3] + ('',) + r[4:] for i, r in enumerate(jx[:8])]
case('84-blank-tech-becomes-unassigned', 'where the tech is empty, put Unassigned', ['jobs-unassigned.csv'], sample=True,
     files=out('jobs.csv', JX_HEADER, [r[:3] + (r[3] or 'Unassigned',) + r[4:] for r in ju], sheet='csv'))
INPUTS['84-blank-tech-becomes-unassigned'] = [csv_file('jobs-unassigned.csv', JX_HEADER, ju)]

# ---------- a customer list (xlsx) with stray spaces, blank phones and e-mails ----------
CU_HEADER = ['Customer Name', 'Phone', 'Email', 'City']
cu = [
    ('John   Smith', '512-555-0188', 'jsmith@example.com', 'Austin'),
    ('  Harper Homes ', '512-555-0101', 'office@harperhomes.example', 'Austin'),
    ('Maple  Court HOA', None, 'board@maplecourt.example', 'Round Rock'),
    ('Riverside Dental', '512-555-0170', None, 'Austin'),
    ('Oak Street   Cafe', '737-555-0123', 'hello@oakstreet.example', 'Pflugerville'),
    ('S. Patel', None, None, 'Cedar Park'),
    ('J.  Whitfield', '512-555-0155', 'jw@example.com', 'Round Rock'),
    ('Lakeside Vet Clinic', '512-555-0199', 'frontdesk@lakeside.example', 'Cedar Park'),
]
CU = [xlsx_file('customers.xlsx', 'Customers', CU_HEADER, cu)]

case('85-clean-extra-spaces-in-customer-names', 'clean up the extra spaces in the customer names', ['customers.xlsx'], sample=True,
     files=out('customers.xlsx', CU_HEADER, [(' '.join(r[0].split()),) + r[1:] for r in cu]))
INPUTS['85-clean-extra-spaces-in-customer-names'] = CU

case('86-customers-missing-a-phone-number', 'which customers are missing a phone number?', ['customers.xlsx'], sample=True,
     files=out('no-phone.xlsx', CU_HEADER, [r for r in cu if not r[1]]))
INPUTS['86-customers-missing-a-phone-number'] = CU

case('87-customers-with-email-name-and-email-only', 'drop the customers with no email and just keep the name and email', ['customers.xlsx'],
     sample=True, files=out('emails.xlsx', ['Customer Name', 'Email'], [(r[0], r[2]) for r in cu if r[2]]))
INPUTS['87-customers-with-email-name-and-email-only'] = CU

# ---------- a supplier price list (xlsx), one price 0 and one blank ----------
PR_HEADER = ['Item Code', 'Description', 'Category', 'Price', 'Supplier']
pr = [
    ('EL-210', 'GFCI Outlet 20A', 'Electrical', 19.5, 'Graybar'),
    ('EL-211', 'Breaker 30A Double Pole', 'Electrical', 24.75, 'Graybar'),
    ('EL-212', 'Wire Nuts (bag of 100)', 'Electrical', 0, 'Graybar'),
    ('PL-310', 'Wax Ring Kit', 'Plumbing', 6.25, 'Ferguson'),
    ('PL-311', 'PEX Crimp Ring 1/2in (50)', 'Plumbing', 11.4, 'Ferguson'),
    ('PL-312', 'Shark Bite Coupling 3/4in', 'Plumbing', None, 'Ferguson'),
    ('HV-410', 'Capacitor 40/5 uF', 'HVAC', 18.9, 'Johnstone'),
    ('HV-411', 'Pleated Filter 20x25x1', 'HVAC', 7.8, 'Johnstone'),
    ('HV-412', 'Contactor 2-Pole 40A', 'HVAC', 21.0, 'Johnstone'),
    ('PL-313', 'Toilet Fill Valve', 'Plumbing', 9.95, 'Ferguson'),
]
PR = [xlsx_file('price-list.xlsx', 'Prices', PR_HEADER, pr)]

top_price = [(k, max(num(r[3]) for r in rs)) for k, rs in group(pr, lambda r: r[2]).items()]
assert top_price == [('Electrical', 24.75), ('Plumbing', 11.4), ('HVAC', 21.0)]
case('88-highest-price-in-each-category', "what's the highest price in each category?", ['price-list.xlsx'], sample=True,
     any_header=True, any_row_order=True, files=out('highest.xlsx', ['Category', 'Price'], top_price))
INPUTS['88-highest-price-in-each-category'] = PR

case('89-items-priced-zero-or-blank', 'Show me the items whose price is zero or blank so I can fix them', ['price-list.xlsx'], sample=True,
     files=out('fix.xlsx', PR_HEADER, [r for r in pr if not r[3]]))
INPUTS['89-items-priced-zero-or-blank'] = PR

case('90-price-list-a-to-z-by-description-csv', 'sort the price list A to Z by description and give it to me as a CSV', ['price-list.xlsx'],
     fmt=True, files=out('price-list.csv', PR_HEADER, by(pr, lambda r: r[1].lower()), sheet='csv'))
INPUTS['90-price-list-a-to-z-by-description-csv'] = PR

# ---------- purchase order lines (csv) ----------
PX_HEADER = ['PO Number', 'Vendor', 'Item', 'Qty', 'Unit Price', 'Received']
px = [
    ('PO-8801', 'Ferguson', 'Copper Elbow 3/4in', 50, 1.85, 'Yes'),
    ('PO-8801', 'Ferguson', 'Ball Valve 1/2in', 12, 9.4, 'Yes'),
    ('PO-8802', 'Johnstone', 'Condenser Fan Motor', 2, 164.0, 'No'),
    ('PO-8803', 'Graybar', 'Romex 12/2 250ft', 4, 118.5, 'Yes'),
    ('PO-8804', 'Johnstone', 'R-410A 25lb', 3, 279.0, 'No'),
    ('PO-8805', 'Graybar', 'LED Wafer 6in (12 pack)', 6, 54.0, 'No'),
    ('PO-8806', 'Ferguson', '50gal Water Heater', 1, 699.0, 'Yes'),
    ('PO-8807', 'Johnstone', 'Thermostat T6 Pro', 5, 132.0, 'Yes'),
]
PX = [csv_file('purchase-orders.csv', PX_HEADER, px)]

spend = sums(px, lambda r: r[1], lambda r: r[3] * r[4])
assert {k: r2(v) for k, v in spend.items()} == {'Ferguson': 904.3, 'Johnstone': 1825.0, 'Graybar': 798.0}
case('91-spend-per-vendor-qty-times-unit-price', 'what did we spend with each vendor? (qty times unit price)', ['purchase-orders.csv'],
     sample=True, any_header=True, any_row_order=True, files=out('spend.csv', ['Vendor', 'Spend'], spend.items(), sheet='csv'))
INPUTS['91-spend-per-vendor-qty-times-unit-price'] = PX

case('92-purchase-orders-not-received-yet', "which purchase orders haven't been received yet?", ['purchase-orders.csv'], sample=True,
     files=out('open.csv', PX_HEADER, [r for r in px if r[5] == 'No'], sheet='csv'))
INPUTS['92-purchase-orders-not-received-yet'] = PX

# ---------- an inventory count (xlsx) ----------
IC_HEADER = ['Part #', 'Part Name', 'Warehouse', 'On Hand', 'Reorder Level']
ic = [
    ('P-100', 'Wax Ring', 'Main', 14, 10), ('P-101', 'Flapper Valve', 'Main', 3, 8), ('P-102', '20A Breaker', 'Main', 22, 15),
    ('P-103', 'GFCI Outlet', 'North', 4, 12), ('P-104', 'MERV 8 Filter', 'North', 40, 30), ('P-105', 'Capacitor 45/5', 'North', 2, 6),
    ('P-106', 'PEX 1/2in 100ft', 'Main', 9, 9), ('P-107', 'Thermostat T6', 'North', 1, 3),
]
IC = [xlsx_file('inventory-count.xlsx', 'Count', IC_HEADER, ic)]

low = [r for r in ic if r[3] < r[4]]
assert [r[0] for r in low] == ['P-101', 'P-103', 'P-105', 'P-107']
case('93-parts-below-their-reorder-level', 'which parts are below their reorder level?', ['inventory-count.xlsx'], sample=True,
     files=out('reorder.xlsx', IC_HEADER, low))
INPUTS['93-parts-below-their-reorder-level'] = IC

wh = sums(ic, lambda r: r[2], lambda r: r[3])
assert wh == {'Main': 48, 'North': 47}
case('94-total-on-hand-per-warehouse', 'total on hand per warehouse', ['inventory-count.xlsx'],
     any_header=True, any_row_order=True, files=out('warehouses.xlsx', ['Warehouse', 'On Hand'], wh.items()))
INPUTS['94-total-on-hand-per-warehouse'] = IC

# ---------- not a spreadsheet's job: refused in plain words ----------
case('95-refuse-email-payment-reminders', 'email the customers with unpaid invoices a payment reminder', ['invoices.csv'], sample=True,
     expect='refuse', mentions=['email', 'e-mail'])
INPUTS['95-refuse-email-payment-reminders'] = IV
case('96-refuse-predict-hours-next-month', 'predict how many hours each tech will work next month', ['timesheet-export.xlsx'],
     expect='refuse', mentions=['predict'])
INPUTS['96-refuse-predict-hours-next-month'] = TX
case('97-refuse-translate-customer-list', 'translate the customer list into Spanish', ['customers.xlsx'], sample=True,
     expect='refuse', mentions=['translate', 'spanish'])
INPUTS['97-refuse-translate-customer-list'] = CU

# ---------- too vague to build: asked, never guessed ----------
case('98-ask-make-it-look-nicer', 'make it look nicer', ['jobs-export.csv'], sample=True, expect='ask')
INPUTS['98-ask-make-it-look-nicer'] = JX
case('99-ask-show-me-the-big-jobs', 'show me the big jobs', ['jobs-export.csv'], sample=True, expect='ask')
INPUTS['99-ask-show-me-the-big-jobs'] = JX

# ---------- the wizard: a question on the file's columns, answered as the user would ----------
# answers: what the user picks for the builder's question (any clarifying question, or the one whose
# text holds `asks`); a builder that reads the request right without asking passes too.
per_person = hours_per_tech(tx)
case('100-wizard-hours-per-person-answered-technician', 'add up the hours per person', ['timesheet-export.xlsx'], sample=True,
     any_header=True, any_row_order=True, answers=[{'choose': 'Technician'}],
     files=out('hours.xlsx', ['Technician', 'Hours'], per_person.items()))
INPUTS['100-wizard-hours-per-person-answered-technician'] = TX

WD_HEADER = ['Work Order', 'Customer', 'Created', 'Completed', 'Amount']
wd = [
    ('WO-301', 'Harper Homes', D(2025, 10, 1), D(2025, 10, 9), 340),
    ('WO-302', 'Oak Street Cafe', D(2025, 10, 2), D(2025, 10, 3), 125),
    ('WO-303', 'Maple Court HOA', D(2025, 10, 3), D(2025, 10, 14), 1980),
    ('WO-304', 'Riverside Dental', D(2025, 10, 6), D(2025, 10, 7), 260),
    ('WO-305', 'S. Patel', D(2025, 10, 7), D(2025, 10, 21), 715),
    ('WO-306', 'J. Whitfield', D(2025, 10, 8), D(2025, 10, 8), 95),
]
done_order = by(wd, lambda r: r[3])
assert [r[0] for r in done_order] == ['WO-302', 'WO-304', 'WO-306', 'WO-301', 'WO-303', 'WO-305']
case('101-wizard-sort-by-the-date-answered-completed', 'sort it by the date', ['work-orders.xlsx'], sample=True,
     answers=[{'asks': 'date', 'choose': 'Completed'}], files=out('work-orders.xlsx', WD_HEADER, done_order))
INPUTS['101-wizard-sort-by-the-date-answered-completed'] = [xlsx_file('work-orders.xlsx', 'Work Orders', WD_HEADER, wd)]
