import type { RunContext } from '../types.js';
import { diagnoseOffline, failingStep, replyOffline } from './diagnose.js';

const SCRIPT = `import csv
import milestone

HEADER, ROWS = read_table(milestone.input_path())
HOURS = resolve(HEADER, "Hours")
TECH = resolve(HEADER, "Tech")
totals = {}
for row in ROWS:
    totals[row[TECH]] = totals.get(row[TECH], 0) + number(row[HOURS])
# Hours per technician
with open(milestone.output_path("hours.csv"), "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["Tech", "Hours"])
    for tech, hours in totals.items():
        w.writerow([tech, hours])
print("Hours written")
`;

function traceback(body: string, last: string): string {
  return `Traceback (most recent call last):\n  File "/job/script.py", line 5, in <module>\n    ${body}\n${last}`;
}

/** A failed run as the worker leaves it: error = the last line, the traceback in detailedError and stderr. */
function failedRun(stderr: string, overrides: Partial<RunContext> = {}): RunContext {
  const detailed = stderr.includes('Traceback') ? stderr.slice(stderr.lastIndexOf('Traceback')) : null;
  const error = stderr.trim().split('\n').pop()!.trim();
  return {
    taskName: 'Hours per technician',
    steps: ['Read the timesheet', 'Total hours per tech'],
    script: SCRIPT,
    status: 'failed',
    log: { success: false, error, stderr, stdout: null, detailedError: detailed },
    error,
    inputs: [],
    ...overrides,
  };
}

describe('diagnoseOffline', () => {
  it('names the missing column, the columns that exist, and proposes the closest one in the column reference only', () => {
    const sut = diagnoseOffline(failedRun('MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Tech, Hrs, Date\n'));
    expect(sut.explanation).toContain('The script looks for a column "Hours", but the file has no such column in sheet "Sheet1".');
    expect(sut.explanation).toContain('Its columns are: Tech, Hrs, Date.');
    expect(sut.explanation).toContain('"Hrs" looks like the one you meant.');
    expect(sut.script).toBe(SCRIPT.replace('resolve(HEADER, "Hours")', 'resolve(HEADER, "Hrs")'));
  });

  it('reads the column error inside a traceback too (raised from a helper function)', () => {
    const stderr = traceback(
      'HOURS = resolve(HEADER, "Hours")',
      'MilestoneColumnError: Column "Hours" not found in sheet "Timesheet". The columns are: Technician, Hours Worked, Date',
    );
    const sut = diagnoseOffline(failedRun(stderr));
    expect(sut.explanation).toContain('Its columns are: Technician, Hours Worked, Date.');
    expect(sut.explanation).toContain('"Hours Worked" looks like the one you meant.');
    expect(sut.script).toContain('resolve(HEADER, "Hours Worked")');
    expect(sut.script).toContain('w.writerow(["Tech", "Hours"])');
  });

  it('proposes nothing when no column is clearly the one meant', () => {
    const sut = diagnoseOffline(failedRun('MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Tech, Job, Date'));
    expect(sut.explanation).toContain('Its columns are: Tech, Job, Date.');
    expect(sut.explanation).toContain('None of them is clearly the one meant');
    expect(sut.script).toBeNull();
  });

  it('reads a KeyError of a hand-written script against the input sample’s columns', () => {
    const script = `import csv, milestone\nrows = list(csv.DictReader(open(milestone.input_path())))\ntotal = sum(float(r['Amount']) for r in rows)\nprint('Amount total', total)\n`;
    const stderr = traceback("total = sum(float(r['Amount']) for r in rows)", "KeyError: 'Amount'");
    const inputs = [{ fileName: 'invoices.csv', sheets: [{ name: 'invoices', columns: ['Invoice', 'Customer', 'Amount ($)'], rows: [] }] }];
    const sut = diagnoseOffline(failedRun(stderr, { script, inputs }));
    expect(sut.explanation).toContain('The script looks for a column "Amount"');
    expect(sut.explanation).toContain('Its columns are: Invoice, Customer, Amount ($).');
    expect(sut.script).toBe(script.replace("r['Amount']", "r['Amount ($)']"));
  });

  it('explains a missing column without a script when the columns are unknown', () => {
    const sut = diagnoseOffline(failedRun(traceback("x = row['Total']", "KeyError: 'Total'")));
    expect(sut.explanation).toContain('The script looks for a column "Total"');
    expect(sut.explanation).toContain('Check the column names');
    expect(sut.script).toBeNull();
  });

  it('points a wrong sheet at the closest sheet that exists', () => {
    const script = `import milestone\nrows = read_sheet(milestone.input_path(), sheet="January")\n`;
    const sut = diagnoseOffline(failedRun('MilestoneSheetError: Sheet "January" not found in "hours.xlsx". The sheets are: Jan, Feb, Mar', { script }));
    expect(sut.explanation).toContain('The script opens a sheet "January", but there is no such sheet in "hours.xlsx". The sheets are: Jan, Feb, Mar.');
    expect(sut.script).toBe(script.replace('"January"', '"Jan"'));
  });

  it('reads openpyxl’s missing worksheet and takes the only sheet the input has', () => {
    const script = `import openpyxl, milestone\nwb = openpyxl.load_workbook(milestone.input_path())\nws = wb['Sheet1']\n`;
    const stderr = `Traceback (most recent call last):\n  File "/job/script.py", line 3, in <module>\n    ws = wb['Sheet1']\n  File "/usr/lib/python3/dist-packages/openpyxl/workbook/workbook.py", line 288, in __getitem__\n    raise KeyError("Worksheet {0} does not exist.".format(key))\nKeyError: 'Worksheet Sheet1 does not exist.'`;
    const inputs = [{ fileName: 'jobs.xlsx', sheets: [{ name: 'Jobs Export', columns: ['Job', 'Status'], rows: [] }] }];
    const sut = diagnoseOffline(failedRun(stderr, { script, inputs }));
    expect(sut.explanation).toContain('The script opens a sheet "Sheet1"');
    expect(sut.explanation).toContain('"Jobs Export" is the only one');
    expect(sut.script).toBe(script.replace("wb['Sheet1']", "wb['Jobs Export']"));
  });

  it('explains empty input and proposes no script', () => {
    const sut = diagnoseOffline(failedRun('MilestoneEmptyInputError: "timesheet.csv" has no data rows.'));
    expect(sut.explanation).toBe(
      '"timesheet.csv" has a header but no data rows, so there was nothing to process. Upload a file with rows and run the task again.',
    );
    expect(sut.script).toBeNull();
  });

  it('names the row, column and value that is not a number', () => {
    const sut = diagnoseOffline(failedRun('MilestoneValueError: Row 12, column "Hours": "abc" is not a number.'));
    expect(sut.explanation).toContain('the value "abc" (row 12, column "Hours") is not one');
    expect(sut.script).toBeNull();
  });

  it('reads Python’s float conversion error', () => {
    const sut = diagnoseOffline(failedRun(traceback('total += float(row[2])', "ValueError: could not convert string to float: 'N/A'")));
    expect(sut.explanation).toContain('The script needs a number, but the value "N/A" is not one.');
    expect(sut.script).toBeNull();
  });

  it('names the date that does not parse', () => {
    const sut = diagnoseOffline(failedRun('MilestoneDateError: Row 4, column "Date": "31/31/2025" is not a date.'));
    expect(sut.explanation).toContain('the value "31/31/2025" (row 4, column "Date") is not one it can read');
    expect(sut.script).toBeNull();
  });

  it('reads strptime’s format error with the format expected', () => {
    const stderr = traceback("d = datetime.strptime(row['Date'], '%m/%d/%Y')", "ValueError: time data '2025-13-01' does not match format '%m/%d/%Y'");
    const sut = diagnoseOffline(failedRun(stderr));
    expect(sut.explanation).toContain('The script needs a date in the format %m/%d/%Y, but the value "2025-13-01"');
  });

  it('asks for an upload when the run had no input', () => {
    expect(diagnoseOffline(failedRun('MilestoneInputError: This task needs an input file; upload one first.')).explanation).toBe(
      'The run had no input file to read. Upload the file on the task, then run it again.',
    );
    const helper = traceback('path = milestone.input_path()', 'FileNotFoundError: This run has no input files');
    expect(diagnoseOffline(failedRun(helper)).explanation).toContain('The run had no input file to read.');
  });

  it('says how many inputs the run had when the script reads one more', () => {
    const sut = diagnoseOffline(failedRun(traceback('b = milestone.input_path(1)', 'IndexError: This run has 1 input file(s); there is no input number 1')));
    expect(sut.explanation).toBe('The script reads input number 2, but the run had 1 input file(s). Upload every file the task needs, then run it again.');
  });

  it('explains a fixed file path that does not exist in the run', () => {
    const sut = diagnoseOffline(
      failedRun(traceback("f = open('C:/Users/amy/timesheet.xlsx')", "FileNotFoundError: [Errno 2] No such file or directory: 'C:/Users/amy/timesheet.xlsx'")),
    );
    expect(sut.explanation).toContain('a file "C:/Users/amy/timesheet.xlsx" that does not exist');
    expect(sut.explanation).toContain('milestone.input_path()');
    expect(sut.script).toBeNull();
  });

  it('explains a file in another format than the script reads', () => {
    const last =
      'openpyxl.utils.exceptions.InvalidFileException: openpyxl does not support the .csv file format, please check you can open it with Excel first. Supported formats are: .xlsx,.xlsm,.xltx,.xltm';
    const sut = diagnoseOffline(failedRun(traceback('wb = openpyxl.load_workbook(path)', last)));
    expect(sut.explanation).toContain('The input file is not in the format the script reads');
    expect(sut.explanation).toContain('openpyxl does not support the .csv file format');
  });

  it('names the time limit and suggests a loop or too much data', () => {
    const run = failedRun('', {
      log: { success: false, error: 'Time limit of 300 s reached', stderr: null, stdout: null, detailedError: null },
      error: 'Time limit of 300 s reached',
    });
    const sut = diagnoseOffline(run);
    expect(sut.explanation).toContain("stopped by the sandbox's time limit (Time limit of 300 s reached)");
    expect(sut.explanation).toContain('may loop without end');
  });

  it('names the memory limit', () => {
    const run = failedRun('', {
      log: { success: false, error: 'Memory limit of 512 MiB reached', stderr: 'MemoryError\n', stdout: null, detailedError: null },
      error: 'Memory limit of 512 MiB reached',
    });
    expect(diagnoseOffline(run).explanation).toContain("stopped by the sandbox's memory limit (Memory limit of 512 MiB reached)");
  });

  it('says a cancelled run did not fail', () => {
    const run = failedRun('', {
      status: 'cancelled',
      log: { success: false, error: 'Cancelled by a user', stderr: null, stdout: null, detailedError: null },
      error: 'Cancelled by a user',
    });
    expect(diagnoseOffline(run).explanation).toContain('cancelled by a user');
  });

  it('quotes the last error line of any other failure and proposes nothing', () => {
    const sut = diagnoseOffline(failedRun(traceback('total = a + b', "TypeError: unsupported operand type(s) for +: 'int' and 'str'")));
    expect(sut.explanation).toContain("The run failed with: TypeError: unsupported operand type(s) for +: 'int' and 'str'.");
    expect(sut.script).toBeNull();
  });

  it('has nothing to fix on a completed run', () => {
    const run = failedRun('', { status: 'completed', log: { success: true, error: null, stderr: null, stdout: 'done', detailedError: null }, error: null });
    expect(diagnoseOffline(run)).toEqual({
      explanation: 'This run of "Hours per technician" completed without errors; there is nothing to fix.',
      script: null,
    });
  });
});

describe('replyOffline', () => {
  const run = failedRun('MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Tech, Hrs, Date');

  it('proposes the fix again when asked to fix it', () => {
    const sut = replyOffline({ run, history: [], message: 'Can you fix it?' });
    expect(sut.script).toContain('resolve(HEADER, "Hrs")');
  });

  it('explains without a script when asked why', () => {
    const sut = replyOffline({ run, history: [], message: 'Why did it fail?' });
    expect(sut.explanation).toContain('Its columns are: Tech, Hrs, Date.');
    expect(sut.script).toBeNull();
  });

  it('answers thanks briefly', () => {
    expect(replyOffline({ run, history: [], message: 'Thanks!' }).explanation).toBe('You’re welcome. Run the task again to check the result.');
  });

  it('says what it can do offline for anything else', () => {
    const sut = replyOffline({ run, history: [], message: 'Can you also email the result to Bob?' });
    expect(sut.explanation).not.toContain('AI_BASE_URL');
    expect(sut.script).toBeNull();
  });
});

describe('diagnoseOffline without a run', () => {
  it('says it needs a run to read', () => {
    const run: RunContext = { taskName: 'Pay report', steps: [], script: '', status: 'none', log: null, error: null, inputs: [] };
    expect(diagnoseOffline(run).explanation).toContain('Start it from a failed run');
  });
});

describe('replyOffline when the user names the column or sheet', () => {
  const run = failedRun('MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Tech, Hours Worked, Hours Billed, Date');

  it('uses the column the user names, quoted or not', () => {
    for (const message of ['Use "Hours Worked"', 'the column is called hours worked', 'Try Hours Worked instead of Hours']) {
      const sut = replyOffline({ run, history: [], message });
      expect(sut.explanation).toBe(
        'I changed the script to read the column "Hours Worked" instead of "Hours". Review the change and apply it, then run the task again.',
      );
      expect(sut.script).toBe(SCRIPT.replace('resolve(HEADER, "Hours")', 'resolve(HEADER, "Hours Worked")'));
    }
  });

  it('lists the columns when asked about them and two could be meant', () => {
    const sut = replyOffline({ run, history: [], message: 'Which columns are there?' });
    expect(sut.explanation).toContain('The columns of the input are: Tech, Hours Worked, Hours Billed, Date; tell me which one to use instead of "Hours".');
    expect(sut.script).toBeNull();
  });

  it('uses the sheet the user names', () => {
    const script = 'import milestone\nrows = read_sheet(milestone.input_path(), sheet="January")\n';
    const sheetRun = failedRun('MilestoneSheetError: Sheet "January" not found in "hours.xlsx". The sheets are: Jan 2025, Feb 2025', { script });
    const sut = replyOffline({ run: sheetRun, history: [], message: "It's 'Feb 2025'" });
    expect(sut.script).toBe(script.replace('"January"', '"Feb 2025"'));
  });
});

describe('diagnoseOffline of a sheet no name resembles', () => {
  it('takes the first sheet and says so', () => {
    const script = 'import milestone\nrows = read_sheet(milestone.input_path(), sheet="Data")\n';
    const sut = diagnoseOffline(failedRun('MilestoneSheetError: Sheet "Data" not found in "jobs.xlsx". The sheets are: Export 2025-01, Notes', { script }));
    expect(sut.explanation).toContain('None is named like it, so I took the first, "Export 2025-01"; tell me the sheet\'s name if another one is meant.');
    expect(sut.script).toBe(script.replace('"Data"', '"Export 2025-01"'));
  });
});

describe('replyOffline of a request to change the task', () => {
  const failed = failedRun('MilestoneColumnError: Column "Hours" not found in sheet "Sheet1". The columns are: Tech, Hrs, Date');
  const completed: RunContext = { ...failed, status: 'completed', log: { success: true }, error: null };

  it('answers new steps for "add a column ..." on a completed run, not the diagnosis', () => {
    const sut = replyOffline({ run: completed, history: [], message: 'Add a column Days Worked = Hours / 8' });
    expect(sut.kind).toBe('change');
    expect(sut.steps).toEqual(['Read the timesheet', 'Total hours per tech', 'Add a column Days Worked = Hours / 8']);
    expect(sut.explanation).toContain('Added step 3');
  });

  it('says what it did not understand of a change it cannot make offline, without the diagnosis', () => {
    const sut = replyOffline({ run: completed, history: [], message: 'add a column with the number of days worked' });
    expect(sut.kind).toBe('change');
    expect(sut.steps).toBeNull();
    expect(sut.explanation).toContain('I did not understand the request "add a column with the number of days worked"');
    expect(sut.explanation).not.toContain('I can explain why this run failed');
  });

  it('reads "that step" of a failed run as the step naming the missing column, and removes it', () => {
    expect(failingStep(failed)).toBe(2);
    const sut = replyOffline({ run: failed, history: [], message: 'please remove that step and fix it' });
    expect(sut.kind).toBe('change');
    expect(sut.steps).toEqual(['Read the timesheet']);
    expect(sut.explanation).toContain('Removed step 2 ("Total hours per tech")');
  });

  it.each([
    'Remove the failing step and fix it.',
    'get rid of the step that failed, then run it again',
    'take out the step causing the error',
    'delete the broken step and try again',
    'Fix it by removing that step',
    'please drop the step which caused the error',
  ])('reads "%s" on the failed run as removing its failing step', (message) => {
    const sut = replyOffline({ run: failed, history: [], message });
    expect(sut).toMatchObject({ kind: 'change', steps: ['Read the timesheet'] });
    expect(sut.explanation).toContain('Removed step 2 ("Total hours per tech")');
  });

  it('asks which step when the failure points at no single step, and changes nothing', () => {
    const sut = replyOffline({
      run: { ...failed, steps: ['Total hours per tech', 'Round the hours'] },
      history: [],
      message: 'remove the step that failed and fix it',
    });
    expect(sut).toMatchObject({ kind: 'change', steps: null, script: null });
    expect(sut.explanation).toBe('I cannot tell which step you mean: name it by its number ("delete step 2") and I will propose the new steps.');
  });

  it('takes the step naming the column as written over a file name that has the word', () => {
    expect(failingStep({ ...failed, steps: ['Total Hours per Tech', 'Save as hours-by-tech.csv'] })).toBe(1);
  });

  it('asks which step when no step of the run is the failing one', () => {
    const sut = replyOffline({ run: completed, history: [], message: 'remove that step' });
    expect(sut).toMatchObject({ kind: 'change', steps: null });
    expect(sut.explanation).toContain('name it by its number');
  });

  it('still diagnoses a question on the failed run', () => {
    const sut = replyOffline({ run: failed, history: [], message: 'what went wrong?' });
    expect(sut).toMatchObject({ kind: 'diagnosis', steps: null, script: null });
    expect(sut.explanation).toContain('Its columns are: Tech, Hrs, Date.');
  });
});
