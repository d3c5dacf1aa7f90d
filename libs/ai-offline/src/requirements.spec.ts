import { REQUIREMENT_TYPES, type RequirementAnswers, type RequirementQuestion } from './types.js';
import { planOffline } from './plan.js';
import { FORMAT_OPTIONS, QUESTION, requirementsOffline } from './requirements.js';

const answersOf = (questions: RequirementQuestion[]): RequirementAnswers => Object.fromEntries(questions.map((q) => [q.id, q.value]));

function expectWellFormed(questions: RequirementQuestion[]): void {
  expect(new Set(questions.map((q) => q.id)).size).toBe(questions.length);
  for (const q of questions) {
    expect(q.question.trim()).not.toBe('');
    expect(q.description.trim()).not.toBe('');
    expect(REQUIREMENT_TYPES).toContain(q.type);
    if (q.type === 'select' || q.type === 'multiselect') {
      expect(q.options?.length).toBeGreaterThan(0);
      expect(q.options).not.toContain('');
    }
    if (q.type === 'select') expect(q.options).toContain(q.value);
  }
}

describe(requirementsOffline.name, () => {
  it('asks about key columns, blanks, grouping, dates and the output, proposing answers from the description', () => {
    const { requirements, message } = requirementsOffline({
      description:
        'Remove duplicates by Invoice Number, keep rows from 2025-01-01 to 2025-01-31, total Amount per Customer and save as CSV called January Totals.',
      taskType: 'excel-processing',
    });
    expectWellFormed(requirements);
    const byId = Object.fromEntries(requirements.map((q) => [q.id, q]));
    expect(byId[QUESTION.idColumns].value).toBe('Invoice Number');
    expect(byId[QUESTION.blanks].type).toBe('select');
    expect(byId[QUESTION.grouping]).toMatchObject({ required: true, value: 'Customer' });
    expect(byId[QUESTION.dates].value).toBe('2025-01-01 to 2025-01-31');
    expect(byId[QUESTION.outputFormat]).toMatchObject({ type: 'select', required: true, options: [...FORMAT_OPTIONS], value: 'CSV (.csv)' });
    expect(byId[QUESTION.outputName].value).toBe('January Totals');
    expect(message).toContain('Remove duplicate rows by Invoice Number');
    expect(message).toContain('Group by Customer with sum of Amount as "Total Amount"');
  });

  it('names in its message what it did not understand', () => {
    const { message } = requirementsOffline({ description: 'Sort by Date and email the list to the office.', taskType: 'excel-processing' });
    expect(message).toContain('Sort by Date ascending');
    expect(message).toContain('I did not understand "email the list to the office"');
  });

  it('asks form-processing tasks for the form’s fields', () => {
    const form = requirementsOffline({
      description: 'A job completion form with fields: Job Number, Technician, Hours and Notes.',
      taskType: 'form-processing',
    }).requirements;
    expectWellFormed(form);
    expect(form.find((q) => q.id === QUESTION.formFields)?.value).toBe('Job Number\nTechnician\nHours\nNotes');
  });

  it('asks api-reporting tasks about a report (period, measures, grouping, business unit, job status, ServiceTitan data), never about files, sheets or columns', () => {
    const api = requirementsOffline({
      description: 'Every Monday, report last month’s invoices per technician, sorted by date, and save as CSV.',
      taskType: 'api-reporting',
    }).requirements;
    expectWellFormed(api);
    expect(api.map((q) => q.id)).toEqual([
      QUESTION.period,
      QUESTION.measures,
      QUESTION.groupBy,
      QUESTION.businessUnit,
      QUESTION.jobStatus,
      QUESTION.serviceTitanData,
    ]);
    expect(api.map((q) => q.question).join(' ')).not.toMatch(/column|sheet|file|blank|format/i);
    expect(api.find((q) => q.id === QUESTION.period)?.value).toBe('Last month');
    expect(api.find((q) => q.id === QUESTION.measures)).toMatchObject({
      type: 'multiselect',
      options: expect.arrayContaining(['Revenue', 'Job count', 'Average ticket']),
      value: [],
    });
    expect(api.find((q) => q.id === QUESTION.groupBy)).toMatchObject({
      type: 'multiselect',
      options: expect.arrayContaining(['Business unit', 'Technician', 'Month', 'Campaign', 'Job type']),
      value: [],
    });
    expect(api.find((q) => q.id === QUESTION.businessUnit)).toMatchObject({
      type: 'select',
      options: ['As described', 'Electrical', 'Plumbing', 'HVAC', 'General'],
      value: 'As described',
    });
    expect(api.find((q) => q.id === QUESTION.jobStatus)).toMatchObject({
      type: 'select',
      options: ['As described', 'Completed', 'In Progress', 'Scheduled'],
      value: 'As described',
    });
    expect(api.find((q) => q.id === QUESTION.serviceTitanData)).toMatchObject({ type: 'multiselect', value: ['Invoices', 'Technicians'] });
  });
});

describe(planOffline.name, () => {
  const description = 'Take the weekly timesheet export, drop the voided rows, total hours per technician, one sheet per team.';

  it('plans one plain step per operation, from reading to writing', () => {
    const { requirements } = requirementsOffline({ description, taskType: 'excel-processing' });
    const plan = planOffline({ description, taskType: 'excel-processing', answers: answersOf(requirements) });
    expect(plan).toMatchObject({ name: 'Total Hours by technician', type: 'excel-processing', apiEndpoints: [], notes: [] });
    expect(plan.dataFlow).toEqual([
      'Read the uploaded file',
      'Remove rows where Status is "voided"',
      'Group by technician with sum of hours as "Total Hours"',
      'Write one sheet per team',
      'Write "Total Hours by technician.xlsx"',
    ]);
    expect(plan.features).toContain('Remove rows where Status is "voided"');
    expect(plan.sections.map((s) => [s.title, s.type])).toEqual([
      ['Input Data', 'data-table'],
      ['Instructions', 'instructions'],
      ['Output', 'text'],
    ]);
    expect(plan.estimatedComplexity).toBe('high');
  });

  it('follows the answers: format, name, key columns, blanks, grouping and dates', () => {
    const plan = planOffline({
      description: 'Remove duplicates by Job ID, keep rows in the last 7 days and count jobs per technician',
      taskType: 'excel-processing',
      answers: {
        [QUESTION.outputFormat]: 'CSV (.csv)',
        [QUESTION.outputName]: 'Jobs per tech',
        [QUESTION.idColumns]: 'Job Number',
        [QUESTION.blanks]: 'Fill with 0',
        [QUESTION.grouping]: 'Team',
        [QUESTION.dates]: '2025-02-01 to 2025-02-28',
      },
    });
    expect(plan.dataFlow).toEqual([
      'Read the uploaded file',
      'Fill blank cells with 0',
      'Remove duplicate rows by Job Number, keeping the first one',
      'Keep only rows where Date is between 2025-02-01 and 2025-02-28',
      'Group by Team with count of rows as "Count"',
      'Write "Jobs per tech.csv"',
    ]);
    expect(plan.name).toBe('Jobs per tech');
  });

  it('keeps what it did not understand in the data flow and returns it as notes', () => {
    const plan = planOffline({ description: 'Sort by Date. Text the on-call plumber the schedule.', taskType: 'excel-processing', answers: {} });
    expect(plan.notes).toEqual(['Text the on-call plumber the schedule']);
    expect(plan.dataFlow).toEqual(['Read the uploaded file', 'Sort by Date ascending', 'Text the on-call plumber the schedule', 'Write "Result.xlsx"']);
    expect(plan.estimatedComplexity).toBe('medium');
  });

  it('names the ServiceTitan endpoints of an api-reporting task', () => {
    const plan = planOffline({
      description: 'Total invoice amounts per technician',
      taskType: 'api-reporting',
      answers: { [QUESTION.serviceTitanData]: ['Invoices'], [QUESTION.period]: 'Last 30 days' },
    });
    expect(plan.apiEndpoints).toEqual(['ServiceTitan Invoices API (accounting/v2/invoices)']);
    expect(plan.dataFlow[0]).toBe('Fetch Invoices from ServiceTitan for the period: Last 30 days');
  });
});
