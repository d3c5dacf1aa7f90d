import type {
  AiTaskType,
  CreateTaskBody,
  ImplementationDetails,
  PlanSection,
  RequirementAnswers,
  RequirementQuestion,
  ReviewedPlan,
} from './ai-builder.types.js';

/** The wizard's five steps, in order (spec 000 section 2, "AI Task Builder"); the index is the step. */
export const WIZARD_STEPS = ['Task Description', 'Requirements', 'Task Planning', 'Review & Approve', 'Implementation'] as const;
export type WizardStep = 0 | 1 | 2 | 3 | 4;

export const STEP = { description: 0, requirements: 1, planning: 2, review: 3, implementation: 4 } as const;

/** The type cards of step 1: the value sent, its name and one line on what it is for. */
export const TASK_TYPE_CARDS: ReadonlyArray<{ value: AiTaskType; name: string; line: string }> = [
  { value: 'form-processing', name: 'Form Processing', line: 'Interactive forms with calculations, saved and printed.' },
  { value: 'excel-processing', name: 'Excel Processing', line: 'Upload spreadsheets (xlsx, xls, csv) and get them cleaned, totalled or merged.' },
  { value: 'api-reporting', name: 'API Reporting', line: "Reports built from the field-service platform's data." },
];

// The spec's texts (000 sections 2 and 8).
export const TEXTS = {
  requirementsFailed: 'Failed to generate requirements. Please try again.',
  planFailed: 'Failed to generate task plan. Please try again.',
  implementationErrorTitle: 'Implementation Error',
  implementationFailed: 'Failed to implement the task. Please try again.',
  created: 'AI Task Created',
  planning: 'Creating Your Task Plan',
  missingTitle: 'Missing Information',
  missingBody: 'Please provide both a task name and description.',
  quickCreatedTitle: 'Task Created Successfully',
  quickFailedTitle: 'Task Creation Failed',
  quickFailed: 'Failed to create task. Please try again.',
} as const;

/** 'Your AI-powered task "{name}" has been created and is ready to use.' */
export function quickCreatedMessage(name: string): string {
  return `Your AI-powered task "${name}" has been created and is ready to use.`;
}

/** What a failed answer said: its `message` and the plain `reason` the AI routes add. */
export interface ServerFailure {
  message?: string;
  reason?: string;
}

/**
 * A failure toast's line: the spec's text, then what the server said beyond it (the AI routes
 * answer the spec's text as `message` and the cause as `reason`; a refused field its message).
 */
export function failureText(specText: string, server: ServerFailure): string {
  const extra = server.reason?.trim() || (server.message && server.message !== specText ? server.message.trim() : '');
  return extra ? `${specText} ${extra}` : specText;
}

/**
 * 'Task Creation Failed''s line: the server's message (a 422 names what was understood and what
 * was not), else the spec's text with the cause the AI routes add.
 */
export function quickFailureText(server: ServerFailure): string {
  if (server.message && server.message !== TEXTS.quickFailed) return server.message;
  return failureText(TEXTS.quickFailed, server);
}

/** Step 1's Continue: a non-blank description and a chosen type (spec 000 section 5). */
export function canContinue(description: string, type: AiTaskType | null): boolean {
  return description.trim() !== '' && type !== null;
}

/**
 * The quick creator's submit is enabled unless a field is empty or a creation is pending (spec 000
 * section 5); blank (spaces only) fields are refused on submit with 'Missing Information'.
 */
export function canSubmitQuick(name: string, description: string, pending: boolean): boolean {
  return !pending && name !== '' && description !== '';
}

/** The quick creator's fields as sent, or null when either is blank (no request then). */
export function quickRequest(name: string, description: string): { taskName: string; prompt: string } | null {
  const taskName = name.trim();
  const prompt = description.trim();
  return taskName && prompt ? { taskName, prompt } : null;
}

/** A select's options: never an empty-string option (spec 000 section 5), no repeats. */
export function selectOptions(question: Pick<RequirementQuestion, 'options'>): string[] {
  return [...new Set((question.options ?? []).filter((o) => o.trim() !== ''))];
}

/** The answer a question starts with: its proposed `value`, in the shape its input takes. */
export function initialAnswer(question: RequirementQuestion): RequirementAnswers[string] {
  const value = question.value;
  switch (question.type) {
    case 'checkbox':
      return value === true || value === 'true';
    case 'multiselect': {
      const options = selectOptions(question);
      const chosen = Array.isArray(value) ? value : typeof value === 'string' && value !== '' ? [value] : [];
      return chosen.filter((v) => options.length === 0 || options.includes(v));
    }
    case 'select': {
      const chosen = Array.isArray(value) ? value[0] : typeof value === 'string' ? value : undefined;
      return chosen && selectOptions(question).includes(chosen) ? chosen : undefined;
    }
    default:
      return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : undefined;
  }
}

/** The answers step 2 starts with, by question id. */
export function initialAnswers(questions: RequirementQuestion[]): RequirementAnswers {
  return Object.fromEntries(questions.map((q) => [q.id, initialAnswer(q)]));
}

/** The answers as sent to generate-task-plan: unanswered questions are left out. */
export function answersToSend(answers: RequirementAnswers): Record<string, string | boolean | string[]> {
  const sent: Record<string, string | boolean | string[]> = {};
  for (const [id, answer] of Object.entries(answers)) {
    if (answer === undefined) continue;
    sent[id] = typeof answer === 'string' ? answer.trim() : answer;
  }
  return sent;
}

/** The complexity badge's antd Tag colour: low 'default' (primary), medium 'secondary' (muted), otherwise 'destructive' (spec 000 section 9). */
export function complexityColor(complexity: string): 'blue' | 'default' | 'error' {
  const value = complexity.trim().toLowerCase();
  if (value === 'low') return 'blue';
  if (value === 'medium') return 'default';
  return 'error';
}

/**
 * The header's percentage: the step's share of the five, except on Implementation, where it is the
 * bar's (so the header and the bar never disagree).
 */
export function wizardPercent(step: WizardStep, implementationProgress: number): number {
  if (step === STEP.implementation) return implementationProgress;
  return Math.round(((step + 1) / WIZARD_STEPS.length) * 100);
}

/** The wizard's progress while implementing: 10 points every 0.5 s, held at 90 until the answer (spec 000 sections 4 and 9). */
export const PROGRESS_TICK_MS = 500;
export const PROGRESS_STEP = 10;
export const PROGRESS_CAP = 90;

export function nextProgress(current: number): number {
  return Math.min(current + PROGRESS_STEP, Math.max(current, PROGRESS_CAP));
}

export interface AiTaskBody extends CreateTaskBody {
  type: AiTaskType;
  instructions: string;
  config: {
    features: string[];
    sections: PlanSection[];
    apiEndpoints: string[];
    aiGenerated: true;
    implementationDetails: ImplementationDetails;
    /** An api-reporting task's report (read by svc-reporting), where its overview opens it. */
    apiConfiguration?: NonNullable<ImplementationDetails['apiConfiguration']>;
    /** A form-processing task that is a form (the AI builder designed it): the form task opens it. */
    form?: NonNullable<DesignedDetails['form']>;
  };
}

/** The implementation as implement-task answers it for a designed form (its form definition). */
type DesignedDetails = ImplementationDetails & { form?: Record<string, unknown> };

/** POST /api/tasks for an implemented plan: its steps as instructions, the plan in config (an api-reporting task's report as config.apiConfiguration), the script when one was built. */
export function aiTaskBody(plan: ReviewedPlan, details: DesignedDetails): AiTaskBody {
  const steps = (details.steps.length > 0 ? details.steps : plan.dataFlow).map((s) => s.trim()).filter(Boolean);
  return {
    name: plan.name.trim(),
    description: plan.description.trim(),
    type: plan.type,
    instructions: JSON.stringify(steps.map((content, i) => ({ id: `step-${i + 1}`, content }))),
    config: {
      features: plan.features,
      sections: plan.sections,
      apiEndpoints: plan.apiEndpoints,
      aiGenerated: true,
      implementationDetails: details,
      ...(details.apiConfiguration ? { apiConfiguration: details.apiConfiguration } : {}),
      ...(details.form ? { form: details.form } : {}),
    },
    ...(details.script ? { pythonScript: details.script } : {}),
  };
}

/** The 'AI Task Created' toast's line: the provider's message when no script could be built. */
export function createdMessage(name: string, details: Pick<ImplementationDetails, 'script' | 'message'>): string {
  if (!details.script) return details.message;
  return `"${name}" has been created with its script. Upload a file and run it.`;
}

/** The start of a step the builder did not understand, for the user to rephrase (the server writes it). */
export const REPHRASE_PREFIX = 'Rephrase: ';

/** The title of the toast of a task created with steps to rephrase, or without the script it needs. */
export const CREATED_TO_FINISH_TITLE = 'Task Created: Finish Its Steps';

export interface CreatedToast {
  variant: 'success' | 'warning';
  title: string;
  description: string;
}

/**
 * The wizard's toast once the task is created: success only when the task is ready (a script, or
 * a report or form that needs none); a task whose steps are to rephrase, or a spreadsheet task
 * left without a script, warns with the builder's message.
 */
export function createdToast(name: string, type: string, details: Pick<ImplementationDetails, 'script' | 'message' | 'steps'>): CreatedToast {
  const toFinish = details.steps.some((step) => step.startsWith(REPHRASE_PREFIX)) || (type === 'excel-processing' && !details.script);
  if (toFinish) return { variant: 'warning', title: CREATED_TO_FINISH_TITLE, description: details.message };
  return { variant: 'success', title: TEXTS.created, description: createdMessage(name, details) };
}

/** The quick creator's toast: 'Task Created Successfully' when it has its script, else a warning naming what to do. */
export function quickCreatedToast(task: { name: string; type: string; hasScript: boolean; config: Record<string, unknown> }): CreatedToast {
  if (task.hasScript || task.type !== 'excel-processing')
    return { variant: 'success', title: TEXTS.quickCreatedTitle, description: quickCreatedMessage(task.name) };
  const details = task.config.implementationDetails;
  const said = typeof details === 'object' && details !== null ? (details as { message?: unknown }).message : undefined;
  const message = typeof said === 'string' ? said : '';
  return { variant: 'warning', title: CREATED_TO_FINISH_TITLE, description: `"${task.name}" has been created. ${message}`.trim() };
}

/**
 * The task name an example prompt fills in: its label, unless the user typed a name of their own
 * (a name that is another example's label is replaced).
 */
export function exampleTaskName(current: string, example: { label: string }): string {
  const typed = current.trim();
  return typed === '' || EXAMPLE_PROMPTS.some((e) => e.label === typed) ? example.label : current;
}

/** The quick creator's example prompts: a click puts one in the description. */
export const EXAMPLE_PROMPTS: ReadonlyArray<{ label: string; prompt: string }> = [
  {
    label: 'Timesheet totals per technician',
    prompt: 'Take the weekly timesheet export, remove the rows where Status is Voided, and total the Hours per Technician, sorted by Hours descending.',
  },
  {
    label: 'Invoices over $1,000',
    prompt: 'Keep only the invoices where Amount is greater than 1000 and sort them by Amount descending. Save it as an xlsx file.',
  },
  {
    label: 'Remove duplicate customers',
    prompt: 'Remove duplicate customers by Email, trim the blanks, and sort by Customer Name.',
  },
  {
    label: 'Merge parts price lists',
    prompt: 'Merge the supplier price list with our parts list on Part Number and keep the Part Number, Description, Our Price and Supplier Price columns.',
  },
];

/** The line under the sample file field: the file and the columns the builder will use. */
export function sampleLine(fileName: string, sample: { sheets: Array<{ columns: string[] }> } | null, reading: boolean): string {
  if (reading) return `${fileName}: reading its columns...`;
  const columns = sample?.sheets[0]?.columns.filter((c) => c.trim() !== '') ?? [];
  if (columns.length === 0) return `${fileName}: it becomes the task's first file.`;
  return `${fileName}: columns ${columns.join(', ')}.`;
}
