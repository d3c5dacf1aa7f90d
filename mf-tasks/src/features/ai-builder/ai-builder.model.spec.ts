import { describe, expect, it } from '@jest/globals';
import {
  aiTaskBody,
  answersToSend,
  canContinue,
  canSubmitQuick,
  complexityColor,
  createdMessage,
  createdToast,
  EXAMPLE_PROMPTS,
  exampleTaskName,
  quickCreatedToast,
  wizardPercent,
  failureText,
  quickFailureText,
  initialAnswers,
  nextProgress,
  quickCreatedMessage,
  quickRequest,
  selectOptions,
  TASK_TYPE_CARDS,
  WIZARD_STEPS,
} from './ai-builder.model.js';
import type { ImplementationDetails, RequirementQuestion, ReviewedPlan } from './ai-builder.types.js';

const question = (q: Partial<RequirementQuestion> & Pick<RequirementQuestion, 'id' | 'type'>): RequirementQuestion => ({
  question: q.id,
  description: '',
  required: false,
  ...q,
});

const PLAN: ReviewedPlan = {
  name: 'Weekly hours per technician',
  description: 'Totals the hours of the timesheet export per technician.',
  type: 'excel-processing',
  estimatedComplexity: 'low',
  features: ['Drops voided rows', 'Totals hours per technician'],
  sections: [{ title: 'Overview', description: 'What the task does', type: 'text' }],
  dataFlow: ['Read the timesheet export', 'Remove rows where Status is Voided', 'Sum Hours per Technician'],
  apiEndpoints: [],
  notes: ['"make it pretty" was not understood'],
};

const DETAILS: ImplementationDetails = {
  steps: ['Read the timesheet export', 'Remove rows where Status is Voided', 'Sum Hours per Technician', 'Write hours.xlsx'],
  script: 'import milestone\n',
  summary: [],
  understood: [],
  notUnderstood: [],
  message: 'Built a script of 3 operations.',
  provider: 'offline',
  model: null,
};

describe('the wizard', () => {
  it('has the five steps of the spec and the three task types', () => {
    expect(WIZARD_STEPS).toEqual(['Task Description', 'Requirements', 'Task Planning', 'Review & Approve', 'Implementation']);
    expect(TASK_TYPE_CARDS.map((c) => c.value)).toEqual(['form-processing', 'excel-processing', 'api-reporting']);
  });

  it('continues only with a non-blank description and a chosen type', () => {
    expect(canContinue('Total the hours', 'excel-processing')).toBe(true);
    expect(canContinue('   ', 'excel-processing')).toBe(false);
    expect(canContinue('Total the hours', null)).toBe(false);
  });
});

describe(initialAnswers.name, () => {
  it("pre-fills each question with its proposed value in its input's shape", () => {
    const answers = initialAnswers([
      question({ id: 'name', type: 'text', value: 'Hours' }),
      question({ id: 'notes', type: 'textarea' }),
      question({ id: 'format', type: 'select', options: ['xlsx', 'csv'], value: 'csv' }),
      question({ id: 'blank', type: 'checkbox', value: true }),
      question({ id: 'keys', type: 'multiselect', options: ['Email', 'Phone'], value: ['Email'] }),
    ]);
    expect(answers).toEqual({ name: 'Hours', notes: undefined, format: 'csv', blank: true, keys: ['Email'] });
  });

  it('never selects an empty string or a value that is not an option', () => {
    expect(initialAnswers([question({ id: 'a', type: 'select', options: ['', 'xlsx'], value: '' })])).toEqual({ a: undefined });
    expect(initialAnswers([question({ id: 'b', type: 'select', options: ['xlsx'], value: 'pdf' })])).toEqual({ b: undefined });
    expect(initialAnswers([question({ id: 'c', type: 'multiselect', options: ['A'], value: ['A', 'Z'] })])).toEqual({ c: ['A'] });
    expect(initialAnswers([question({ id: 'd', type: 'checkbox' })])).toEqual({ d: false });
  });
});

describe(selectOptions.name, () => {
  it('drops empty-string and repeated options', () => {
    expect(selectOptions({ options: ['', 'xlsx', ' ', 'csv', 'xlsx'] })).toEqual(['xlsx', 'csv']);
    expect(selectOptions({})).toEqual([]);
  });
});

describe(answersToSend.name, () => {
  it('leaves unanswered questions out and trims texts', () => {
    expect(answersToSend({ a: '  Hours ', b: undefined, c: false, d: ['x'] })).toEqual({ a: 'Hours', c: false, d: ['x'] });
  });
});

describe(complexityColor.name, () => {
  it('maps low to default (primary), medium to secondary and anything else to destructive', () => {
    expect(complexityColor('low')).toBe('blue');
    expect(complexityColor('Medium')).toBe('default');
    expect(complexityColor('high')).toBe('error');
    expect(complexityColor('unknown')).toBe('error');
  });
});

describe(nextProgress.name, () => {
  it('rises 10 points a tick and holds at 90', () => {
    const seen: number[] = [];
    let p = 0;
    for (let i = 0; i < 12; i++) seen.push((p = nextProgress(p)));
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 90, 90, 90]);
    expect(nextProgress(100)).toBe(100);
  });
});

describe(aiTaskBody.name, () => {
  it('creates the task with the steps as instructions, the plan in config and the script', () => {
    const body = aiTaskBody(PLAN, DETAILS);
    expect(body).toMatchObject({ name: PLAN.name, description: PLAN.description, type: 'excel-processing', pythonScript: 'import milestone\n' });
    expect(JSON.parse(body.instructions)).toEqual(DETAILS.steps.map((content, i) => ({ id: `step-${i + 1}`, content })));
    expect(body.config).toEqual({
      features: PLAN.features,
      sections: PLAN.sections,
      apiEndpoints: [],
      aiGenerated: true,
      implementationDetails: DETAILS,
    });
  });

  it('takes the data flow as steps when the details have none, and sends no script when none was built', () => {
    const body = aiTaskBody(PLAN, { ...DETAILS, steps: [], script: null });
    expect(JSON.parse(body.instructions).map((s: { content: string }) => s.content)).toEqual(PLAN.dataFlow);
    expect(body).not.toHaveProperty('pythonScript');
  });

  it("keeps an api-reporting task's report as config.apiConfiguration, where its overview opens it", () => {
    const report = { selectedFields: ['businessUnits.name', 'invoices.subTotal'], reportConfig: { name: 'Revenue by Business Unit', format: 'pivot' } };
    const apiConfiguration = { report, selectedFields: report.selectedFields, period: null, source: 'ai' };
    const body = aiTaskBody({ ...PLAN, type: 'api-reporting' }, { ...DETAILS, script: null, apiConfiguration });
    expect(body.config.apiConfiguration).toEqual(apiConfiguration);
    expect(body).not.toHaveProperty('pythonScript');
    expect(aiTaskBody(PLAN, DETAILS).config).not.toHaveProperty('apiConfiguration');
  });

  it('keeps a designed form as config.form, where the form task opens it, with no script', () => {
    const form = { title: 'Estimate Form', sections: [{ id: 'details', title: 'Details', items: [{ id: 'customer', label: 'Customer', type: 'text' }] }] };
    const body = aiTaskBody({ ...PLAN, type: 'form-processing' }, { ...DETAILS, script: null, form });
    expect(body).toMatchObject({ type: 'form-processing', config: { form } });
    expect(body).not.toHaveProperty('pythonScript');
    expect(aiTaskBody(PLAN, DETAILS).config).not.toHaveProperty('form');
  });

  it("keeps the review's notes out of the task's config", () => {
    expect(JSON.stringify(aiTaskBody(PLAN, DETAILS).config)).not.toContain('make it pretty');
  });
});

describe('the texts', () => {
  it("tells what was built, or the provider's message when no script could be", () => {
    expect(createdMessage('Hours', DETAILS)).toBe('"Hours" has been created with its script. Upload a file and run it.');
    expect(createdMessage('Hours', { script: null, message: 'Not understood: "make it pretty".' })).toBe('Not understood: "make it pretty".');
    expect(quickCreatedMessage('Hours')).toBe('Your AI-powered task "Hours" has been created and is ready to use.');
  });

  it("adds the server's reason to the spec's failure text", () => {
    const spec = 'Failed to generate task plan. Please try again.';
    expect(failureText(spec, {})).toBe(spec);
    expect(failureText(spec, { message: spec })).toBe(spec);
    expect(failureText(spec, { message: spec, reason: 'The model did not answer in 60 s.' })).toBe(`${spec} The model did not answer in 60 s.`);
    expect(failureText(spec, { message: 'description must not be blank' })).toBe(`${spec} description must not be blank`);
  });
});

describe('the quick creator', () => {
  it("shows the server's message, or the spec's text with the cause", () => {
    const understood = 'I understood: remove rows where Status is Void. I did not understand: "email each technician".';
    expect(quickFailureText({ message: understood, reason: understood })).toBe(understood);
    expect(quickFailureText({ message: 'Failed to create task. Please try again.', reason: 'The model is not reachable.' })).toBe(
      'Failed to create task. Please try again. The model is not reachable.',
    );
    expect(quickFailureText({})).toBe('Failed to create task. Please try again.');
  });

  it('enables Create Task only with both fields typed and nothing pending', () => {
    expect(canSubmitQuick('Hours', 'Total the hours', false)).toBe(true);
    expect(canSubmitQuick('', 'Total the hours', false)).toBe(false);
    expect(canSubmitQuick('Hours', '', false)).toBe(false);
    expect(canSubmitQuick('Hours', 'Total the hours', true)).toBe(false);
  });

  it('sends nothing when a field is blank, and trimmed fields otherwise', () => {
    expect(quickRequest('  ', 'Total the hours')).toBeNull();
    expect(quickRequest('Hours', ' \n ')).toBeNull();
    expect(quickRequest(' Hours ', ' Total the hours ')).toEqual({ taskName: 'Hours', prompt: 'Total the hours' });
  });

  it('offers four example prompts', () => {
    expect(EXAMPLE_PROMPTS).toHaveLength(4);
    for (const example of EXAMPLE_PROMPTS) expect(example.prompt.length).toBeGreaterThan(40);
  });

  it('fills the task name from an example prompt, unless the user typed one of their own', () => {
    const [timesheet, invoices] = EXAMPLE_PROMPTS;
    expect(exampleTaskName('', timesheet!)).toBe('Timesheet totals per technician');
    expect(exampleTaskName(timesheet!.label, invoices!)).toBe('Invoices over $1,000');
    expect(exampleTaskName('My hours', invoices!)).toBe('My hours');
  });
});

describe('the toasts once a task is created', () => {
  const rephrase = { script: null, steps: ['Sort by Date', 'Rephrase: the funny way'], message: 'Rewrite the step that starts with "Rephrase:".' };

  it('says success only for a task that is ready', () => {
    expect(createdToast('Hours', 'excel-processing', { ...DETAILS, steps: ['Sort by Date'] })).toEqual({
      variant: 'success',
      title: 'AI Task Created',
      description: '"Hours" has been created with its script. Upload a file and run it.',
    });
    // A report or a form needs no script.
    expect(createdToast('Jobs', 'api-reporting', { script: null, steps: ['Count the jobs'], message: 'The report counts the jobs.' }).variant).toBe('success');
  });

  it('warns, with the builder’s words, when steps are to rephrase or a spreadsheet task has no script', () => {
    expect(createdToast('Hours', 'excel-processing', rephrase)).toEqual({
      variant: 'warning',
      title: 'Task Created: Finish Its Steps',
      description: 'Rewrite the step that starts with "Rephrase:".',
    });
    expect(createdToast('Hours', 'excel-processing', { script: null, steps: ['Sort'], message: 'It did not compile.' }).variant).toBe('warning');
  });

  it("gives the quick creator's task the spec's success text when it has its script, else what to do", () => {
    expect(quickCreatedToast({ name: 'Hours', type: 'excel-processing', hasScript: true, config: {} })).toEqual({
      variant: 'success',
      title: 'Task Created Successfully',
      description: 'Your AI-powered task "Hours" has been created and is ready to use.',
    });
    expect(quickCreatedToast({ name: 'Hours', type: 'excel-processing', hasScript: false, config: { implementationDetails: rephrase } })).toEqual({
      variant: 'warning',
      title: 'Task Created: Finish Its Steps',
      description: '"Hours" has been created. Rewrite the step that starts with "Rephrase:".',
    });
  });
});

describe("the wizard's percentage", () => {
  it("is the step's share, and on Implementation the bar's own", () => {
    expect(wizardPercent(0, 0)).toBe(20);
    expect(wizardPercent(3, 0)).toBe(80);
    expect(wizardPercent(4, 30)).toBe(30);
    expect(wizardPercent(4, 100)).toBe(100);
  });
});
